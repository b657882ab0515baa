import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

/** Stands in for the confirm button while a visitor is not signed in. */
export function SignInToInvest() {
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to="/login" color="inherit" size="small">
          Sign in
        </Button>
      }
    >
      Sign in to invest in this campaign.
    </Alert>
  );
}
