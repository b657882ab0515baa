import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShowMore } from './show-more';

const meta = {
  title: 'ui/ShowMore',
  component: ShowMore,
  args: {
    label: 'Show more orders',
    failedText: 'Could not load more orders.',
    hasMore: true,
    loading: false,
    failed: false,
    onShowMore: fn(),
  },
  decorators: [
    (Story) => (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ShowMore>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More pages wait on the server. */
export const More: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more orders' }));
    await expect(args.onShowMore).toHaveBeenCalledTimes(1);
  },
};

/** The next page is on its way: the button stays, busy. */
export const Loading: Story = { args: { loading: true } };

/** The next page failed: the reason, and Try again in the button's place, focused. */
export const Failed: Story = {
  args: { failed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Could not load more orders.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
  },
};

/** The whole list is shown: nothing below it. */
export const End: Story = { args: { hasMore: false } };
