import type { VerificationRequest } from '@mitti/domain/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@/test-support/campaign-api-stub';
import {
  bodyOf,
  daysAgo,
  pageAnswer,
  renderAdmin,
  verificationFixture,
} from './admin-test-support';

const DECLINED = verificationFixture({
  _id: 'ver-old',
  status: 'Declined',
  reason: 'No farm documents were attached.',
  createdAt: daysAgo(30),
  decidedAt: daysAgo(28),
  user: {
    _id: 'farmer-3',
    name: 'Arjun Rao',
    email: 'arjun@mitti.test',
    phone: '9988776655',
    campaignCount: 1,
  },
});

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

it('lists open requests first with their details and the decided ones below', async () => {
  renderAdmin('/admin?tab=verification', { requests: [verificationFixture(), DECLINED] });
  const open = within(await screen.findByRole('list', { name: 'Open verification requests' }));
  const meena = within(open.getByRole('article', { name: 'Meena Patil' }));
  expect(meena.getByText('meena@mitti.test')).toBeVisible();
  expect(meena.getByText('9123456780')).toBeVisible();
  expect(meena.getByText('Campaigns submitted')).toBeVisible();
  expect(meena.getByText('2')).toBeVisible();
  expect(meena.getByText('Pending')).toBeVisible();
  expect(meena.getByRole('button', { name: 'Approve Meena Patil' })).toBeVisible();

  const decided = within(screen.getByRole('list', { name: 'Decided verification requests' }));
  const arjun = within(decided.getByRole('article', { name: 'Arjun Rao' }));
  expect(arjun.getByText('Declined')).toBeVisible();
  expect(arjun.getByText('No farm documents were attached.')).toBeVisible();
  expect(arjun.queryByRole('button')).not.toBeInTheDocument();
});

it('approves a request once the operator confirms', async () => {
  const posted: string[] = [];
  let requests: VerificationRequest[] = [verificationFixture()];
  renderAdmin('/admin?tab=verification', {
    handlers: {
      'GET /api/admin/verification-requests': (request) =>
        pageAnswer(request, 'requests', requests, {
          pendingCount: requests.filter((one) => one.status === 'Pending').length,
        }),
      'POST /api/admin/verification-requests/ver-1/approve': (request) => {
        posted.push(new URL(request.url).pathname);
        requests = [verificationFixture({ status: 'Approved', decidedAt: daysAgo(0) })];
        return jsonResponse({ message: 'Meena Patil is now a verified farmer.', request: {} });
      },
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Approve Meena Patil' }));
  const confirm = within(await screen.findByRole('dialog', { name: 'Verify this farmer?' }));
  await userEvent.click(confirm.getByRole('button', { name: 'Approve' }));

  expect(await screen.findByText('Meena Patil is now a verified farmer.')).toBeVisible();
  expect(posted).toEqual(['/api/admin/verification-requests/ver-1/approve']);
  expect(await screen.findByText('No open requests: every one is decided.')).toBeVisible();
  expect(await screen.findByRole('tab', { name: 'Farmer verification (0)' })).toBeVisible();
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Open requests' })).toHaveFocus());
});

it('needs a reason to decline, then sends it', async () => {
  const sent: unknown[] = [];
  let requests = [verificationFixture()];
  renderAdmin('/admin?tab=verification', {
    handlers: {
      'GET /api/admin/verification-requests': (request) =>
        pageAnswer(request, 'requests', requests, {
          pendingCount: requests.filter((one) => one.status === 'Pending').length,
        }),
      'POST /api/admin/verification-requests/ver-1/decline': async (request) => {
        sent.push(await bodyOf(request));
        requests = [verificationFixture({ status: 'Declined', decidedAt: daysAgo(0) })];
        return jsonResponse({ message: '', request: {} });
      },
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Decline Meena Patil' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Decline verification' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Decline' }));
  expect(await dialog.findByText('Please give a reason.')).toBeVisible();
  expect(sent).toEqual([]);

  await userEvent.type(
    dialog.getByRole('textbox', { name: 'Reason' }),
    'Please add a photo of your land record.',
  );
  expect(dialog.getByText('39 / 1000')).toBeVisible();
  await userEvent.click(dialog.getByRole('button', { name: 'Decline' }));
  expect(await screen.findByText('Verification request declined.')).toBeVisible();
  expect(sent).toEqual([{ reason: 'Please add a photo of your land record.' }]);
  expect(await screen.findByText('No open requests: every one is decided.')).toBeVisible();
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Open requests' })).toHaveFocus());
});

it('says when there is nothing to verify', async () => {
  renderAdmin('/admin?tab=verification');
  expect(await screen.findByText('No verification requests.')).toBeVisible();
});

describe('a notice’s link (?request=id)', () => {
  const RAVI = verificationFixture({
    _id: 'ver-ravi',
    createdAt: daysAgo(1),
    user: {
      _id: 'farmer-4',
      name: 'Ravi Gowda',
      email: 'ravi@mitti.test',
      phone: '9000011111',
      campaignCount: 0,
    },
  });

  it('shows the request it names first, from the page, until it is closed', async () => {
    const user = userEvent.setup();
    const { urls, router } = renderAdmin('/admin?tab=verification&request=ver-ravi', {
      requests: [verificationFixture(), RAVI, DECLINED],
    });
    const fromNotice = within(
      await screen.findByRole('list', { name: 'The request from your notification' }),
    );
    expect(fromNotice.getByRole('article', { name: 'Ravi Gowda' })).toBeVisible();
    expect(fromNotice.getByRole('button', { name: 'Approve Ravi Gowda' })).toBeVisible();
    const open = within(screen.getByRole('list', { name: 'Open verification requests' }));
    expect(
      open.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby')),
    ).toEqual(['verification-ver-1']);
    // Found on the page: not asked for again.
    expect(urls.some((url) => url.pathname.endsWith('/verification-requests/ver-ravi'))).toBe(
      false,
    );

    await user.click(
      screen.getByRole('button', { name: 'Close the request from your notification' }),
    );
    expect(
      screen.queryByRole('heading', { name: 'From your notification' }),
    ).not.toBeInTheDocument();
    expect(open.getByRole('article', { name: 'Ravi Gowda' })).toBeVisible();

    // Another tab drops the link.
    await user.click(screen.getByRole('tab', { name: /^Refunds/ }));
    expect(router.state.location.search).toBe('?tab=refunds');
  });

  it('fetches a request that is not on the page, and decides it there', async () => {
    const user = userEvent.setup();
    let ravi = RAVI;
    const { urls } = renderAdmin('/admin?tab=verification&request=ver-ravi', {
      requests: [verificationFixture()],
      handlers: {
        'GET /api/admin/verification-requests/ver-ravi': () => jsonResponse({ request: ravi }),
        'POST /api/admin/verification-requests/ver-ravi/approve': () => {
          ravi = { ...RAVI, status: 'Approved', decidedAt: daysAgo(0) };
          return jsonResponse({ message: 'Farmer verified.', request: ravi });
        },
      },
    });
    const fromNotice = within(
      await screen.findByRole('list', { name: 'The request from your notification' }),
    );
    await user.click(fromNotice.getByRole('button', { name: 'Approve Ravi Gowda' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Verify this farmer?' }));
    await user.click(confirm.getByRole('button', { name: 'Approve' }));

    expect(await fromNotice.findByText('Approved')).toBeVisible();
    expect(
      fromNotice.queryByRole('button', { name: 'Approve Ravi Gowda' }),
    ).not.toBeInTheDocument();
    expect(
      urls.filter((url) => url.pathname.endsWith('/verification-requests/ver-ravi')).length,
    ).toBe(2);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'From your notification' })).toHaveFocus(),
    );
  });

  it('says so when the request it names is gone, and the warning can be dismissed', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin?tab=verification&request=ver-gone', {
      requests: [verificationFixture()],
      handlers: {
        'GET /api/admin/verification-requests/ver-gone': () =>
          jsonResponse({ message: 'Verification request not found.', code: 'NOT_FOUND' }, 404),
      },
    });
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent(
      'The verification request this link opens was not found. The account that sent it may have been deleted.',
    );
    expect(screen.getByRole('article', { name: 'Meena Patil' })).toBeVisible();
    await user.click(within(warning).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
