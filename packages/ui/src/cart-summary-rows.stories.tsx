import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartSummaryRows } from './cart-summary-rows';

const meta = {
  title: 'ui/CartSummaryRows',
  component: CartSummaryRows,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 360 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof CartSummaryRows>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Above ₹75 shipping is free. */
export const FreeShipping: Story = {
  args: { summary: { subtotal: 120, shipping: 0, tax: 9, total: 129, totalItems: 3 } },
};

export const WithShipping: Story = {
  args: { summary: { subtotal: 40, shipping: 7.5, tax: 3, total: 50.5, totalItems: 1 } },
};
