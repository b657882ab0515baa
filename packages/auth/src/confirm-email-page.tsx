import { failureMessage } from '@mitti/api-client/api-failure';
import { useConfirmEmailMutation } from '@mitti/api-client/auth-endpoints';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Loader } from '@mitti/ui/loader';
import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import type { AppName } from './app-link';
import { AppLink } from './app-link';
import { AuthCard } from './auth-card';
import { selectIsSignedIn } from './auth-slice';
import { ConfirmEmailNotice } from './confirm-email-notice';

type Outcome = { ok: true; message: string } | { ok: false; message: string };

/** /confirm-email?token=…, from the emailed link: confirms on load. */
export function ConfirmEmailPage({ app = 'invest' }: { app?: AppName }) {
  const token = useSearchParams()[0].get('token');
  const signedIn = useSelector(selectIsSignedIn);
  const [confirmEmail] = useConfirmEmailMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A token works once: a second effect run (StrictMode) must not use it again.
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    if (!token) {
      setOutcome({ ok: false, message: 'This link is not complete. Please ask for a new one.' });
      return;
    }
    confirmEmail({ token })
      .unwrap()
      .then(({ message }) => setOutcome({ ok: true, message }))
      .catch((error: unknown) =>
        setOutcome({ ok: false, message: failureMessage(error, 'Could not confirm your email.') }),
      );
  }, [confirmEmail, token]);

  return (
    <AuthCard title="Confirm your email">
      {!outcome ? (
        <Loader />
      ) : outcome.ok ? (
        <Alert severity="success">
          {outcome.message} You can now invest in farms and start campaigns.{' '}
          <Link component={AppLink} app={app} to="/farms">
            Explore farms
          </Link>
        </Alert>
      ) : (
        <Stack spacing={2}>
          <Alert severity="error">{outcome.message}</Alert>
          {signedIn ? (
            <ConfirmEmailNotice message="You can ask for a new confirmation email." />
          ) : (
            <Alert severity="info">
              <Link component={AppLink} app={app} to="/login">
                Sign in
              </Link>{' '}
              to ask for a new confirmation email.
            </Alert>
          )}
        </Stack>
      )}
    </AuthCard>
  );
}
