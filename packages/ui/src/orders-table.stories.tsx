import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AdminOrder } from '@mitti/domain/admin';
import { fn } from 'storybook/test';
import { OrderCards } from './order-cards';
import { OrdersTable } from './orders-table';
import { STORY_ORDERS } from './story-support/story-orders';

const view = () => (
  <Button size="small" variant="outlined">
    View
  </Button>
);

const meta = {
  title: 'ui/OrdersTable',
  component: OrdersTable<AdminOrder>,
  args: { orders: STORY_ORDERS, label: 'Your orders', actions: view },
} satisfies Meta<typeof OrdersTable<AdminOrder>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shopper's orders on a desktop. */
export const Shopper: Story = {};

/** Operators' fulfilment: who ordered, and the next steps. */
export const Operator: Story = {
  args: {
    label: 'Orders',
    customer: (order) => order.customer,
    actions: () => (
      <Button size="small" variant="contained" onClick={fn()}>
        Mark Shipped
      </Button>
    ),
  },
};

/** The same orders as cards on a phone. */
export const Cards: Story = {
  render: (args) => <OrderCards {...args} />,
};
