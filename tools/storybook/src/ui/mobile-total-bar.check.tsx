import { screen } from '@testing-library/react';
import * as stories from '@mitti/ui/mobile-total-bar.stories';
import { checkStories } from '../check-stories';

checkStories(stories, {
  Checkout: () => {
    expect(screen.getByText('Total (3 items)')).toBeInTheDocument();
    expect(screen.getByText('₹129.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  },
});
