import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateText } from './date-text';

const meta = {
  title: 'ui/DateText',
  component: DateText,
} satisfies Meta<typeof DateText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KnownDate: Story = { args: { iso: '2025-03-05T10:30:00.000Z' } };

/** A missing or unreadable date prints the fallback. */
export const Missing: Story = { args: { iso: null } };

export const CustomFallback: Story = { args: { iso: 'not a date', fallback: 'Not set' } };
