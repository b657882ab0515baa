import { screen } from '@testing-library/react';
import * as stories from '@mitti/ui/toast-provider.stories';
import { checkStories } from '../check-stories';

checkStories(stories, {
  Buttons: () => {
    expect(screen.getByRole('button', { name: 'Show success' })).toBeEnabled();
    expect(screen.queryByText('Address saved')).not.toBeInTheDocument();
  },
  SuccessAndError: () => {
    expect(screen.getByText('Address saved')).toBeVisible();
    expect(screen.getByText('Could not save the address. Please try again.')).toBeVisible();
  },
});
