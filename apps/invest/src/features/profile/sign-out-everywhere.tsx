import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { failureMessage } from '@mitti/api-client/api-failure';
import { useSignOutEverywhere } from '@mitti/auth/use-account-security';
import { ConfirmDialog } from '@mitti/ui/confirm-dialog';
import { useState } from 'react';

const FAILED = 'Could not sign you out everywhere. Please try again.';

/** 'Sign out everywhere': after a confirmation, every sign-in of the account ends, this one too. */
export function SignOutEverywhere() {
  const signOutEverywhere = useSignOutEverywhere('invest');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await signOutEverywhere();
    } catch (error) {
      setFailure(failureMessage(error, FAILED));
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <Typography sx={{ color: 'text.secondary' }}>
        Lost a phone, or signed in on a computer that is not yours? End every sign-in of your
        account, this one too.
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Button
        variant="outlined"
        color="error"
        startIcon={<LogoutOutlined />}
        onClick={() => setAsking(true)}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        Sign out everywhere
      </Button>
      <ConfirmDialog
        open={asking}
        title="Sign out everywhere?"
        message="Every device signed in to your account, this one too, will be signed out. You can sign in again with your password."
        confirmLabel="Sign out everywhere"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </Box>
  );
}
