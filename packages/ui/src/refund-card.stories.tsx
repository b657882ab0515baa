import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RefundCard } from './refund-card';

const PENDING = {
  _id: 'refund-1',
  investId: 'investment-1',
  campaignId: 'campaign-1',
  campaignTitle: 'Millet Revival in the Deccan',
  investorName: 'Asha Investor',
  amount: 15000,
  Reason: 'I need the money for a family emergency.',
  status: 'Pending' as const,
  note: null,
  createdAt: '2026-06-01T10:00:00.000Z',
  decidedAt: null,
};

const meta = {
  title: 'ui/RefundCard',
  component: RefundCard,
  args: {
    request: PENDING,
    title: PENDING.investorName,
    subtitle: PENDING.campaignTitle,
    canDecide: true,
    onApprove: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof RefundCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The campaign's owner: a pending request to approve or reject. */
export const OwnerPending: Story = {};

/** Rejected with a note to the investor; nothing left to decide. */
export const Rejected: Story = {
  args: {
    request: {
      ...PENDING,
      status: 'Rejected',
      note: 'The harvest money is already spent on seed.',
      decidedAt: '2026-06-03T10:00:00.000Z',
    },
    canDecide: false,
  },
};

/** Operators: named by the campaign, overdue, with why they may decide. */
export const OperatorOverdue: Story = {
  args: {
    title: PENDING.campaignTitle,
    subtitle: undefined,
    facts: [
      { label: 'Investor', value: PENDING.investorName },
      { label: 'Owner', value: 'Ravi Kumar' },
    ],
    overdue: true,
    children: (
      <Typography variant="body2">The owner has not decided in 7 days; you may decide.</Typography>
    ),
  },
};
