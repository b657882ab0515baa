import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingSkeleton } from './loading-skeleton';

const meta = {
  title: 'ui/LoadingSkeleton',
  component: LoadingSkeleton,
} satisfies Meta<typeof LoadingSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard's charts while their code loads. */
export const Block: Story = {
  args: { label: 'Loading the charts', variant: 'rounded', height: 340 },
};

/** A figure inside a sentence or a stat while it loads. */
export const Inline: Story = { args: { label: 'Loading the estimate', width: 120 } };
