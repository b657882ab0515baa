import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { UserProfile } from '@mitti/domain/user';
import { useState } from 'react';
import { ChangeEmailForm } from './change-email-form';

/**
 * The account's address and 'Change email': the new address is the account's once its owner
 * follows the link mailed there; until then it shows as pending.
 */
export function EmailAddress({ profile }: { profile: UserProfile }) {
  const [changing, setChanging] = useState(false);
  // Back from the form (sent or cancelled), the button that opened it has the focus again.
  const [changed, setChanged] = useState(false);
  const googleOnly = profile.hasPassword === false;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <Typography>
        Your email address is{' '}
        <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
          {profile.email}
        </Box>
        .
      </Typography>
      {profile.pendingEmail && (
        <Alert severity="info" sx={{ alignSelf: 'stretch', overflowWrap: 'anywhere' }}>
          Pending: check {profile.pendingEmail} for the link that confirms it. Your email changes
          when you follow it.
        </Alert>
      )}
      {googleOnly ? (
        <Typography sx={{ color: 'text.secondary' }}>
          You sign in with Google, so your email address is your Google account’s.
        </Typography>
      ) : changing ? (
        <Box sx={{ alignSelf: 'stretch', maxWidth: 480 }}>
          <ChangeEmailForm
            onDone={() => {
              setChanging(false);
              setChanged(true);
            }}
          />
        </Box>
      ) : (
        <Button
          variant="outlined"
          autoFocus={changed}
          onClick={() => setChanging(true)}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          Change email
        </Button>
      )}
    </Box>
  );
}
