import { screen } from '@testing-library/react';
import * as stories from '@mitti/auth/forgot-password-page.stories';
import { checkStories } from '../check-stories';

checkStories(stories, {
  Empty: () => {
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  },
  ValidationError: () =>
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument(),
  Sent: () => {
    expect(
      screen.getByText(
        'If an account exists for that email, we have sent a link to reset its password.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
  },
});
