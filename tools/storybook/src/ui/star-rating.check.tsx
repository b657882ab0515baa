import { screen } from '@testing-library/react';
import * as stories from '@mitti/ui/star-rating.stories';
import { checkStories } from '../check-stories';

checkStories(stories, {
  HalfStars: () => expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible(),
  NotRatedYet: () => expect(screen.getByRole('img', { name: 'Not rated yet' })).toBeVisible(),
  Large: () => expect(screen.getByRole('img', { name: 'Rated 3.0 out of 5' })).toBeVisible(),
});
