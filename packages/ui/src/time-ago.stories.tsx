import type { Meta, StoryObj } from '@storybook/react-vite';
import { TimeAgo } from './time-ago';

const HOUR_MS = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const meta = {
  title: 'ui/TimeAgo',
  component: TimeAgo,
} satisfies Meta<typeof TimeAgo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const JustNow: Story = { args: { iso: ago(10_000) } };

export const HoursAgo: Story = { args: { iso: ago(2 * HOUR_MS + 60_000) } };

export const Yesterday: Story = { args: { iso: ago(26 * HOUR_MS) } };
