import { createAppStore } from '@mitti/auth/app-store';
import type {
  AdminUserDetail,
  AdminUserSummary,
  AdminUsersResponse,
} from '@mitti/domain/admin-users';
import type { UserProfile } from '@mitti/domain/user';
import { ToastProvider } from '@mitti/ui/toast-provider';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { jsonResponse, stubApi } from '@/test-support/campaign-api-stub';
import { AdminUserPage } from './admin-user-page';
import { AdminUsersPage } from './admin-users-page';

const operator: UserProfile = {
  _id: 'admin-1',
  name: 'Mitti Admin',
  email: 'admin@mitti.test',
  phone: '9000000000',
  profilePicture: null,
  addresses: [],
  active: 'false',
  role: 'admin',
};

function summary(overrides: Partial<AdminUserSummary> = {}): AdminUserSummary {
  return {
    _id: 'user-1',
    name: 'Asha Investor',
    email: 'investor@mitti.test',
    role: 'user',
    verified: false,
    disabledAt: null,
    createdAt: '2026-01-10T05:00:00.000Z',
    ...overrides,
  };
}

function detail(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    ...summary(),
    phone: '9123456780',
    emailConfirmed: true,
    verificationRequests: [],
    counts: { campaigns: 0, investments: 1, orders: 1 },
    campaigns: [],
    investments: [
      {
        _id: 'inv-1',
        campaignId: 'camp-1',
        campaignTitle: 'Millet Revival',
        amount: 15000,
        status: 'active',
        createdAt: '2026-02-01T05:00:00.000Z',
      },
    ],
    orders: [
      {
        _id: 'abcdef12-0000-4000-8000-000000000000',
        orderStatus: 'Delivered',
        paymentStatus: 'Paid',
        totalPrice: 540,
        createdAt: '2026-02-02T05:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

const usersPage = (users: AdminUserSummary[], extra: Partial<AdminUsersResponse> = {}) => ({
  users,
  page: 1,
  limit: 20,
  total: users.length,
  hasMore: false,
  ...extra,
});

function renderPeople(path: string, handlers: Parameters<typeof stubApi>[0]) {
  localStorage.setItem('token', 'test-token');
  const urls = stubApi({ 'GET /api/user-profile': () => jsonResponse(operator), ...handlers });
  const router = createMemoryRouter(
    [
      { path: '/admin/users', element: <AdminUsersPage /> },
      { path: '/admin/users/:id', element: <AdminUserPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={createAppStore()}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </Provider>,
  );
  return { urls, router };
}

/**
 * jest-fixed-jsdom installs Node's FormData, which refuses a form element; React 19 builds one
 * from the form when a submit handler starts a router transition, as the search does.
 */
const NodeFormData = globalThis.FormData;
class FormDataIgnoringForm extends NodeFormData {
  constructor() {
    super();
  }
}

beforeAll(() => {
  globalThis.FormData = FormDataIgnoringForm;
});
afterAll(() => {
  globalThis.FormData = NodeFormData;
});
beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

it('finds people by name or email on the server and opens one', async () => {
  const user = userEvent.setup();
  const { urls, router } = renderPeople('/admin/users', {
    'GET /api/admin/users': (request) => {
      const search = new URL(request.url).searchParams.get('search');
      return jsonResponse(
        search === 'asha'
          ? usersPage([summary()])
          : usersPage(
              [summary(), summary({ _id: 'admin-1', name: 'Mitti Admin', role: 'admin' })],
              {
                total: 25,
                hasMore: true,
              },
            ),
      );
    },
    'GET /api/admin/users/user-1': () => jsonResponse(detail()),
  });

  const list = within(await screen.findByRole('list', { name: 'People' }));
  expect(screen.getByText('25 accounts')).toBeVisible();
  expect(list.getByText('Operator')).toBeVisible();
  await user.type(screen.getByRole('searchbox', { name: 'Name, email or phone' }), 'asha{Enter}');
  await waitFor(() => expect(screen.getByText('1 account')).toBeVisible());
  expect(urls.at(-1)!.searchParams.get('search')).toBe('asha');

  await user.click(screen.getByRole('link', { name: /Asha Investor/ }));
  expect(router.state.location.pathname).toBe('/admin/users/user-1');
  expect(await screen.findByRole('heading', { name: 'Asha Investor', level: 1 })).toBeVisible();
  const investments = within(screen.getByRole('region', { name: 'Investments (1)' }));
  expect(investments.getByRole('link', { name: 'Millet Revival' })).toBeVisible();
  expect(screen.getByRole('region', { name: 'Orders (1)' })).toHaveTextContent('Delivered');
  expect(screen.getByRole('region', { name: 'Campaigns (0)' })).toHaveTextContent('No campaigns.');
});

it('makes an operator only after confirming', async () => {
  const user = userEvent.setup();
  let current = detail();
  const bodies: unknown[] = [];
  renderPeople('/admin/users/user-1', {
    'GET /api/admin/users/user-1': () => jsonResponse(current),
    'PUT /api/admin/users/user-1/role': async (request) => {
      bodies.push(await request.json());
      current = detail({ role: 'admin' });
      return jsonResponse({ message: 'Asha Investor is now an operator.', user: current });
    },
  });

  await user.click(await screen.findByRole('button', { name: 'Make operator' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Make Asha Investor an operator?' }));
  await user.click(dialog.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(bodies).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Make operator' }));
  await user.click(
    within(screen.getByRole('dialog')).getByRole('button', { name: 'Make operator' }),
  );
  expect(await screen.findByText('Asha Investor is now an operator.')).toBeVisible();
  expect(bodies).toEqual([{ role: 'admin' }]);
  // The toast can come before the dialog has gone, its button already relabelled.
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await screen.findByRole('button', { name: 'Remove operator role' })).toBeVisible();
});

it('disables with a reason and shows why the server refused a change', async () => {
  const user = userEvent.setup();
  let current = detail();
  const bodies: unknown[] = [];
  renderPeople('/admin/users/user-1', {
    'GET /api/admin/users/user-1': () => jsonResponse(current),
    'PUT /api/admin/users/user-1/disabled': async (request) => {
      bodies.push(await request.json());
      current = detail({ disabledAt: '2026-03-05T10:00:00.000Z' });
      return jsonResponse({ message: 'Asha Investor is disabled.', user: current });
    },
    'PUT /api/admin/users/user-1/verification': () =>
      jsonResponse({ message: 'Something went wrong.', code: 'CONFLICT' }, 409),
  });

  await user.click(await screen.findByRole('button', { name: 'Disable account' }));
  const dialog = within(screen.getByRole('dialog', { name: "Disable Asha Investor's account?" }));
  await user.click(dialog.getByRole('button', { name: 'Disable account' }));
  expect(await dialog.findByText('Please give a reason.')).toBeVisible();
  await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Fake orders.');
  expect(dialog.getByText('12 / 1000')).toBeVisible();
  await user.click(dialog.getByRole('button', { name: 'Disable account' }));
  expect(await screen.findByText('Asha Investor is disabled.')).toBeVisible();
  expect(bodies).toEqual([{ disabled: true, reason: 'Fake orders.' }]);
  expect(await screen.findByRole('button', { name: 'Enable account' })).toBeVisible();
  expect(screen.getByText('Disabled')).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Verify farmer' }));
  const verify = within(screen.getByRole('dialog', { name: 'Verify Asha Investor?' }));
  await user.type(verify.getByRole('textbox', { name: 'Reason' }), 'Papers checked.');
  await user.click(verify.getByRole('button', { name: 'Verify farmer' }));
  expect(await screen.findByText('Something went wrong.')).toBeVisible();
});

it('shows how much of a reason fits, and stops at 1000 characters', async () => {
  const user = userEvent.setup();
  renderPeople('/admin/users/user-1', {
    'GET /api/admin/users/user-1': () => jsonResponse(detail()),
  });
  await user.click(await screen.findByRole('button', { name: 'Disable account' }));
  const dialog = within(screen.getByRole('dialog', { name: "Disable Asha Investor's account?" }));
  const reason = dialog.getByRole('textbox', { name: 'Reason' });
  expect(reason).toHaveAccessibleDescription('0 / 1000');
  await user.click(reason);
  await user.paste('a'.repeat(1200));
  expect(reason).toHaveValue('a'.repeat(1000));
  expect(reason).toHaveAccessibleDescription('1000 / 1000');
});

it('does not offer an operator to remove their own role or disable themselves', async () => {
  renderPeople('/admin/users/admin-1', {
    'GET /api/admin/users/admin-1': () =>
      jsonResponse(detail({ _id: 'admin-1', name: 'Mitti Admin', role: 'admin' })),
  });
  expect(await screen.findByRole('button', { name: 'Remove operator role' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Disable account' })).toBeDisabled();
  expect(screen.getByText(/This is your own account/)).toBeVisible();
});

it('wraps a long unbroken name and long words instead of widening the page', async () => {
  const user = userEvent.setup();
  const name = 'Wolfeschlegelsteinhausenbergerdorffwelchevoralternwarengewissenhaftschaf';
  const word = 'Supercalifragilisticexpialidocious'.repeat(3);
  renderPeople('/admin/users', {
    'GET /api/admin/users': () => jsonResponse(usersPage([summary({ name })])),
    'GET /api/admin/users/user-1': () =>
      jsonResponse(
        detail({
          name,
          verificationRequests: [
            {
              _id: 'ver-1',
              status: 'Declined',
              reason: word,
              createdAt: '2026-01-11T05:00:00.000Z',
              decidedAt: '2026-01-12T05:00:00.000Z',
            },
          ],
          counts: { campaigns: 1, investments: 1, orders: 1 },
          campaigns: [
            {
              _id: 'camp-1',
              campaignTitle: word,
              status: 'Active',
              isVerified: true,
              raisedAmount: 0,
              fundingGoal: 100000,
              createdAt: '2026-01-15T05:00:00.000Z',
            },
          ],
        }),
      ),
  });

  const listed = within(await screen.findByRole('list', { name: 'People' }));
  expect(listed.getByRole('heading', { name })).toHaveStyle({ overflowWrap: 'anywhere' });
  await user.click(listed.getByRole('link', { name: new RegExp(name) }));

  expect(await screen.findByRole('heading', { name, level: 1 })).toHaveStyle({
    overflowWrap: 'anywhere',
  });
  const verification = within(screen.getByRole('region', { name: 'Verification' }));
  expect(verification.getByText(word, { exact: false }).closest('ul')).toHaveStyle({
    overflowWrap: 'anywhere',
  });
  const campaigns = within(screen.getByRole('region', { name: 'Campaigns (1)' }));
  expect(campaigns.getByRole('list')).toHaveStyle({ overflowWrap: 'anywhere' });
  expect(campaigns.getByRole('link', { name: word })).toBeVisible();
});
