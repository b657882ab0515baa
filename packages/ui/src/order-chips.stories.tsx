import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@mitti/domain/order';
import { OrderStatusChip, PaymentStatusChip } from './order-chips';

const meta = {
  title: 'ui/OrderChips',
  component: OrderStatusChip,
} satisfies Meta<typeof OrderStatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each order status in its own colour. */
export const OrderStatuses: Story = {
  args: { status: 'Pending' },
  render: () => (
    <Stack direction="row" spacing={1}>
      {ORDER_STATUSES.map((status) => (
        <OrderStatusChip key={status} status={status} />
      ))}
    </Stack>
  ),
};

/** Paid is green, a cancelled cash payment grey, anything else yellow. */
export const PaymentStatuses: Story = {
  args: { status: 'Pending' },
  render: () => (
    <Stack direction="row" spacing={1}>
      {PAYMENT_STATUSES.map((status) => (
        <PaymentStatusChip key={status} status={status} />
      ))}
    </Stack>
  ),
};
