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
