import { screen } from '@testing-library/react';
import * as stories from '@mitti/auth/sign-in-required-dialog.stories';
import { checkStories } from '../check-stories';

checkStories(stories, {
  Open: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sign In Required' });
    expect(dialog).toHaveAccessibleDescription('Please sign in to continue shopping with us.');
    expect(screen.getByRole('button', { name: 'Go to Sign In' })).toHaveFocus();
  },
});
