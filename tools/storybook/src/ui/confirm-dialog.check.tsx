import { screen } from '@testing-library/react';
import * as stories from '@mitti/ui/confirm-dialog.stories';
import { checkStories } from '../check-stories';

checkStories(stories, {
  Open: () => {
    expect(screen.getByRole('dialog', { name: 'Delete this update?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
  },
  Busy: () => {
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
  CustomLabels: () => {
    expect(screen.getByRole('button', { name: 'Cancel campaign' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Keep it' })).toBeEnabled();
  },
});
