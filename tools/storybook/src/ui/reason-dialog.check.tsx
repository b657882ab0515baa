import { screen } from '@testing-library/react';
import * as stories from '@mitti/ui/reason-dialog.stories';
import { checkStories } from '../check-stories';

const reason = () => screen.getByRole('textbox', { name: /Reason/ });

checkStories(stories, {
  Open: () => {
    expect(screen.getByRole('dialog', { name: 'Reject campaign' })).toBeInTheDocument();
    expect(reason()).toHaveFocus();
  },
  ValidationError: () => {
    expect(reason()).toBeInvalid();
    expect(reason()).toHaveAccessibleDescription(/reason/i);
  },
  Sending: () => {
    expect(reason()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
});
