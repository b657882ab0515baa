import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { AppName } from './app-link';
import { useAppNavigate } from './app-link';

export interface SignInRequiredDialogProps {
  app: AppName;
  open: boolean;
  onClose: () => void;
}

/** Shown when a visitor tries something that needs an account, e.g. adding to the cart. */
export function SignInRequiredDialog({ app, open, onClose }: SignInRequiredDialogProps) {
  const navigate = useAppNavigate(app);
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>Sign In Required</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          Please sign in to continue shopping with us.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={() => {
            onClose();
            void navigate('/login');
          }}
          autoFocus
        >
          Go to Sign In
        </Button>
      </DialogActions>
    </Dialog>
  );
}
