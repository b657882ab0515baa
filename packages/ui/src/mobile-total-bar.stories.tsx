import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MobileTotalBar } from './mobile-total-bar';
import { narrowScreen } from './story-support/narrow-screen';

const meta = {
  title: 'ui/MobileTotalBar',
  component: MobileTotalBar,
  ...narrowScreen,
} satisfies Meta<typeof MobileTotalBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Small screens only: at md and up it is hidden. */
export const Checkout: Story = {
  args: {
    label: 'Total (3 items)',
    total: '₹129.00',
    action: <Button variant="contained">Checkout</Button>,
  },
};
