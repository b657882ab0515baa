import { REFUND_OVERSIGHT_DAYS } from '@mitti/domain/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@/test-support/campaign-api-stub';
import { adminRefundFixture, bodyOf, daysAgo, pageAnswer, renderAdmin } from './admin-test-support';

const FRESH = adminRefundFixture({
  _id: 'refund-fresh',
  campaignTitle: 'Turmeric Terraces',
  investorName: 'Kiran Shah',
  ownerName: 'Lakshmi Nair',
  amount: 20000,
  createdAt: '2025-06-03T10:00:00.000Z',
  overdue: false,
});
const DECIDED = adminRefundFixture({
  _id: 'refund-done',
  campaignTitle: 'Mango Orchard Renewal',
  status: 'Rejected',
  note: 'The harvest money is already spent on seed.',
  overdue: false,
  createdAt: daysAgo(40),
  decidedAt: daysAgo(38),
});

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

it('lets an operator decide only overdue requests and says when the farmer must decide by', async () => {
  renderAdmin('/admin?tab=refunds', { refunds: [adminRefundFixture(), FRESH, DECIDED] });
  const list = within(await screen.findByRole('list', { name: 'Refund requests' }));
  const cards = list.getAllByRole('article');
  expect(cards.map((card) => card.getAttribute('aria-labelledby'))).toEqual([
    'refund-refund-1',
    'refund-refund-fresh',
    'refund-refund-done',
  ]);

  const overdue = within(cards[0]!);
  expect(overdue.getByText('Overdue')).toBeVisible();
  expect(overdue.getByText('Asha Investor')).toBeVisible();
  expect(overdue.getByText('Ravi Kumar')).toBeVisible();
  expect(overdue.getByText('₹15,000')).toBeVisible();
  expect(overdue.getByText('I need the money for a family emergency.')).toBeVisible();
  expect(
    overdue.getByRole('button', { name: 'Approve Millet Revival in the Deccan' }),
  ).toBeVisible();
  expect(
    overdue.getByRole('button', { name: 'Reject Millet Revival in the Deccan' }),
  ).toBeVisible();

  const fresh = within(cards[1]!);
  expect(REFUND_OVERSIGHT_DAYS).toBe(7);
  expect(fresh.getByText(/The farmer has until/)).toHaveTextContent(
    'The farmer has until 10 June 2025 to decide.',
  );
  expect(fresh.queryByRole('button')).not.toBeInTheDocument();
  expect(fresh.queryByText('Overdue')).not.toBeInTheDocument();

  const decided = within(cards[2]!);
  expect(decided.getByText('Rejected')).toBeVisible();
  expect(decided.getByText('The harvest money is already spent on seed.')).toBeVisible();
  expect(decided.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Refunds (1 overdue)' })).toBeVisible();
});

it('lets an operator decide at once a request whose owner is disabled, saying why', async () => {
  renderAdmin('/admin?tab=refunds', {
    refunds: [adminRefundFixture({ createdAt: daysAgo(1), ownerDisabled: true, overdue: true })],
  });
  const list = within(await screen.findByRole('list', { name: 'Refund requests' }));
  const card = within(list.getByRole('article'));
  expect(
    card.getByText(
      'The owner’s account is disabled, so they cannot decide; you may decide instead.',
    ),
  ).toBeVisible();
  expect(card.queryByText(/has not decided in/)).not.toBeInTheDocument();
  expect(card.getByRole('button', { name: 'Approve Millet Revival in the Deccan' })).toBeVisible();
});

it('approves an overdue refund through the refund endpoint after confirming', async () => {
  const posted: string[] = [];
  let refunds = [adminRefundFixture()];
  renderAdmin('/admin?tab=refunds', {
    handlers: {
      'GET /api/admin/refund-requests': (request) =>
        pageAnswer(request, 'requests', refunds, { overdueCount: 0 }),
      'POST /api/refund-requests/refund-1/approve': (request) => {
        posted.push(new URL(request.url).pathname);
        refunds = [adminRefundFixture({ status: 'Approved', decidedAt: daysAgo(0) })];
        return jsonResponse({ message: 'Refund approved.', request: {} });
      },
    },
  });
  await userEvent.click(
    await screen.findByRole('button', { name: 'Approve Millet Revival in the Deccan' }),
  );
  const confirm = within(await screen.findByRole('dialog', { name: 'Approve this refund?' }));
  expect(confirm.getByText(/₹15,000 goes back to Asha Investor/)).toBeVisible();
  await userEvent.click(confirm.getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('Refund approved.')).toBeVisible();
  expect(posted).toEqual(['/api/refund-requests/refund-1/approve']);
  // The decided card has no buttons left: the list's heading takes the focus.
  await waitFor(() =>
    expect(screen.getByRole('heading', { name: 'Refund requests' })).toHaveFocus(),
  );
  expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
});

it('needs a note to reject an overdue refund, then sends it', async () => {
  const sent: unknown[] = [];
  renderAdmin('/admin?tab=refunds', {
    refunds: [adminRefundFixture()],
    handlers: {
      'POST /api/refund-requests/refund-1/reject': async (request) => {
        sent.push(await bodyOf(request));
        return jsonResponse({ message: 'Refund request rejected.' });
      },
    },
  });
  await userEvent.click(
    await screen.findByRole('button', { name: 'Reject Millet Revival in the Deccan' }),
  );
  const dialog = within(await screen.findByRole('dialog', { name: 'Reject refund request' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Reject Refund' }));
  expect(await dialog.findByText('Say why the refund is rejected')).toBeVisible();
  expect(sent).toEqual([]);

  await userEvent.type(
    dialog.getByRole('textbox', { name: 'Note to the investor' }),
    'The units were sold after the harvest.',
  );
  await userEvent.click(dialog.getByRole('button', { name: 'Reject Refund' }));
  expect(await screen.findByText('Refund request rejected.')).toBeVisible();
  expect(sent).toEqual([{ note: 'The units were sold after the harvest.' }]);
});

it('shows the 403 message when the owner decided first', async () => {
  renderAdmin('/admin?tab=refunds', {
    refunds: [adminRefundFixture()],
    handlers: {
      'POST /api/refund-requests/refund-1/approve': () =>
        jsonResponse({ message: 'The owner still has time to decide.', code: 'FORBIDDEN' }, 403),
    },
  });
  await userEvent.click(
    await screen.findByRole('button', { name: 'Approve Millet Revival in the Deccan' }),
  );
  const confirm = within(await screen.findByRole('dialog', { name: 'Approve this refund?' }));
  await userEvent.click(confirm.getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('The owner still has time to decide.')).toBeVisible();
});

it('says when there are no refund requests', async () => {
  renderAdmin('/admin?tab=refunds');
  expect(await screen.findByText('No refund requests.')).toBeVisible();
  expect(await screen.findByRole('tab', { name: 'Refunds (0 overdue)' })).toBeVisible();
});
