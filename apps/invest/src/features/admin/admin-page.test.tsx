import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { campaignFixture, jsonResponse } from '@/test-support/campaign-api-stub';
import {
  adminRefundFixture,
  daysAgo,
  pageAnswer,
  renderAdmin,
  verificationFixture,
} from './admin-test-support';

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

it('tells an account that is not an operator so, and makes no admin call', async () => {
  const { urls } = renderAdmin('/admin', { role: 'user' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Operators only' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  expect(urls.map((url) => url.pathname)).toEqual(['/api/user-profile']);
  expect(urls.some((url) => url.pathname.startsWith('/api/admin'))).toBe(false);
});

it('shows an operator the three tabs with what waits in each', async () => {
  renderAdmin('/admin', {
    pending: [
      campaignFixture({ _id: 'c1', status: 'Draft', isVerified: false }),
      campaignFixture({ _id: 'c2', status: 'Draft', isVerified: false }),
    ],
    requests: [
      verificationFixture(),
      verificationFixture({ _id: 'ver-2', status: 'Approved', decidedAt: daysAgo(1) }),
    ],
    refunds: [
      adminRefundFixture(),
      adminRefundFixture({ _id: 'refund-2', overdue: false, createdAt: daysAgo(1) }),
    ],
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();
  const tabs = within(screen.getByRole('tablist', { name: 'Operations' }));
  expect(await tabs.findByRole('tab', { name: 'Campaign review (2)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(await tabs.findByRole('tab', { name: 'Farmer verification (1)' })).toBeVisible();
  expect(await tabs.findByRole('tab', { name: 'Refunds (1 overdue)' })).toBeVisible();
  expect(screen.getByRole('tabpanel', { name: 'Campaign review (2)' })).toBeVisible();
});

it('keeps the chosen tab in the address so it survives a reload', async () => {
  const { router } = renderAdmin('/admin?tab=refunds', {
    refunds: [adminRefundFixture()],
    requests: [verificationFixture()],
  });
  const refundsTab = await screen.findByRole('tab', { name: /^Refunds/ });
  expect(refundsTab).toHaveAttribute('aria-selected', 'true');
  expect(
    await screen.findByRole('article', { name: 'Millet Revival in the Deccan' }),
  ).toBeVisible();

  await userEvent.click(screen.getByRole('tab', { name: /^Farmer verification/ }));
  expect(router.state.location.search).toBe('?tab=verification');
  expect(await screen.findByRole('article', { name: 'Meena Patil' })).toBeVisible();
});

it('opens the campaign review for an unknown tab in the address', async () => {
  renderAdmin('/admin?tab=nonsense');
  expect(await screen.findByRole('tab', { name: /^Campaign review/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

it('says why a tab could not load and tries again', async () => {
  let fail = true;
  renderAdmin('/admin?tab=verification', {
    handlers: {
      'GET /api/admin/verification-requests': (request) =>
        fail
          ? jsonResponse({ message: 'The database is resting.', code: 'INTERNAL' }, 503)
          : pageAnswer(request, 'requests', [verificationFixture()], { pendingCount: 1 }),
    },
  });
  expect(await screen.findByText('The database is resting.')).toBeVisible();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('article', { name: 'Meena Patil' })).toBeVisible();
  await waitFor(() =>
    expect(screen.getByRole('tab', { name: 'Farmer verification (1)' })).toBeVisible(),
  );
});
