import { screen } from '@testing-library/react';
import * as stories from '@mitti/ui/date-text.stories';
import { checkStories } from '../check-stories';

checkStories(stories, {
  KnownDate: () => expect(screen.getByText('5 March 2025').tagName).toBe('TIME'),
  Missing: () => expect(screen.getByText('N/A')).toBeInTheDocument(),
  CustomFallback: () => expect(screen.getByText('Not set')).toBeInTheDocument(),
});
