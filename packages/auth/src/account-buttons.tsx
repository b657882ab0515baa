import Button from '@mui/material/Button';
import type { UserProfile } from '@mitti/domain/user';
import type { AppName } from './app-link';
import { AppLink } from './app-link';
import { CartButton } from './cart-button';
import { NotificationsButton } from './notifications-button';
import type { NotificationsFeed } from './use-notifications';
import { useHydrated } from './use-hydrated';
import { useSignInPath } from './use-return-path';
import { UserMenu } from './user-menu';

export interface AccountButtonsProps {
  app: AppName;
  signedIn: boolean;
  profile: UserProfile | null;
  notifications: NotificationsFeed;
  onLogOut: () => void;
}

/**
 * The desktop header's account buttons: the bell, the cart and the account menu when signed in, else
 * Sign In and Get Started. A page rendered on the server does not know who is visiting, so they come
 * once the browser has taken the page over, instead of Sign In flashing for someone signed in. That
 * re-render is synchronous, which is why it is this component's own and not the whole header's.
 */
export function AccountButtons({
  app,
  signedIn,
  profile,
  notifications,
  onLogOut,
}: AccountButtonsProps) {
  const hydrated = useHydrated();
  const loginPath = useSignInPath(app);
  const signupPath = useSignInPath(app, '/signup');

  if (!hydrated) return null;
  if (signedIn) {
    return (
      <>
        <NotificationsButton app={app} feed={notifications} />
        <CartButton app={app} />
        <UserMenu app={app} profile={profile} onLogOut={onLogOut} />
      </>
    );
  }
  return (
    <>
      <Button component={AppLink} app={app} to={loginPath} color="inherit">
        Sign In
      </Button>
      <Button component={AppLink} app={app} to={signupPath} variant="contained">
        Get Started
      </Button>
    </>
  );
}
