import { screen } from '@testing-library/react';
import * as stories from '@mitti/auth/confirm-email-change-page.stories';
import { checkStories } from '../check-stories';

checkStories(stories, {
  Changed: async () => {
    expect(
      await screen.findByText(/Your email address is now asha\.rao@example\.com\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  },
  LinkUsed: async () => {
    expect(
      await screen.findByText('This link has already been used. Please ask for a new one.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Sign in to ask for a new link/)).toBeInTheDocument();
  },
  MissingToken: async () =>
    expect(
      await screen.findByText('This link is not complete. Please ask for a new one.'),
    ).toBeInTheDocument(),
});
