import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShopPrice } from './shop-price';

const meta = {
  title: 'ui/ShopPrice',
  component: ShopPrice,
} satisfies Meta<typeof ShopPrice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = { args: { price: 249 } };

/** Struck original price and the percent-off badge. */
export const Discounted: Story = { args: { price: 187.5, originalPrice: 250 } };

/** The product page's size. */
export const LargeDiscounted: Story = { args: { price: 187.5, originalPrice: 250, size: 'large' } };
