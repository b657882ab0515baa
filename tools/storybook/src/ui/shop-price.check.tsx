import { screen } from '@testing-library/react';
import * as stories from '@mitti/ui/shop-price.stories';
import { checkStories } from '../check-stories';

checkStories(stories, {
  Regular: () => {
    expect(screen.getByText('₹249.00')).toBeInTheDocument();
    expect(screen.queryByText(/OFF/)).not.toBeInTheDocument();
  },
  Discounted: () => {
    expect(screen.getByText('₹250.00').tagName).toBe('S');
    expect(screen.getByText('25% OFF')).toBeInTheDocument();
  },
  LargeDiscounted: () => expect(screen.getByText('25% OFF')).toBeInTheDocument(),
});
