import { screen } from '@testing-library/react';
import * as stories from '@mitti/ui/order-chips.stories';
import { checkStories } from '../check-stories';

checkStories(stories, {
  OrderStatuses: () => {
    for (const status of ['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled']) {
      expect(screen.getByText(status)).toBeInTheDocument();
    }
  },
  PaymentStatuses: () => {
    for (const status of ['Pending', 'Paid', 'Failed', 'Refunded']) {
      expect(screen.getByText(status)).toBeInTheDocument();
    }
  },
});
