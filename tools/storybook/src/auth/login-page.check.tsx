import { screen } from '@testing-library/react';
import * as stories from '@mitti/auth/login-page.stories';
import { checkStories } from '../check-stories';

checkStories(stories, {
  Empty: () => {
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByText('Google sign-in is not configured.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
  AfterSignup: () =>
    expect(screen.getByRole('alert')).toHaveTextContent('Signup successful! Please log in.'),
  ValidationError: () => {
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInvalid();
    expect(screen.getByLabelText(/^Password/)).toBeInvalid();
  },
});
