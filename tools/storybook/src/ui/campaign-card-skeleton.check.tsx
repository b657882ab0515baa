import { screen } from '@testing-library/react';
import * as stories from '@mitti/ui/campaign-card-skeleton.stories';
import { checkStories } from '../check-stories';

checkStories(stories, {
  Loading: () => {
    const cards = screen.getAllByTestId('campaign-card-skeleton');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveAttribute('aria-hidden', 'true');
  },
});
