import type { Meta, StoryObj } from '@storybook/react-vite';
import { Money } from './money';

const meta = {
  title: 'ui/Money',
  component: Money,
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Investment amounts: whole rupees with en-IN grouping. */
export const Whole: Story = { args: { rupees: 150000 } };

/** Shop prices: two decimals. */
export const Shop: Story = { args: { rupees: 1234.5, variant: 'shop' } };
