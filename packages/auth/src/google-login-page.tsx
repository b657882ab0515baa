import type { AppName } from './app-link';
import { AuthCard } from './auth-card';
import { GoogleSignInButton } from './google-sign-in-button';

function logFailure(error: unknown) {
  console.error('Google sign-in failed', error);
}

/** /google-login: one Google button. Per shop.md 8 this page only logs a failed sign-in. */
export function GoogleLoginPage({ app = 'invest' }: { app?: AppName }) {
  return (
    <AuthCard title="Sign in with Google" subtitle="Use your Google account to continue to Mitti.">
      <GoogleSignInButton app={app} onFailure={logFailure} />
    </AuthCard>
  );
}
