import { failureMessage } from '@mitti/api-client/api-failure';
import { useResendConfirmationMutation } from '@mitti/api-client/auth-endpoints';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useKeepFocus } from '@mitti/ui/use-keep-focus';
import { useState } from 'react';

export const CONFIRM_EMAIL_FIRST = 'Please confirm your email address first.';

/** Where investing or a new campaign waits for a confirmed email: the reason and a resend button. */
export function ConfirmEmailNotice({ message = CONFIRM_EMAIL_FIRST }: { message?: string }) {
  const [resend, { isLoading }] = useResendConfirmationMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const resendButton = useKeepFocus<HTMLButtonElement>(isLoading);

  const onResend = async () => {
    resendButton.keep();
    try {
      const { message: sent } = await resend().unwrap();
      setOutcome({ ok: true, text: sent });
    } catch (error) {
      setOutcome({ ok: false, text: failureMessage(error, 'Could not send the email.') });
    }
  };

  return (
    <Stack spacing={1}>
      {/* The button sits under the reason: beside it, a narrow column broke it over three lines. */}
      <Alert severity="warning">
        {message}
        <Box sx={{ mt: 1 }}>
          <Button
            ref={resendButton.ref}
            variant="outlined"
            color="inherit"
            size="small"
            onClick={() => void onResend()}
            loading={isLoading}
          >
            Resend the email
          </Button>
        </Box>
      </Alert>
      {outcome && <Alert severity={outcome.ok ? 'success' : 'error'}>{outcome.text}</Alert>}
    </Stack>
  );
}
