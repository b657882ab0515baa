import { screen } from '@testing-library/react';
import { checkStories } from '../check-stories';
import * as stories from './delete-account-dialog.stories';
import { DELETION_REFUSED } from './profile-story-support';

checkStories(stories, {
  AsksForPassword: () => {
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent(/saved addresses, cart/);
    expect(dialog).toHaveTextContent(/investments, shop orders, payments and refunds are kept/);
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
  },
  PasswordMissing: async () =>
    expect(await screen.findByText('Enter your password to confirm')).toBeInTheDocument(),
  Refused: async () =>
    expect(await screen.findByRole('alert')).toHaveTextContent(DELETION_REFUSED.message),
  GoogleOnly: () => expect(screen.getByLabelText(/^Your email address/)).toBeInTheDocument(),
});
