import { screen } from '@testing-library/react';
import * as stories from '@mitti/auth/confirm-email-page.stories';
import { checkStories } from '../check-stories';

checkStories(stories, {
  Confirmed: async () => {
    expect(await screen.findByText(/Your email address is confirmed\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore farms' })).toHaveAttribute('href', '/farms');
  },
  LinkExpired: async () => {
    expect(
      await screen.findByText('This link has expired. Please ask for a new one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend the email' })).toBeInTheDocument();
  },
  MissingToken: async () => {
    expect(
      await screen.findByText('This link is not complete. Please ask for a new one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
});
