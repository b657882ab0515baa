import { screen } from '@testing-library/react';
import * as stories from '@mitti/ui/money.stories';
import { checkStories } from '../check-stories';

checkStories(stories, {
  Whole: () => expect(screen.getByText('₹1,50,000')).toBeInTheDocument(),
  Shop: () => expect(screen.getByText('₹1,234.50')).toBeInTheDocument(),
});
