import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export interface DecisionButtonsProps {
  /** The id of what is decided (the card's title): the buttons' description for screen readers. */
  describedBy: string;
  onApprove: () => void;
  onReject: () => void;
  /** 'Reject' unless the request is declined rather than rejected. */
  rejectLabel?: string;
}

/** Approve and Reject side by side, as every card an owner or operator decides has them. */
export function DecisionButtons({
  describedBy,
  onApprove,
  onReject,
  rejectLabel = 'Reject',
}: DecisionButtonsProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button
        variant="contained"
        onClick={onApprove}
        aria-describedby={describedBy}
        sx={{ flex: 1 }}
      >
        Approve
      </Button>
      <Button
        variant="outlined"
        color="error"
        onClick={onReject}
        aria-describedby={describedBy}
        sx={{ flex: 1 }}
      >
        {rejectLabel}
      </Button>
    </Box>
  );
}
