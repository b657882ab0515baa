import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RefundRequest } from '@mitti/domain/refund-request';
import { RefundCard, type RefundCardProps } from './refund-card';

const PENDING: RefundRequest = {
  _id: 'refund-1',
  investId: 'investment-1',
  campaignId: 'campaign-1',
  campaignTitle: 'Millet Revival in the Deccan',
  investorName: 'Asha Investor',
  amount: 15000,
  Reason: 'I need the money for a family emergency.',
  status: 'Pending',
  note: null,
  createdAt: '2026-06-01T10:00:00.000Z',
  decidedAt: null,
};

function renderCard(props: Partial<RefundCardProps> = {}) {
  const onApprove = jest.fn();
  const onReject = jest.fn();
  render(
    <RefundCard
      request={PENDING}
      title="Asha Investor"
      subtitle="Millet Revival in the Deccan"
      canDecide
      onApprove={onApprove}
      onReject={onReject}
      {...props}
    />,
  );
  return { onApprove, onReject };
}

it('shows who asked for how much and why, and lets the viewer decide', async () => {
  const { onApprove, onReject } = renderCard();

  const card = within(screen.getByRole('article', { name: 'Asha Investor' }));
  expect(card.getByText('Millet Revival in the Deccan')).toBeVisible();
  expect(card.getByText('Pending')).toBeVisible();
  expect(card.getByText('₹15,000')).toBeVisible();
  expect(card.getByText('1 June 2026')).toBeVisible();
  expect(card.getByText('I need the money for a family emergency.')).toBeVisible();
  await userEvent.click(card.getByRole('button', { name: 'Approve Asha Investor' }));
  await userEvent.click(card.getByRole('button', { name: 'Reject Asha Investor' }));
  expect(onApprove).toHaveBeenCalledTimes(1);
  expect(onReject).toHaveBeenCalledTimes(1);
});

it('shows a decided request with its note and no buttons', () => {
  renderCard({
    request: {
      ...PENDING,
      status: 'Rejected',
      note: 'Already spent.',
      decidedAt: PENDING.createdAt,
    },
    canDecide: false,
  });

  expect(screen.getByText('Rejected')).toBeVisible();
  expect(screen.getByText('Decided')).toBeVisible();
  expect(screen.getByText('Already spent.')).toBeVisible();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('marks an overdue request and shows the extra facts and text it is given', () => {
  renderCard({
    title: 'Millet Revival in the Deccan',
    subtitle: undefined,
    facts: [{ label: 'Owner', value: 'Ravi Kumar' }],
    overdue: true,
    children: <p>You may decide instead.</p>,
  });

  const card = within(screen.getByRole('article', { name: 'Millet Revival in the Deccan' }));
  expect(card.getByText('Overdue')).toBeVisible();
  expect(card.getByText('Ravi Kumar')).toBeVisible();
  expect(card.getByText('You may decide instead.')).toBeVisible();
});
