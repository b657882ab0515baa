import { REFUND_OVERSIGHT_DAYS } from '@mitti/domain/admin';
import type { UserCampaignsResponse } from '@mitti/domain/investment';
import type { RefundRequest, RefundRequestsResponse } from '@mitti/domain/refund-request';
import { eq } from 'drizzle-orm';
import { campaigns, investments, refundRequests } from '../../db/schema/invest';
import { insertTestCampaign, setUser } from '../../../test/campaign-fixtures';
import { invest } from '../../../test/payments';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser, TEST_JWT_SECRET } from '../../../test/test-app';
import { createSandboxProvider } from '../payments/sandbox-provider';

const DAY_MS = 24 * 60 * 60 * 1000;

let ctx: TestContext;
let farmer: Awaited<ReturnType<typeof newUser>>;
let investor: Awaited<ReturnType<typeof newUser>>;
let other: Awaited<ReturnType<typeof newUser>>;
let admin: Awaited<ReturnType<typeof newUser>>;
const provider = createSandboxProvider(TEST_JWT_SECRET);
const refund = jest.spyOn(provider, 'refund');

beforeAll(async () => {
  ctx = await createTestApp({}, { paymentProvider: provider });
  farmer = await newUser(ctx.app, 'Ramesh Patil');
  investor = await newUser(ctx.app, 'Ananya Rao');
  other = await newUser(ctx.app, 'Kabir Shah');
  admin = await newUser(ctx.app, 'Meera Iyer');
  await setUser(ctx.db, admin.user._id, { role: 'admin' });
});
afterAll(() => ctx.close());
beforeEach(() => refund.mockClear());

function ask(token: string, payload: object) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/campaigns/refundRequest',
    headers: bearer(token),
    payload,
  });
}

function decide(token: string, id: string, action: 'approve' | 'reject', payload?: object) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/refund-requests/${id}/${action}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
}

async function lists(token: string): Promise<RefundRequestsResponse> {
  return (
    await ctx.app.inject({ url: '/api/refund-requests', headers: bearer(token) })
  ).json<RefundRequestsResponse>();
}

/** Moves the request's creation `days` into the past. */
async function ageRequest(id: string, days: number) {
  await ctx.db
    .update(refundRequests)
    .set({ createdAt: new Date(Date.now() - days * DAY_MS) })
    .where(eq(refundRequests.id, id));
}

async function campaignRow(id: string) {
  const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, id));
  return row!;
}

/** A campaign of the farmer with an investment of the investor and a pending request for it. */
async function pendingRequest(amount = 2000, overrides = {}) {
  const campaignId = await insertTestCampaign(ctx.db, farmer.user._id, overrides);
  const investId = await invest(ctx.app, investor.token, campaignId, amount);
  expect((await ask(investor.token, { Reason: 'Plans changed', investId })).statusCode).toBe(201);
  const request = (await lists(investor.token)).outgoing.find((r) => r.investId === investId)!;
  return { campaignId, investId, request };
}

describe('POST /api/campaigns/refundRequest', () => {
  it('records one pending request for an own investment', async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id, {
      campaignTitle: 'Millets',
    });
    const investId = await invest(ctx.app, investor.token, campaignId, 1000);

    const res = await ask(investor.token, { Reason: '  Need the money  ', investId });

    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Your refund request has been submitted for review.' });
    const again = await ask(investor.token, { Reason: 'Again', investId });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REFUND_PENDING');
    const { outgoing } = await lists(investor.token);
    expect(outgoing.find((r) => r.investId === investId)).toEqual<RefundRequest>({
      _id: expect.any(String),
      investId,
      campaignId,
      campaignTitle: 'Millets',
      investorName: 'Ananya Rao',
      amount: 1000,
      Reason: 'Need the money',
      status: 'Pending',
      note: null,
      createdAt: expect.any(String),
      decidedAt: null,
    });
    const mine = (
      await ctx.app.inject({ url: '/api/user-campaigns', headers: bearer(investor.token) })
    ).json<UserCampaignsResponse>();
    expect(mine.investments.find((i) => i._id === investId)?.refundStatus).toBe('Pending');
  });

  it('needs a reason, and answers 404 for an investment that is not the caller’s', async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id);
    const investId = await invest(ctx.app, investor.token, campaignId, 1000);

    const blank = await ask(investor.token, { Reason: '   ', investId });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Refund reason is required.');
    expect((await ask(other.token, { Reason: 'Mine now', investId })).statusCode).toBe(404);
    expect((await ask(farmer.token, { Reason: 'Owner', investId })).statusCode).toBe(404);
    expect((await ask(investor.token, { Reason: 'x', investId: 'nope' })).statusCode).toBe(404);
    expect(
      await ctx.db.select().from(refundRequests).where(eq(refundRequests.investmentId, investId)),
    ).toEqual([]);
  });
});

describe('deciding refund requests', () => {
  it('approves once: one provider refund, raised amount restored once, Funded back to Active', async () => {
    const { campaignId, investId, request } = await pendingRequest(2000, {
      raisedAmountPaise: 98_000_00,
    });
    expect((await campaignRow(campaignId)).status).toBe('Funded');

    const [first, second] = [
      await decide(farmer.token, request._id, 'approve'),
      await decide(farmer.token, request._id, 'approve'),
    ];

    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: 'Refund approved.',
      request: { ...request, status: 'Approved', decidedAt: expect.any(String) },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(refund).toHaveBeenCalledTimes(1);
    expect(await campaignRow(campaignId)).toMatchObject({
      raisedAmountPaise: 98_000_00,
      status: 'Active',
    });
    const [row] = await ctx.db.select().from(investments).where(eq(investments.id, investId));
    expect(row).toMatchObject({
      status: 'refunded',
      providerRefundId: expect.stringMatching(/^rfnd_sbx_/),
    });
    const again = await ask(investor.token, { Reason: 'Once more', investId });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_REFUNDED');
  });

  it('approves racing decisions once', async () => {
    const { campaignId, request } = await pendingRequest(3000);
    await ageRequest(request._id, REFUND_OVERSIGHT_DAYS);

    const answers = await Promise.all([
      decide(farmer.token, request._id, 'approve'),
      decide(farmer.token, request._id, 'approve'),
      decide(admin.token, request._id, 'approve'),
    ]);

    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(refund).toHaveBeenCalledTimes(1);
    expect((await campaignRow(campaignId)).raisedAmountPaise).toBe(0);
  });

  it('leaves nothing half-done when the provider refund fails', async () => {
    const { campaignId, request } = await pendingRequest(1000);
    refund.mockRejectedValueOnce(new Error('provider down'));

    expect((await decide(farmer.token, request._id, 'approve')).statusCode).toBe(500);

    expect((await campaignRow(campaignId)).raisedAmountPaise).toBe(1000_00);
    expect((await lists(investor.token)).outgoing.find((r) => r._id === request._id)?.status).toBe(
      'Pending',
    );
    expect((await decide(farmer.token, request._id, 'approve')).statusCode).toBe(200);
    expect((await campaignRow(campaignId)).raisedAmountPaise).toBe(0);
  });

  it('lets only the owner decide, and an admin once the owner has left it for 7 days', async () => {
    const { campaignId, request } = await pendingRequest(1000);

    for (const token of [investor.token, other.token]) {
      expect((await decide(token, request._id, 'approve')).statusCode).toBe(403);
      expect((await decide(token, request._id, 'reject', { note: 'No' })).statusCode).toBe(403);
    }
    expect((await decide(farmer.token, 'nope', 'approve')).statusCode).toBe(404);
    await ageRequest(request._id, REFUND_OVERSIGHT_DAYS - 0.01);
    const early = await decide(admin.token, request._id, 'reject', { note: 'Lock-in period' });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({
      message:
        "The campaign's owner has 7 days to decide this refund request; an admin may decide it only after that.",
      code: 'FORBIDDEN',
    });
    expect((await decide(admin.token, request._id, 'approve')).statusCode).toBe(403);
    expect(refund).not.toHaveBeenCalled();
    expect((await campaignRow(campaignId)).raisedAmountPaise).toBe(1000_00);
    expect((await lists(investor.token)).outgoing.find((r) => r._id === request._id)?.status).toBe(
      'Pending',
    );

    await ageRequest(request._id, REFUND_OVERSIGHT_DAYS);
    const res = await decide(admin.token, request._id, 'reject', { note: 'Lock-in period' });
    expect(res.statusCode).toBe(200);
    expect(res.json().request).toMatchObject({ status: 'Rejected', note: 'Lock-in period' });
  });

  it('rejects a pending request with a note, and only a pending one', async () => {
    const { investId, request } = await pendingRequest(1000);

    const noNote = await decide(farmer.token, request._id, 'reject', { note: ' ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().fields).toEqual({ note: 'Say why the refund is rejected' });

    const res = await decide(farmer.token, request._id, 'reject', { note: 'Harvest is insured.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Refund rejected.',
      request: {
        ...request,
        status: 'Rejected',
        note: 'Harvest is insured.',
        decidedAt: expect.any(String),
      },
    });
    expect((await decide(farmer.token, request._id, 'reject', { note: 'x' })).statusCode).toBe(409);
    expect((await decide(farmer.token, request._id, 'approve')).statusCode).toBe(409);
    expect(refund).not.toHaveBeenCalled();
    // A rejected request does not block asking again.
    expect((await ask(investor.token, { Reason: 'Please reconsider', investId })).statusCode).toBe(
      201,
    );
  });

  it('lists incoming requests for the owner’s campaigns, all of them for an admin', async () => {
    const { request } = await pendingRequest(1000);

    const owner = await lists(farmer.token);
    expect(owner.incoming.map((r) => r._id)).toContain(request._id);
    expect(owner.outgoing).toEqual([]);
    expect((await lists(other.token)).incoming).toEqual([]);
    const all = await lists(admin.token);
    expect(all.total).toBe(owner.total);
    // The pending ones first, then the decided, each newest first.
    const pending = all.incoming.filter((r) => r.status === 'Pending');
    const decided = all.incoming.filter((r) => r.status !== 'Pending');
    expect(pending.length).toBeGreaterThan(0);
    expect(decided.length).toBeGreaterThan(0);
    const newestFirst = (list: RefundRequest[]) =>
      [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    expect(all.incoming).toEqual([...newestFirst(pending), ...newestFirst(decided)]);
  });

  it('lets an admin who owns the campaign decide at once, as its owner', async () => {
    const campaignId = await insertTestCampaign(ctx.db, admin.user._id);
    const investId = await invest(ctx.app, investor.token, campaignId, 1000);
    expect((await ask(investor.token, { Reason: 'Changed my mind', investId })).statusCode).toBe(
      201,
    );
    const request = (await lists(investor.token)).outgoing.find((r) => r.investId === investId)!;

    expect((await decide(admin.token, request._id, 'approve')).statusCode).toBe(200);
    expect(refund).toHaveBeenCalledTimes(1);
  });
});
