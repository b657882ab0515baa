import { useAuthConfigQuery, useGoogleSigninMutation } from '@mitti/api-client/auth-endpoints';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { AppName } from './app-link';
import { useAppNavigate } from './app-link';
import { signIn } from './auth-slice';
import { DisabledGoogleButton } from './disabled-google-button';
import { loadGoogleIdentity } from './google-identity';
import { safeNextPath } from './next-path';
import { useAuthDispatch } from './use-auth-dispatch';
import { useReturnPath } from './use-return-path';

export interface GoogleSignInButtonProps {
  app?: AppName;
  /** Replaces the default failure alert (the /google-login page only logs failures). */
  onFailure?: (error: unknown) => void;
}

/**
 * Google's own button, rendered by its script once the API says which client id to use. The ID
 * token goes to POST /auth/google-signin; the session is remembered, as Google users expect, and
 * the user goes to the sign-in page's `next`, else /dashboard.
 */
export function GoogleSignInButton({ app = 'invest', onFailure }: GoogleSignInButtonProps) {
  const config = useAuthConfigQuery();
  const clientId = config.data?.googleClientId ?? null;
  const [googleSignin] = useGoogleSigninMutation();
  const dispatch = useAuthDispatch();
  const navigate = useAppNavigate(app);
  const next = safeNextPath(useReturnPath(app));
  const container = useRef<HTMLDivElement>(null);
  const [scriptFailed, setScriptFailed] = useState(false);
  const [signInFailed, setSignInFailed] = useState(false);

  const onCredential = useEffectEvent(async (idToken: string) => {
    setSignInFailed(false);
    try {
      const { token } = await googleSignin({ idToken }).unwrap();
      dispatch(signIn(token, true));
      navigate(next, { replace: true });
    } catch (error) {
      if (onFailure) onFailure(error);
      else setSignInFailed(true);
    }
  });

  useEffect(() => {
    if (!clientId) return;
    let current = true;
    loadGoogleIdentity().then(
      (id) => {
        const parent = container.current;
        if (!current || !parent) return;
        id.initialize({
          client_id: clientId,
          callback: ({ credential }) => void onCredential(credential),
        });
        id.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'rectangular',
          width: Math.min(parent.clientWidth || 320, 400),
        });
      },
      () => {
        if (current) setScriptFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [clientId]);

  if (config.isLoading) return <DisabledGoogleButton />;
  if (config.isError)
    return <DisabledGoogleButton note="Google sign-in is unavailable right now." />;
  if (!clientId) return <DisabledGoogleButton note="Google sign-in is not configured." />;
  if (scriptFailed) return <DisabledGoogleButton note="Google sign-in could not be loaded." />;
  return (
    <Box>
      {signInFailed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Google Sign-In failed. Please try again.
        </Alert>
      )}
      <Box ref={container} sx={{ display: 'flex', justifyContent: 'center', minHeight: 44 }} />
    </Box>
  );
}
