import { Suspense } from 'react';
import type { AppName } from './app-link';
import { lazyPopup } from './lazy-popup';
import { useOpenedOnce } from './use-opened-once';

const SignInRequiredPopup = lazyPopup(
  () => import('./sign-in-required-popup').then((module) => module.SignInRequiredPopup),
  (props) => props.onClose(),
);

export interface SignInRequiredDialogProps {
  app: AppName;
  open: boolean;
  onClose: () => void;
  /** Called as the visitor leaves for the sign-in page, e.g. to keep what they were doing. */
  onSignIn?: () => void;
}

/** Shown when a visitor tries something that needs an account, e.g. adding to the cart. */
export function SignInRequiredDialog(props: SignInRequiredDialogProps) {
  const rendered = useOpenedOnce(props.open);
  if (!rendered) return null;
  return (
    <Suspense fallback={null}>
      <SignInRequiredPopup {...props} />
    </Suspense>
  );
}
