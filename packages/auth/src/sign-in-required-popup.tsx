import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useAppNavigate } from './app-link';
import type { SignInRequiredDialogProps } from './sign-in-required-dialog';
import { useSignInPath } from './use-return-path';

/** The Sign In Required dialog itself, loaded when it first opens. Sign-in returns here. */
export function SignInRequiredPopup({ app, open, onClose, onSignIn }: SignInRequiredDialogProps) {
  const navigate = useAppNavigate(app);
  const loginPath = useSignInPath(app);
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
            onSignIn?.();
            onClose();
            navigate(loginPath);
          }}
          autoFocus
        >
          Go to Sign In
        </Button>
      </DialogActions>
    </Dialog>
  );
}
