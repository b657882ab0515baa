import { screen } from '@testing-library/react';
import * as stories from '@mitti/ui/time-ago.stories';
import { checkStories } from '../check-stories';

checkStories(stories, {
  JustNow: () => expect(screen.getByText('Just now').tagName).toBe('TIME'),
  HoursAgo: () => expect(screen.getByText('2 hours ago')).toBeInTheDocument(),
  Yesterday: () => expect(screen.getByText('yesterday')).toBeInTheDocument(),
});
