import { screen, within } from '@testing-library/react';
import * as stories from '@mitti/ui/orders-table.stories';
import { checkStories } from '../check-stories';

checkStories(stories, {
  Shopper: () => {
    const table = screen.getByRole('table', { name: 'Your orders' });
    expect(within(table).queryByRole('columnheader', { name: 'Customer' })).toBeNull();
    expect(within(table).getByText('Delivered')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: 'View' })).toHaveLength(2);
  },
  Operator: () => {
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(within(table).getByRole('columnheader', { name: 'Customer' })).toBeInTheDocument();
    expect(within(table).getByText('Kiran Shah')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: 'Mark Shipped' })).toHaveLength(2);
  },
  Cards: () => {
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Order: Delivered')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'View' })).toHaveLength(2);
  },
});
