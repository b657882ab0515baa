import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { orderNumber } from '@mitti/domain/short-id';
import { useId, useState, type ReactNode } from 'react';

export interface OrderDialogProps<T extends { _id: string }> {
  /** The order to show; null closes the dialog. */
  order: T | null;
  onClose: () => void;
  /** The dialog's sections for the order shown. */
  children: (order: T) => ReactNode;
}

/** One order in a dialog titled by its number: full screen on phones, closed by its Close button. */
export function OrderDialog<T extends { _id: string }>({
  order,
  onClose,
  children,
}: OrderDialogProps<T>) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  // Keep the last order through the fade-out, so the dialog does not empty while it closes.
  const [shown, setShown] = useState(order);
  if (order && order !== shown) setShown(order);
  const current = order ?? shown;

  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      {current && (
        <>
          <DialogTitle id={titleId}>Order #{orderNumber(current._id)}</DialogTitle>
          {/* It scrolls when the order is long: focusable, so the keyboard can scroll it too. */}
          <DialogContent
            dividers
            tabIndex={0}
            role="region"
            aria-label="Order details"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr)',
              gap: 3,
              '&:focus-visible': {
                outline: '3px solid',
                outlineColor: 'secondary.main',
                outlineOffset: -3,
              },
            }}
          >
            {children(current)}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} variant="contained">
              Close
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

/** A titled part of an order dialog, named by its heading. */
export function OrderDialogSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
