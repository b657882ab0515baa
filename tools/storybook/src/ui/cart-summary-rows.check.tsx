import { screen } from '@testing-library/react';
import * as stories from '@mitti/ui/cart-summary-rows.stories';
import { checkStories } from '../check-stories';

checkStories(stories, {
  FreeShipping: () => {
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('₹129.00')).toBeInTheDocument();
  },
  WithShipping: () => {
    expect(screen.getByText('₹7.50')).toBeInTheDocument();
    expect(screen.getByText('₹50.50')).toBeInTheDocument();
  },
});
