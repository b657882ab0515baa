import { screen } from '@testing-library/react';
import * as stories from '@mitti/auth/reset-password-page.stories';
import { checkStories } from '../check-stories';

checkStories(stories, {
  ValidLink: async () => {
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Set new password' })).toBeEnabled();
  },
  ValidationError: () => {
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
  },
  UsedLink: () => {
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This link has already been used. Please ask for a new one.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  },
  MissingToken: () => {
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This link is not complete. Please ask for a new one.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByRole('button', { name: 'Set new password' })).not.toBeInTheDocument();
  },
});
