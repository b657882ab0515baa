import type { RefundRequest, RefundRequestsResponse } from '@mitti/domain/refund-request';
import { count, eq, inArray } from 'drizzle-orm';
import { investments, refundRequests } from '../../db/schema/invest';
import { insertTestCampaign, setUser } from '../../../test/campaign-fixtures';
import { invest } from '../../../test/payments';
import { askRefund } from '../../../test/refund-requests';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser } from '../../../test/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

let ctx: TestContext;
let investor: Awaited<ReturnType<typeof newUser>>;

beforeAll(async () => {
  ctx = await createTestApp();
  investor = await newUser(ctx.app, 'Ananya Rao');
});
afterAll(() => ctx.close());

let payments = 0;

/**
 * A campaign of the owner with `count` requests of the investor, 'Request 1' (the newest, a day
 * old) to 'Request <count>', one day older each; those whose number `decided` names are rejected.
 * Returns the campaign's id.
 */
async function requestsOn(
  ownerId: string,
  count: number,
  decided: (n: number) => boolean = () => false,
): Promise<string> {
  const campaignId = await insertTestCampaign(ctx.db, ownerId);
  const rows = await ctx.db
    .insert(investments)
    .values(
      Array.from({ length: count }, () => ({
        userId: investor.user._id,
        campaignId,
        amountPaise: 1_000_00,
        units: 1,
        providerPaymentId: `pay_pages_${(payments += 1)}`,
      })),
    )
    .returning({ id: investments.id });
  const now = Date.now();
  await ctx.db.insert(refundRequests).values(
    rows.map(({ id }, i) => ({
      investmentId: id,
      reason: `Request ${i + 1}`,
      createdAt: new Date(now - (i + 1) * DAY_MS),
      ...(decided(i + 1)
        ? { status: 'rejected' as const, note: 'No.', decidedAt: new Date(now - i * DAY_MS) }
        : {}),
    })),
  );
  return campaignId;
}

function list(token: string, query = '') {
  return ctx.app.inject({ url: `/api/refund-requests${query}`, headers: bearer(token) });
}

async function page(token: string, query = ''): Promise<RefundRequestsResponse> {
  const res = await list(token, query);
  expect(res.statusCode).toBe(200);
  return res.json<RefundRequestsResponse>();
}

const reasons = (requests: RefundRequest[]) => requests.map((request) => request.Reason);
const numbered = (numbers: number[]) => numbers.map((n) => `Request ${n}`);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('GET /api/refund-requests with pages', () => {
  it('answers the pending requests first, then the decided, each newest first, a page at a time', async () => {
    const farmer = await newUser(ctx.app, 'Ramesh Patil');
    // Requests 1 to 30; every third (3, 6, ... 30) was rejected.
    await requestsOn(farmer.user._id, 30, (n) => n % 3 === 0);
    const pending = range(1, 30).filter((n) => n % 3 !== 0);
    const decided = range(1, 30).filter((n) => n % 3 === 0);

    const first = await page(farmer.token);
    const second = await page(farmer.token, '?page=2');
    const last = await page(farmer.token, '?page=3');

    expect(first).toMatchObject({ page: 1, limit: 12, total: 30, hasMore: true, pending: 20 });
    expect(second).toMatchObject({ page: 2, limit: 12, total: 30, hasMore: true });
    expect(last).toMatchObject({ page: 3, limit: 12, total: 30, hasMore: false, pending: 20 });
    expect(reasons(first.incoming)).toEqual(numbered(pending.slice(0, 12)));
    expect(reasons(second.incoming)).toEqual(
      numbered([...pending.slice(12), ...decided.slice(0, 4)]),
    );
    expect(reasons(last.incoming)).toEqual(numbered(decided.slice(4)));
    expect(last.incoming.map((request) => request.status)).toEqual(Array(6).fill('Rejected'));
  });

  it('takes a limit of up to 50 and answers an empty page past the end', async () => {
    const farmer = await newUser(ctx.app, 'Ramesh Patil');
    await requestsOn(farmer.user._id, 7);

    const second = await page(farmer.token, '?page=2&limit=5');
    const past = await page(farmer.token, '?page=3&limit=5');
    const all = await page(farmer.token, '?limit=50');

    expect(reasons(second.incoming)).toEqual(numbered([6, 7]));
    expect(second).toMatchObject({ page: 2, limit: 5, total: 7, hasMore: false });
    expect(past).toMatchObject({ incoming: [], page: 3, limit: 5, total: 7, hasMore: false });
    expect(reasons(all.incoming)).toEqual(numbered(range(1, 7)));
  });

  it('keeps requests of the same moment in one order across pages, the id breaking the tie', async () => {
    const farmer = await newUser(ctx.app, 'Ramesh Patil');
    const campaignId = await requestsOn(farmer.user._id, 6);
    await ctx.db
      .update(refundRequests)
      .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
      .where(
        inArray(
          refundRequests.investmentId,
          ctx.db
            .select({ id: investments.id })
            .from(investments)
            .where(eq(investments.campaignId, campaignId)),
        ),
      );

    const pages = await Promise.all([1, 2, 3].map((n) => page(farmer.token, `?page=${n}&limit=2`)));

    const ids = pages.flatMap((answer) => answer.incoming.map((request) => request._id));
    expect(ids).toHaveLength(6);
    expect(ids).toEqual([...ids].sort().reverse());
  });

  it("lists and counts only the requests on the caller's own campaigns", async () => {
    const farmer = await newUser(ctx.app, 'Ramesh Patil');
    const neighbour = await newUser(ctx.app, 'Kabir Shah');
    const ownCampaign = await requestsOn(farmer.user._id, 3);
    const theirCampaign = await requestsOn(neighbour.user._id, 4);

    const own = await page(farmer.token);
    const theirs = await page(neighbour.token);
    const none = await page(investor.token);

    expect(own).toMatchObject({ total: 3, hasMore: false, pending: 3 });
    expect(own.incoming.map((request) => request.campaignId)).toEqual(Array(3).fill(ownCampaign));
    expect(theirs).toMatchObject({ total: 4, hasMore: false });
    expect(theirs.incoming.map((request) => request.campaignId)).toEqual(
      Array(4).fill(theirCampaign),
    );
    expect(none).toMatchObject({ incoming: [], total: 0, hasMore: false, pending: 0 });
  });

  it('lists every request for an admin, and the caller’s own requests whole on every page', async () => {
    const admin = await newUser(ctx.app, 'Meera Iyer');
    await setUser(ctx.db, admin.user._id, { role: 'admin' });
    const farmer = await newUser(ctx.app, 'Ramesh Patil');
    await requestsOn(farmer.user._id, 2);
    const [all] = await ctx.db.select({ total: count() }).from(refundRequests);

    const answer = await page(admin.token, '?limit=1');

    expect(answer).toMatchObject({ page: 1, limit: 1, total: all!.total, hasMore: true });
    expect(answer.incoming).toHaveLength(1);

    // The investor's own list stays whole: it holds the owners' notes on their investments.
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id);
    const asked = await askRefund(
      ctx.app,
      investor.token,
      await invest(ctx.app, investor.token, campaignId, 1000),
    );
    const { outgoing } = await page(investor.token, '?page=5&limit=1');
    const [own] = await ctx.db
      .select({ total: count() })
      .from(refundRequests)
      .innerJoin(investments, eq(investments.id, refundRequests.investmentId))
      .where(eq(investments.userId, investor.user._id));
    expect(outgoing).toHaveLength(own!.total);
    expect(outgoing[0]).toMatchObject({ _id: asked._id, status: 'Pending' });
  });

  it.each([
    ['?page=0', { page: 'page must be 1 or more' }],
    ['?page=two', { page: 'page must be a number' }],
    ['?limit=0', { limit: 'limit must be 1 or more' }],
    ['?limit=51', { limit: 'limit must be at most 50' }],
  ])('refuses %s', async (query, fields) => {
    const res = await list(investor.token, query);

    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields });
  });
});
