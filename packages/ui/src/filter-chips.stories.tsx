import type { Meta, StoryObj } from '@storybook/react-vite';
import { CATEGORIES, type CategoryFilter } from '@mitti/domain/item';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { FilterChips } from './filter-chips';

const CHOICES = CATEGORIES.map((category) => ({ value: category, label: category }));

const meta = {
  title: 'ui/FilterChips',
  component: FilterChips<CategoryFilter>,
  args: { label: 'Filter by category', choices: CHOICES, value: 'All', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <FilterChips
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof FilterChips<CategoryFilter>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllPressed: Story = {};

export const CategoryPressed: Story = { args: { value: 'Spices' } };
