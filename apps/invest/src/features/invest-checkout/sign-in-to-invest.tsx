import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { signInPath } from '@mitti/auth/next-path';
import { Link as RouterLink } from 'react-router';
import { checkoutPath } from './checkout-location-state';

export interface SignInToInvestProps {
  campaignId: string;
  units: number;
}

/**
 * Stands in for the confirm button while a visitor is not signed in; signing in returns here with
 * the units chosen. The login page takes this checkout's place in the history, so after paying
 * Back cannot reopen the checkout as it was before signing in.
 */
export function SignInToInvest({ campaignId, units }: SignInToInvestProps) {
  return (
    <Alert
      severity="info"
      action={
        <Button
          component={RouterLink}
          to={signInPath('/login', checkoutPath(campaignId, units))}
          replace
          color="inherit"
          size="small"
        >
          Sign in
        </Button>
      }
    >
      Sign in to invest in this campaign.
    </Alert>
  );
}
