import type { Meta, StoryObj } from '@storybook/react-vite';
import { FundingProgress } from './funding-progress';

const meta = {
  title: 'ui/FundingProgress',
  component: FundingProgress,
  args: { goal: 500000, showLabel: true },
} satisfies Meta<typeof FundingProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotStarted: Story = { args: { raised: 0 } };

export const Partial: Story = { args: { raised: 185000 } };

export const Funded: Story = { args: { raised: 500000 } };

/** The bar stops at 100%, whatever the raised amount. */
export const OverGoal: Story = { args: { raised: 620000 } };

export const WithoutLabel: Story = { args: { raised: 185000, showLabel: false } };
