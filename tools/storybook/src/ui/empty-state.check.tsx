import { screen } from '@testing-library/react';
import * as stories from '@mitti/ui/empty-state.stories';
import { checkStories } from '../check-stories';

checkStories(stories, {
  WithAction: () => {
    expect(screen.getByText('No campaigns match your filters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear all filters' })).toBeEnabled();
  },
  TitleOnly: () => {
    expect(screen.getByText('No updates yet')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  },
});
