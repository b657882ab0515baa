import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AddressLines } from './address-lines';
import { OrderDialog, OrderDialogSection } from './order-dialog';
import { narrowScreen } from './story-support/narrow-screen';

const ORDER = {
  _id: '6650f1c2a9b8e4d3c2b1a0f9',
  shippingAddress: {
    name: 'Priya Shopper',
    street: '12 MG Road, Indiranagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    zipcode: '560038',
    country: 'India',
    phone: '9876543210',
    landmark: 'Opposite the metro station',
  },
};

const meta = {
  title: 'ui/OrderDialog',
  component: OrderDialog<typeof ORDER>,
  args: {
    order: ORDER,
    onClose: fn(),
    children: (order) => (
      <OrderDialogSection title="Ship to">
        <Typography sx={{ fontWeight: 600 }}>{order.shippingAddress.name}</Typography>
        <AddressLines address={order.shippingAddress} />
      </OrderDialogSection>
    ),
  },
} satisfies Meta<typeof OrderDialog<typeof ORDER>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Titled by the order's number; its content is a region the keyboard can scroll. */
export const Open: Story = {};

/** On a phone the dialog takes the whole screen. */
export const Phone: Story = { ...narrowScreen };
