import type {
  AdminCampaignsResponse,
  AdminOrdersResponse,
  AdminRefundRequestsResponse,
  VerificationRequestsResponse,
} from '@mitti/domain/admin';
import { REFUND_OVERSIGHT_DAYS } from '@mitti/domain/admin';
import type { AdminPage } from '@mitti/domain/admin-page';
import type { OrderStatus } from '@mitti/domain/order';
import { investments, refundRequests, verificationRequests } from '../../db/schema/invest';
import { orders } from '../../db/schema/shop';
import { users } from '../../db/schema/users';
import { insertTestCampaign, setUser } from '../../../test/campaign-fixtures';
import { TEST_ADDRESS } from '../../../test/shop-fixtures';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser } from '../../../test/test-app';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof newUser>>;
let farmerId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await newUser(ctx.app, 'Meera Iyer');
  await setUser(ctx.db, admin.user._id, { role: 'admin' });
  farmerId = (await newUser(ctx.app, 'Ramesh Patil')).user._id;
});
afterAll(() => ctx.close());

/** `count` moments, `minutesApart` apart, ending `endMinutesAgo` ago; every `tied` in a row are equal. */
function moments(count: number, { endMinutesAgo = 0, tied = 1 } = {}): Date[] {
  const now = Date.now();
  return Array.from(
    { length: count },
    (_, index) => new Date(now - (endMinutesAgo + Math.floor(index / tied) + 1) * MINUTE_MS),
  );
}

async function get<T>(url: string): Promise<T> {
  const res = await ctx.app.inject({ url, headers: bearer(admin.token) });
  expect([url, res.statusCode]).toEqual([url, 200]);
  return res.json<T>();
}

async function refused(url: string) {
  const res = await ctx.app.inject({ url, headers: bearer(admin.token) });
  return { status: res.statusCode, body: res.json<{ code: string; fields?: object }>() };
}

const ids = (rows: { _id: string }[]) => rows.map((row) => row._id);
const pageOf = ({ page, limit, total, hasMore }: AdminPage) => ({ page, limit, total, hasMore });

/** By time (oldest or newest first), ties by id, in the same direction. */
function byTimeThenId(rows: { id: string; at: Date }[], direction: 'asc' | 'desc'): string[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows]
    .sort((a, b) => sign * (a.at.getTime() - b.at.getTime() || (a.id < b.id ? -1 : 1)))
    .map((row) => row.id);
}

/** A review list's order: open requests longest waiting first, then the latest decided. */
function reviewOrder(
  rows: { id: string; status: string; createdAt: Date; decidedAt: Date | null }[],
): string[] {
  const time = (date: Date | null) => date?.getTime() ?? 0;
  return [...rows]
    .sort(
      (a, b) =>
        Number(a.status !== 'open') - Number(b.status !== 'open') ||
        time(b.decidedAt) - time(a.decidedAt) ||
        time(a.createdAt) - time(b.createdAt) ||
        (a.id < b.id ? -1 : 1),
    )
    .map((row) => row.id);
}

async function accounts(count: number, prefix: string): Promise<string[]> {
  const rows = await ctx.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        email: `${prefix.toLowerCase()}${index}.${Date.now()}@example.com`,
        name: `${prefix} ${index}`,
      })),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

describe('GET /api/admin/campaigns with pages', () => {
  let pending: string[];
  let everyOne: string[];

  beforeAll(async () => {
    const waiting: { id: string; at: Date }[] = [];
    // 26 waiting for review, three at a time submitted in the same instant.
    for (const at of moments(26, { tied: 3 })) {
      const id = await insertTestCampaign(ctx.db, farmerId, {
        status: 'Draft',
        isVerified: false,
        createdAt: at,
      });
      waiting.push({ id, at });
    }
    const others: { id: string; at: Date }[] = [];
    for (const [index, at] of moments(6, { endMinutesAgo: 30 }).entries()) {
      const rejected = index % 2 === 0;
      const id = await insertTestCampaign(ctx.db, farmerId, {
        status: rejected ? 'Draft' : 'Active',
        isVerified: !rejected,
        rejectionReason: rejected ? 'Add photos.' : null,
        createdAt: at,
      });
      others.push({ id, at });
    }
    pending = byTimeThenId(waiting, 'asc');
    everyOne = byTimeThenId([...waiting, ...others], 'desc');
  });

  it('answers the queue 20 at a time, longest waiting first, the pages apart', async () => {
    const first = await get<AdminCampaignsResponse>('/api/admin/campaigns');
    const second = await get<AdminCampaignsResponse>('/api/admin/campaigns?status=pending&page=2');

    expect(pageOf(first)).toEqual({ page: 1, limit: 20, total: 26, hasMore: true });
    expect(pageOf(second)).toEqual({ page: 2, limit: 20, total: 26, hasMore: false });
    expect(ids(first.campaigns)).toEqual(pending.slice(0, 20));
    expect(ids(second.campaigns)).toEqual(pending.slice(20));
    const third = await get<AdminCampaignsResponse>('/api/admin/campaigns?page=3');
    expect(third.campaigns).toEqual([]);
    expect(third.total).toBe(26);
  });

  it('pages every campaign, newest first, with the filter', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const answer = await get<AdminCampaignsResponse>(
        `/api/admin/campaigns?status=all&page=${page}&limit=10`,
      );
      expect(pageOf(answer)).toEqual({ page, limit: 10, total: 32, hasMore: page < 4 });
      seen.push(...ids(answer.campaigns));
    }
    expect(seen).toEqual(everyOne);
    expect(new Set(seen).size).toBe(32);
  });

  it('refuses a limit over 100 or a page out of range, naming the field', async () => {
    expect(await refused('/api/admin/campaigns?limit=101')).toEqual({
      status: 400,
      body: expect.objectContaining({ fields: { limit: 'limit must be at most 100' } }),
    });
    expect(await refused('/api/admin/campaigns?status=all&page=0')).toEqual({
      status: 400,
      body: expect.objectContaining({ fields: { page: 'page must be 1 or more' } }),
    });
    expect(await refused('/api/admin/campaigns?page=99999999999999999999')).toEqual({
      status: 400,
      body: expect.objectContaining({ fields: { page: 'page must be at most 100000' } }),
    });
  });
});

describe('GET /api/admin/verification-requests with pages', () => {
  let expected: string[];

  beforeAll(async () => {
    const farmers = await accounts(27, 'Verify');
    const created = moments(27, { tied: 2 });
    const decidedAt = moments(27, { tied: 4 });
    // Every third is decided (9), the rest (18) are open.
    const rows = await ctx.db
      .insert(verificationRequests)
      .values(
        farmers.map((userId, index) => ({
          userId,
          email: `verify${index}@example.com`,
          status: index % 3 === 0 ? ('approved' as const) : ('open' as const),
          decidedAt: index % 3 === 0 ? decidedAt[index] : null,
          createdAt: created[index],
        })),
      )
      .returning();
    expected = reviewOrder(rows);
  });

  it('answers open requests first, then the decided, a page at a time', async () => {
    const first = await get<VerificationRequestsResponse>('/api/admin/verification-requests');
    const second = await get<VerificationRequestsResponse>(
      '/api/admin/verification-requests?page=2',
    );

    expect(pageOf(first)).toEqual({ page: 1, limit: 20, total: 27, hasMore: true });
    expect(pageOf(second)).toEqual({ page: 2, limit: 20, total: 27, hasMore: false });
    expect([first.pendingCount, second.pendingCount]).toEqual([18, 18]);
    expect([...ids(first.requests), ...ids(second.requests)]).toEqual(expected);
    expect(first.requests.slice(0, 18).every((request) => request.status === 'Pending')).toBe(true);
  });

  it('keeps the pages apart at any size', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const answer = await get<VerificationRequestsResponse>(
        `/api/admin/verification-requests?page=${page}&limit=10`,
      );
      expect(pageOf(answer)).toEqual({ page, limit: 10, total: 27, hasMore: page < 3 });
      seen.push(...ids(answer.requests));
    }
    expect(seen).toEqual(expected);
  });

  it('refuses a limit over 100, naming it', async () => {
    expect(await refused('/api/admin/verification-requests?limit=500')).toEqual({
      status: 400,
      body: expect.objectContaining({ fields: { limit: 'limit must be at most 100' } }),
    });
  });
});

describe('GET /api/admin/refund-requests with pages', () => {
  let expected: string[];

  beforeAll(async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmerId, { campaignTitle: 'Mango' });
    const [investor] = await accounts(1, 'Investor');
    const invested = await ctx.db
      .insert(investments)
      .values(
        Array.from({ length: 28 }, (_, index) => ({
          userId: investor!,
          campaignId,
          amountPaise: 1_000_00,
          units: 1,
          providerPaymentId: `pay_pages_${index}`,
        })),
      )
      .returning({ id: investments.id });
    // 28 requests a day apart (1 to 28 days old), every fourth one decided.
    expect(REFUND_OVERSIGHT_DAYS).toBe(7);
    const created = Array.from(
      { length: 28 },
      (_, index) => new Date(Date.now() - (index + 1) * DAY_MS),
    );
    const decidedAt = moments(28, { tied: 2 });
    const rows = await ctx.db
      .insert(refundRequests)
      .values(
        invested.map(({ id }, index) => ({
          investmentId: id,
          reason: 'Plans changed',
          status: index % 4 === 0 ? ('rejected' as const) : ('open' as const),
          note: index % 4 === 0 ? 'No.' : null,
          decidedAt: index % 4 === 0 ? decidedAt[index] : null,
          createdAt: created[index],
        })),
      )
      .returning();
    expected = reviewOrder(rows);
  });

  it('answers the pending first, longest waiting (overdue) first, a page at a time', async () => {
    const first = await get<AdminRefundRequestsResponse>('/api/admin/refund-requests');
    const second = await get<AdminRefundRequestsResponse>('/api/admin/refund-requests?page=2');

    expect(pageOf(first)).toEqual({ page: 1, limit: 20, total: 28, hasMore: true });
    expect(pageOf(second)).toEqual({ page: 2, limit: 20, total: 28, hasMore: false });
    expect([...ids(first.requests), ...ids(second.requests)]).toEqual(expected);
    // Open and made REFUND_OVERSIGHT_DAYS or more days ago: the 21 open ones but the 4 made 2, 3, 4
    // and 6 days ago.
    const overdue = [...first.requests, ...second.requests].filter((request) => request.overdue);
    expect(overdue).toHaveLength(17);
    expect([first.overdueCount, second.overdueCount]).toEqual([17, 17]);
    expect(ids(first.requests.slice(0, 17))).toEqual(ids(overdue));
  });

  it('keeps the pages apart at any size, and refuses a limit over 100', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 6; page += 1) {
      const answer = await get<AdminRefundRequestsResponse>(
        `/api/admin/refund-requests?page=${page}&limit=5`,
      );
      expect(pageOf(answer)).toEqual({ page, limit: 5, total: 28, hasMore: page < 6 });
      seen.push(...ids(answer.requests));
    }
    expect(seen).toEqual(expected);
    expect(await refused('/api/admin/refund-requests?limit=101')).toEqual({
      status: 400,
      body: expect.objectContaining({ fields: { limit: 'limit must be at most 100' } }),
    });
  });
});

describe('GET /api/admin/orders with pages', () => {
  const STATUSES: OrderStatus[] = ['Processing', 'Pending', 'Shipped', 'Delivered', 'Cancelled'];
  let rows: { id: string; status: OrderStatus; at: Date }[];

  beforeAll(async () => {
    const [shopper] = await accounts(1, 'Shopper');
    const placed = moments(40, { tied: 4 });
    const inserted = await ctx.db
      .insert(orders)
      .values(
        placed.map((createdAt, index) => ({
          userId: shopper!,
          status: STATUSES[index % 5]!,
          paymentMethod: 'COD' as const,
          subtotalPaise: 100_00,
          shippingPaise: 0,
          taxPaise: 7_50,
          totalPaise: 107_50,
          shippingAddress: TEST_ADDRESS,
          createdAt,
        })),
      )
      .returning();
    rows = inserted.map((row) => ({ id: row.id, status: row.status, at: row.createdAt }));
  });

  const newest = (among: OrderStatus[]) =>
    byTimeThenId(
      rows.filter((row) => among.includes(row.status)),
      'desc',
    );

  it('answers every order 20 at a time, newest first, with each view’s count', async () => {
    const first = await get<AdminOrdersResponse>('/api/admin/orders');
    const second = await get<AdminOrdersResponse>('/api/admin/orders?status=all&page=2');

    expect(pageOf(first)).toEqual({ page: 1, limit: 20, total: 40, hasMore: true });
    expect(pageOf(second)).toEqual({ page: 2, limit: 20, total: 40, hasMore: false });
    expect([...ids(first.orders), ...ids(second.orders)]).toEqual(newest(STATUSES));
    expect(first.counts).toEqual({
      all: 40,
      'to-ship': 16,
      shipped: 8,
      delivered: 8,
      cancelled: 8,
    });
    expect(second.counts).toEqual(first.counts);
  });

  it('combines the status filter with the pages', async () => {
    const first = await get<AdminOrdersResponse>('/api/admin/orders?status=to-ship&limit=10');
    const second = await get<AdminOrdersResponse>(
      '/api/admin/orders?status=to-ship&limit=10&page=2',
    );

    expect(pageOf(first)).toEqual({ page: 1, limit: 10, total: 16, hasMore: true });
    expect(pageOf(second)).toEqual({ page: 2, limit: 10, total: 16, hasMore: false });
    expect([...ids(first.orders), ...ids(second.orders)]).toEqual(
      newest(['Processing', 'Pending']),
    );
    const shipped = await get<AdminOrdersResponse>('/api/admin/orders?status=shipped&limit=5');
    expect(pageOf(shipped)).toEqual({ page: 1, limit: 5, total: 8, hasMore: true });
    expect(ids(shipped.orders)).toEqual(newest(['Shipped']).slice(0, 5));
  });

  it('refuses an unknown view or a limit over 100, naming the field', async () => {
    expect(await refused('/api/admin/orders?status=to-ship&limit=101')).toEqual({
      status: 400,
      body: expect.objectContaining({ fields: { limit: 'limit must be at most 100' } }),
    });
    expect(await refused('/api/admin/orders?status=lost')).toEqual({
      status: 400,
      body: expect.objectContaining({
        fields: { status: 'status must be one of all, to-ship, shipped, delivered, cancelled' },
      }),
    });
  });
});
