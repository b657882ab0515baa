import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId } from 'react';

export interface DecisionButtonsProps {
  /**
   * The id of what is decided (the card's title): each button is named by its own text and then
   * that, e.g. 'Approve Meena Patil', so a list of buttons says which card each is on.
   */
  labelledBy: string;
  onApprove: () => void;
  onReject: () => void;
  /** 'Reject' unless the request is declined rather than rejected. */
  rejectLabel?: string;
}

/** Approve and Reject side by side, as every card an owner or operator decides has them. */
export function DecisionButtons({
  labelledBy,
  onApprove,
  onReject,
  rejectLabel = 'Reject',
}: DecisionButtonsProps) {
  const approveId = useId();
  const rejectId = useId();
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button
        id={approveId}
        variant="contained"
        onClick={onApprove}
        aria-labelledby={`${approveId} ${labelledBy}`}
        sx={{ flex: 1 }}
      >
        Approve
      </Button>
      <Button
        id={rejectId}
        variant="outlined"
        color="error"
        onClick={onReject}
        aria-labelledby={`${rejectId} ${labelledBy}`}
        sx={{ flex: 1 }}
      >
        {rejectLabel}
      </Button>
    </Box>
  );
}
