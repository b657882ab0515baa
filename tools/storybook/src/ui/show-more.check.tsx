import { screen } from '@testing-library/react';
import * as stories from '@mitti/ui/show-more.stories';
import { checkStories } from '../check-stories';

const button = () => screen.getByRole('button', { name: 'Show more orders' });

checkStories(stories, {
  More: () => expect(button()).toBeEnabled(),
  Loading: () => {
    expect(button()).toBeDisabled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  },
  Failed: () => {
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load more orders.');
    expect(screen.queryByRole('button', { name: 'Show more orders' })).toBeNull();
  },
  End: () => expect(screen.queryByRole('button')).toBeNull(),
});
