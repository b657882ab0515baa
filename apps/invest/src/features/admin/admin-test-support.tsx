import { createAppStore } from '@mitti/auth/app-store';
import type { AdminRefundRequest, VerificationRequest } from '@mitti/domain/admin';
import type { Campaign } from '@mitti/domain/campaign';
import type { UserProfile, UserRole } from '@mitti/domain/user';
import { ToastProvider } from '@mitti/ui/toast-provider';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { jsonResponse, stubApi } from '@/test-support/campaign-api-stub';
import { AdminPage } from './admin-page';

const DAY_MS = 24 * 60 * 60 * 1000;

export function daysAgo(days: number): string {
  return new Date(Date.now() - days * DAY_MS).toISOString();
}

export function profileFixture(role: UserRole): UserProfile {
  return {
    _id: role === 'admin' ? 'admin-1' : 'user-1',
    name: role === 'admin' ? 'Mitti Admin' : 'Asha Investor',
    email: role === 'admin' ? 'admin@mitti.test' : 'investor@mitti.test',
    phone: '9000000000',
    profilePicture: null,
    addresses: [],
    active: 'false',
    role,
  };
}

export function verificationFixture(
  overrides: Partial<VerificationRequest> = {},
): VerificationRequest {
  return {
    _id: 'ver-1',
    status: 'Pending',
    reason: null,
    createdAt: daysAgo(2),
    decidedAt: null,
    user: {
      _id: 'farmer-2',
      name: 'Meena Patil',
      email: 'meena@mitti.test',
      phone: '9123456780',
      campaignCount: 2,
    },
    ...overrides,
  };
}

export function adminRefundFixture(
  overrides: Partial<AdminRefundRequest> = {},
): AdminRefundRequest {
  return {
    _id: 'refund-1',
    investId: 'inv-1',
    campaignId: 'camp-1',
    campaignTitle: 'Millet Revival in the Deccan',
    investorName: 'Asha Investor',
    ownerName: 'Ravi Kumar',
    amount: 15000,
    Reason: 'I need the money for a family emergency.',
    status: 'Pending',
    note: null,
    createdAt: daysAgo(9),
    decidedAt: null,
    ownerDisabled: false,
    overdue: true,
    ...overrides,
  };
}

const PAGE_SIZE = 20;

/**
 * The page of `rows` a request asks for (?page=, 20 a page), answered as the server does: the rows
 * under `field` with page, limit, total and hasMore, and any `extra` fields.
 */
export function pageAnswer(
  request: Request,
  field: string,
  rows: readonly unknown[],
  extra: object = {},
): Response {
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const start = (page - 1) * PAGE_SIZE;
  return jsonResponse({
    [field]: rows.slice(start, start + PAGE_SIZE),
    page,
    limit: PAGE_SIZE,
    total: rows.length,
    hasMore: start + PAGE_SIZE < rows.length,
    ...extra,
  });
}

export interface AdminData {
  role?: UserRole;
  pending?: Campaign[];
  all?: Campaign[];
  requests?: VerificationRequest[];
  refunds?: AdminRefundRequest[];
  handlers?: Parameters<typeof stubApi>[0];
}

/**
 * A signed-in account at `path` under /admin, with the admin calls answered from `data`, a page at
 * a time; the lists are given in the server's order.
 */
export function renderAdmin(path: string, data: AdminData = {}) {
  const { role = 'admin', pending = [], all = pending, requests = [], refunds = [] } = data;
  localStorage.setItem('token', 'test-token');
  const urls = stubApi({
    'GET /api/user-profile': () => jsonResponse(profileFixture(role)),
    'GET /api/admin/campaigns': (request) =>
      pageAnswer(
        request,
        'campaigns',
        new URL(request.url).searchParams.get('status') === 'all' ? all : pending,
      ),
    'GET /api/admin/verification-requests': (request) =>
      pageAnswer(request, 'requests', requests, {
        pendingCount: requests.filter((request) => request.status === 'Pending').length,
      }),
    'GET /api/admin/refund-requests': (request) =>
      pageAnswer(request, 'requests', refunds, {
        overdueCount: refunds.filter((refund) => refund.status === 'Pending' && refund.overdue)
          .length,
      }),
    ...data.handlers,
  });
  const router = createMemoryRouter([{ path: '/admin', element: <AdminPage /> }], {
    initialEntries: [path],
  });
  render(
    <Provider store={createAppStore()}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </Provider>,
  );
  return { urls, router };
}

/** The method, path and JSON body of every call a handler records. */
export async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : null;
}
