import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { ListPagination } from './list-pagination';

const meta = {
  title: 'ui/ListPagination',
  component: ListPagination,
  args: { label: 'Order pages', page: 1, limit: 20, total: 137, onChange: fn() },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <ListPagination
        {...args}
        page={page}
        onChange={(next) => {
          setPage(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof ListPagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};

export const LastPage: Story = { args: { page: 7 } };

/** One page holds every row: nothing is drawn. */
export const OnePage: Story = { args: { total: 12 } };
