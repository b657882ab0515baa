import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressRing } from './progress-ring';

const meta = {
  title: 'ui/ProgressRing',
  component: ProgressRing,
  args: { label: 'Funding progress' },
} satisfies Meta<typeof ProgressRing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partial: Story = { args: { value: 37 } };

/** The ring stops full; the text says the real number. */
export const OverHundred: Story = { args: { value: 124 } };

export const Small: Story = { args: { value: 80, size: 64 } };
