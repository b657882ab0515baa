import { screen } from '@testing-library/react';
import * as stories from '@mitti/ui/loading-skeleton.stories';
import { checkStories } from '../check-stories';

checkStories(stories, {
  Block: () =>
    expect(screen.getByRole('status', { name: 'Loading the charts' })).toHaveClass(
      'MuiSkeleton-rounded',
    ),
  Inline: () =>
    expect(screen.getByRole('status', { name: 'Loading the estimate' })).toHaveStyle({
      width: '120px',
    }),
});
