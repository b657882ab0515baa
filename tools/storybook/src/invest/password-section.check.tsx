import { screen } from '@testing-library/react';
import { checkStories } from '../check-stories';
import * as stories from './password-section.stories';

checkStories(stories, {
  WithPassword: () => {
    expect(screen.getByRole('heading', { name: 'Password' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeEnabled();
  },
  GoogleOnly: () => {
    expect(screen.getByText(/You sign in with Google/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Change password' })).not.toBeInTheDocument();
  },
  ValidationError: async () => {
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
  },
  SignOutEverywhereAsks: () =>
    expect(screen.getByRole('dialog', { name: 'Sign out everywhere?' })).toBeInTheDocument(),
});
