import { failureMessage } from '@mitti/api-client/api-failure';
import { useConfirmEmailChangeMutation } from '@mitti/api-client/auth-endpoints';
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

type Outcome = { ok: boolean; message: string };

const NO_TOKEN = 'This link is not complete. Please ask for a new one.';

/** /confirm-email-change?token=…, from the link mailed to the new address: moves the account on load. */
export function ConfirmEmailChangePage({ app = 'invest' }: { app?: AppName }) {
  const token = useSearchParams()[0].get('token');
  const signedIn = useSelector(selectIsSignedIn);
  const [confirmEmailChange] = useConfirmEmailChangeMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A token works once: a second effect run (StrictMode) must not use it again.
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    if (!token) {
      setOutcome({ ok: false, message: NO_TOKEN });
      return;
    }
    confirmEmailChange({ token })
      .unwrap()
      .then(({ message }) => setOutcome({ ok: true, message }))
      .catch((error: unknown) =>
        setOutcome({
          ok: false,
          message: failureMessage(error, 'Could not change your email address.'),
        }),
      );
  }, [confirmEmailChange, token]);

  const next = signedIn ? (
    <Link component={AppLink} app={app} to="/profile">
      Go to your profile
    </Link>
  ) : (
    <Link component={AppLink} app={app} to="/login">
      Sign in
    </Link>
  );

  return (
    <AuthCard title="Confirm your new email">
      {!outcome ? (
        <Loader />
      ) : outcome.ok ? (
        <Alert severity="success">
          {outcome.message} Sign in with it from now on. {next}
        </Alert>
      ) : (
        <Stack spacing={2}>
          <Alert severity="error">{outcome.message}</Alert>
          <Alert severity="info">
            {signedIn ? 'You can ask for a new link from ' : 'Sign in to ask for a new link from '}
            <Link component={AppLink} app={app} to="/profile">
              your profile
            </Link>
            .
          </Alert>
        </Stack>
      )}
    </AuthCard>
  );
}
