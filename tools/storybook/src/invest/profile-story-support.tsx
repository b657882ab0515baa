import { ToastProvider } from '@mitti/ui/toast-provider';
import type { Decorator } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import type { PasswordSection } from '../../../../apps/invest/src/features/profile/password-section';

/** The account as the sections take it (@mitti/domain's UserProfile). */
type UserProfile = ComponentProps<typeof PasswordSection>['profile'];

/** The profile page's sections: the investor's own /profile, with its toasts. */
export const PROFILE_ROUTE = '/profile';

export const INVESTOR: UserProfile = {
  _id: 'story-investor',
  name: 'Asha Rao',
  email: 'investor@mitti.test',
  phone: '9876543210',
  profilePicture: null,
  addresses: [],
  active: 'false',
  role: 'user',
  hasPassword: true,
  emailConfirmed: true,
};

export const GOOGLE_ONLY: UserProfile = { ...INVESTOR, hasPassword: false };

/** The server's 409 to a deletion that would leave investors' money behind, as the api client throws it. */
export const DELETION_REFUSED = Object.assign(
  new Error(
    'Your account cannot be deleted yet: investors\' money is still in your campaign "Millet Revival": refund it or complete the campaign first. Try again once that is done, or write to us from the Contact page if you need help.',
  ),
  { status: 409, code: 'ACCOUNT_IN_USE' },
);

export const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);
