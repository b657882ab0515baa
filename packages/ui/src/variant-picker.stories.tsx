import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Variant } from '@mitti/domain/item';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { VariantPicker } from './variant-picker';

const VARIANTS: Variant[] = [
  { _id: 'v250', size: '250 g', price: 120, available: true, stock: 25, weight: 250 },
  { _id: 'v500', size: '500 g', price: 220, available: true, stock: 25, weight: 500 },
  { _id: 'v1k', size: '1 kg', price: 400, available: false, stock: 0, weight: 1000 },
];

const meta = {
  title: 'ui/VariantPicker',
  component: VariantPicker,
  args: { variants: VARIANTS, value: 'v250', display: 'buttons', showLabel: true, onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <VariantPicker
        {...args}
        value={value}
        onChange={(variant) => {
          setValue(variant._id);
          args.onChange(variant);
        }}
      />
    );
  },
} satisfies Meta<typeof VariantPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One toggle per size; the 1 kg size is out of stock, marked and disabled. */
export const Buttons: Story = {};

/** The small-screen dropdown; the out-of-stock option cannot be chosen. */
export const Menu: Story = { args: { display: 'menu' } };
