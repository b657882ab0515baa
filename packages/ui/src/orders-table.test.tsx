import { render, screen, within } from '@testing-library/react';
import { OrderCards } from './order-cards';
import { OrdersTable } from './orders-table';
import { STORY_ORDERS } from './story-support/story-orders';

const actions = (order: { _id: string }) => <button type="button">Act on {order._id}</button>;

it('lists one row an order with its number, date, items, total, payment and actions', () => {
  render(<OrdersTable orders={STORY_ORDERS} label="Your orders" actions={actions} />);

  const table = screen.getByRole('table', { name: 'Your orders' });
  expect(within(table).queryByRole('columnheader', { name: 'Customer' })).toBeNull();
  const [, first] = within(table).getAllByRole('row');
  const row = within(first!);
  expect(row.getByRole('rowheader')).toHaveTextContent('#c0ffee');
  expect(row.getByText('5 November 2026')).toBeInTheDocument();
  expect(row.getByRole('cell', { name: '4' })).toBeInTheDocument();
  expect(row.getByText('₹1,234.50')).toBeInTheDocument();
  expect(row.getByText('Credit/Debit Card & UPI')).toBeInTheDocument();
  expect(row.getByRole('button', { name: `Act on ${STORY_ORDERS[0]!._id}` })).toBeInTheDocument();
});

it('shows operators who ordered', () => {
  render(
    <OrdersTable
      orders={STORY_ORDERS}
      label="Orders"
      customer={(order) => order.customer}
      actions={actions}
    />,
  );

  expect(screen.getByRole('columnheader', { name: 'Customer' })).toBeInTheDocument();
  expect(screen.getByText('Kiran Shah')).toBeInTheDocument();
  expect(screen.getByText('kiran@mitti.test')).toBeInTheDocument();
});

it('shows one card an order on small screens, with the customer when given', () => {
  render(
    <OrderCards
      orders={STORY_ORDERS}
      label="Orders"
      customer={(order) => order.customer}
      actions={actions}
    />,
  );

  const cards = within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('listitem');
  expect(cards).toHaveLength(2);
  const second = within(screen.getByRole('listitem', { name: 'Order #b4a321' }));
  expect(second.getByText('1 item', { exact: false })).toBeInTheDocument();
  expect(second.getByText('Asha Rao')).toBeInTheDocument();
  expect(second.getByText('Cash on Delivery')).toBeInTheDocument();
  // Without the table's headings, each chip says which status it is.
  expect(second.getByText('Payment: Pending')).toBeInTheDocument();
  expect(second.getByText('Order: Processing')).toBeInTheDocument();
});

it('shows a cancelled cash payment as nothing to collect, not as pending', () => {
  const [, cash] = STORY_ORDERS;
  const cancelled = {
    ...cash!,
    orderStatus: 'Cancelled' as const,
    paymentStatus: 'Cancelled' as const,
  };
  render(<OrderCards orders={[cancelled]} label="Orders" actions={actions} />);

  const chip = screen.getByText('Payment: Cancelled').closest('.MuiChip-root');
  expect(chip).toHaveClass('MuiChip-colorDefault');
  expect(chip).not.toHaveClass('MuiChip-colorWarning');
  expect(screen.getByText('Order: Cancelled')).toBeInTheDocument();
});
