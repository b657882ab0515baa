import type { AuditEntry, AuditLogResponse } from '@mitti/domain/audit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@/test-support/campaign-api-stub';
import { renderAdmin } from './admin-test-support';

function entryFixture(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    _id: 'audit-1',
    at: '2026-11-20T04:30:00.000Z',
    action: 'campaign.reject',
    entityType: 'campaign',
    entityId: 'camp-1',
    actor: { _id: 'admin-1', name: 'Mitti Admin', email: 'admin@mitti.test' },
    farmer: null,
    before: { rejectionReason: null },
    after: { rejectionReason: 'Blurry photos.' },
    reason: 'Blurry photos.',
    ...overrides,
  };
}

const page = (entries: AuditEntry[], extra: Partial<AuditLogResponse> = {}): AuditLogResponse => ({
  entries,
  page: 1,
  limit: 20,
  total: entries.length,
  hasMore: false,
  ...extra,
});

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

it('shows who did what, when, and each field before and after', async () => {
  renderAdmin('/admin?tab=audit', {
    handlers: {
      'GET /api/admin/audit': () =>
        jsonResponse(
          page([
            entryFixture(),
            entryFixture({
              _id: 'audit-2',
              action: 'order.move',
              entityType: 'order',
              entityId: 'order-9',
              actor: null,
              before: { status: 'Shipped', paymentStatus: 'Pending' },
              after: { status: 'Delivered', paymentStatus: 'Paid' },
              reason: null,
            }),
          ]),
        ),
    },
  });

  const list = within(await screen.findByRole('list', { name: 'Audit log' }));
  const [reject, move] = list.getAllByRole('article').map((card) => within(card));
  expect(screen.getByText('2 actions, newest first.')).toBeVisible();
  expect(reject!.getByRole('heading', { name: 'Sent a campaign back' })).toBeVisible();
  expect(reject!.getByText('Mitti Admin (admin@mitti.test)')).toBeVisible();
  expect(reject!.getByText('camp-1')).toBeVisible();
  expect(reject!.getAllByText('Blurry photos.')).toHaveLength(2);
  const changes = within(reject!.getByRole('list', { name: 'Changes' }));
  expect(changes.getByRole('listitem')).toHaveTextContent('rejectionReason: none → Blurry photos.');
  expect(move!.getByRole('heading', { name: 'Moved a shop order' })).toBeVisible();
  expect(move!.getByText('A deleted account')).toBeVisible();
  expect(
    within(move!.getByRole('list', { name: 'Changes' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['status: Shipped → Delivered', 'paymentStatus: Pending → Paid']);
});

it('wraps a long unbroken reason inside its card', async () => {
  const reason = 'Blurry'.repeat(200);
  renderAdmin('/admin?tab=audit', {
    handlers: {
      'GET /api/admin/audit': () =>
        jsonResponse(page([entryFixture({ after: { rejectionReason: reason }, reason })])),
    },
  });
  const card = within(await screen.findByRole('article', { name: 'Sent a campaign back' }));
  const changes = card.getByRole('list', { name: 'Changes' });
  expect(changes).toHaveTextContent(`rejectionReason: none → ${reason}`);
  expect(changes).toHaveStyle({ overflowWrap: 'anywhere' });
  expect(card.getByText(reason, { selector: 'dd' })).toHaveStyle({ overflowWrap: 'anywhere' });
});

it('names the farmer of a verification entry with a link to their account', async () => {
  renderAdmin('/admin?tab=audit', {
    handlers: {
      'GET /api/admin/audit': () =>
        jsonResponse(
          page([
            entryFixture({
              action: 'verification.decline',
              entityType: 'verification',
              entityId: '10d75162-5c4e-4c1a-9a55-1f0e8f6d2b11',
              farmer: { _id: 'farmer-2', name: 'Meena Patil' },
              before: { status: 'open' },
              after: { status: 'rejected' },
              reason: 'No papers.',
            }),
          ]),
        ),
    },
  });
  const card = within(
    await screen.findByRole('article', { name: 'Declined a verification request' }),
  );
  expect(card.getByText('10d75162-5c4e-4c1a-9a55-1f0e8f6d2b11')).toBeVisible();
  expect(card.getByRole('link', { name: 'Meena Patil' })).toHaveAttribute(
    'href',
    '/admin/users/farmer-2',
  );
});

it('filters by entity type, action and dates, and pages through the server', async () => {
  const user = userEvent.setup();
  const { urls } = renderAdmin('/admin?tab=audit', {
    handlers: {
      'GET /api/admin/audit': (request) => {
        const params = new URL(request.url).searchParams;
        return jsonResponse(
          params.get('page') === '2'
            ? page([entryFixture({ _id: 'audit-21', entityId: 'camp-21' })], {
                page: 2,
                total: 21,
              })
            : page([entryFixture()], { total: 21, hasMore: true }),
        );
      },
    },
  });
  await screen.findByRole('list', { name: 'Audit log' });

  await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
  expect(await screen.findByText('camp-21')).toBeVisible();

  await user.click(screen.getByRole('combobox', { name: 'Entity type' }));
  await user.click(screen.getByRole('option', { name: 'Campaign' }));
  await user.click(screen.getByRole('combobox', { name: 'Action' }));
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'All',
    'Approved a campaign',
    'Sent a campaign back',
  ]);
  await user.click(screen.getByRole('option', { name: 'Approved a campaign' }));
  await user.type(screen.getByLabelText('From'), '2026-11-01');
  await user.type(screen.getByLabelText('To'), '2026-11-30');

  await waitFor(() => {
    const last = urls.filter((url) => url.pathname === '/api/admin/audit').at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toEqual({
      entityType: 'campaign',
      action: 'campaign.approve',
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 11, 1).toISOString(),
      page: '1',
    });
  });
});

it('keeps the focus on the first filter when Clear filters disables itself', async () => {
  const user = userEvent.setup();
  const { urls } = renderAdmin('/admin?tab=audit', {
    handlers: { 'GET /api/admin/audit': () => jsonResponse(page([entryFixture()])) },
  });
  await screen.findByRole('list', { name: 'Audit log' });
  await user.type(screen.getByLabelText('From'), '2026-11-01');
  const clear = screen.getByRole('button', { name: 'Clear filters' });
  await user.click(clear);

  expect(clear).toBeDisabled();
  expect(screen.getByRole('combobox', { name: 'Entity type' })).toHaveFocus();
  await waitFor(() => {
    const last = urls.filter((url) => url.pathname === '/api/admin/audit').at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toEqual({ page: '1' });
  });
});

it('says so when nothing matches, and offers a retry when the log cannot load', async () => {
  let fail = true;
  renderAdmin('/admin?tab=audit', {
    handlers: {
      'GET /api/admin/audit': () =>
        fail
          ? jsonResponse({ message: 'Database down.', code: 'INTERNAL' }, 500)
          : jsonResponse(page([])),
    },
  });
  expect(await screen.findByText('Database down.')).toBeVisible();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('No operator actions yet')).toBeVisible();
});
