import { screen } from '@testing-library/react';
import * as stories from '@mitti/auth/signup-page.stories';
import { checkStories } from '../check-stories';

checkStories(stories, {
  Empty: () => {
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  },
  ValidationError: () => {
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeInvalid();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInvalid();
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription();
  },
});
