import type { AuditLogResponse } from '@mitti/domain/audit';
import { REFUND_OVERSIGHT_DAYS } from '@mitti/domain/admin';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit';
import { verificationRequests } from '../../db/schema/invest';
import { insertTestCampaign, reviewedVersion, setUser } from '../../../test/campaign-fixtures';
import { invest } from '../../../test/payments';
import { askRefund, backdateRefundRequest } from '../../../test/refund-requests';
import { insertTestItem, placeCashOrder } from '../../../test/shop-fixtures';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser } from '../../../test/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof newUser>>;
let farmer: Awaited<ReturnType<typeof newUser>>;
let investor: Awaited<ReturnType<typeof newUser>>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await newUser(ctx.app, 'Meera Iyer');
  await setUser(ctx.db, admin.user._id, { role: 'admin' });
  farmer = await newUser(ctx.app, 'Lakshmi Nair');
  investor = await newUser(ctx.app, 'Ananya Rao');
});
afterAll(() => ctx.close());

function asAdmin(method: 'POST' | 'PATCH', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: bearer(admin.token), payload });
}

async function entriesFor(entityId: string) {
  return ctx.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.at);
}

/** A refund request on a new investment, left by the owner past the oversight days. */
async function overdueRefundRequest(): Promise<string> {
  const campaignId = await insertTestCampaign(ctx.db, farmer.user._id);
  const investId = await invest(ctx.app, investor.token, campaignId, 1000);
  const { _id: id } = await askRefund(ctx.app, investor.token, investId);
  const overdueSince = Date.now() - (REFUND_OVERSIGHT_DAYS + 1) * DAY_MS;
  await backdateRefundRequest(ctx.db, id, new Date(overdueSince));
  return id;
}

describe("operators' actions are audited in their transaction", () => {
  it('campaign approve and reject', async () => {
    const approved = await insertTestCampaign(ctx.db, farmer.user._id, {
      status: 'Draft',
      isVerified: false,
    });
    const rejected = await insertTestCampaign(ctx.db, farmer.user._id, {
      status: 'Draft',
      isVerified: false,
    });
    const approval = await reviewedVersion(ctx.db, approved);
    expect(
      (await asAdmin('POST', `/api/admin/campaigns/${approved}/approve`, approval)).statusCode,
    ).toBe(200);
    expect(
      (
        await asAdmin('POST', `/api/admin/campaigns/${rejected}/reject`, {
          reason: 'Blurry photos.',
          ...(await reviewedVersion(ctx.db, rejected)),
        })
      ).statusCode,
    ).toBe(200);

    expect(await entriesFor(approved)).toEqual([
      expect.objectContaining({
        actorId: admin.user._id,
        action: 'campaign.approve',
        entityType: 'campaign',
        before: expect.objectContaining({ status: 'Draft', isVerified: false }),
        after: expect.objectContaining({ status: 'Active', isVerified: true }),
        reason: null,
      }),
    ]);
    expect(await entriesFor(rejected)).toEqual([
      expect.objectContaining({
        action: 'campaign.reject',
        before: { rejectionReason: null },
        after: { rejectionReason: 'Blurry photos.' },
        reason: 'Blurry photos.',
      }),
    ]);
    // A refused action leaves no entry: the transaction rolled back.
    const again = await asAdmin('POST', `/api/admin/campaigns/${approved}/approve`, approval);
    expect(again.statusCode).toBe(409);
    expect(await entriesFor(approved)).toHaveLength(1);
  });

  it('verification approve and decline', async () => {
    const ids: string[] = [];
    for (const name of ['Kavya Menon', 'Ravi Kumar']) {
      const applicant = await newUser(ctx.app, name);
      await ctx.app.inject({
        method: 'POST',
        url: '/api/sending-request',
        headers: bearer(applicant.token),
      });
      const [request] = await ctx.db
        .select()
        .from(verificationRequests)
        .where(eq(verificationRequests.userId, applicant.user._id));
      ids.push(request!.id);
    }
    const [approveId, declineId] = ids as [string, string];
    await asAdmin('POST', `/api/admin/verification-requests/${approveId}/approve`);
    await asAdmin('POST', `/api/admin/verification-requests/${declineId}/decline`, {
      reason: 'No papers.',
    });

    expect(await entriesFor(approveId)).toEqual([
      expect.objectContaining({
        action: 'verification.approve',
        entityType: 'verification',
        before: { status: 'open', active: 'false' },
        after: { status: 'approved', active: 'true' },
      }),
    ]);
    expect(await entriesFor(declineId)).toEqual([
      expect.objectContaining({
        action: 'verification.decline',
        before: { status: 'open', active: 'false' },
        after: { status: 'rejected', active: 'false' },
        reason: 'No papers.',
      }),
    ]);
  });

  it("refund decisions by an operator, not the owner's own", async () => {
    const approveId = await overdueRefundRequest();
    const rejectId = await overdueRefundRequest();
    const ownersId = await overdueRefundRequest();
    expect((await asAdmin('POST', `/api/refund-requests/${approveId}/approve`)).statusCode).toBe(
      200,
    );
    expect(
      (
        await asAdmin('POST', `/api/refund-requests/${rejectId}/reject`, {
          note: 'Harvest is insured.',
        })
      ).statusCode,
    ).toBe(200);
    const byOwner = await ctx.app.inject({
      method: 'POST',
      url: `/api/refund-requests/${ownersId}/approve`,
      headers: bearer(farmer.token),
    });
    expect(byOwner.statusCode).toBe(200);

    expect(await entriesFor(approveId)).toEqual([
      expect.objectContaining({
        actorId: admin.user._id,
        action: 'refund.approve',
        entityType: 'refund',
        before: { status: 'open', note: null },
        after: { status: 'approved', note: null },
      }),
    ]);
    expect(await entriesFor(rejectId)).toEqual([
      expect.objectContaining({
        action: 'refund.reject',
        after: { status: 'rejected', note: 'Harvest is insured.' },
        reason: 'Harvest is insured.',
      }),
    ]);
    expect(await entriesFor(ownersId)).toEqual([]);
  });

  it('order fulfilment moves', async () => {
    const itemId = await insertTestItem(ctx.db);
    const order = await placeCashOrder(ctx.app, investor.token, itemId, '100 g');
    await asAdmin('PATCH', `/api/admin/orders/${order._id}`, { orderStatus: 'Shipped' });
    await asAdmin('PATCH', `/api/admin/orders/${order._id}`, { orderStatus: 'Delivered' });

    const entries = await entriesFor(order._id);
    expect(entries.map((e) => [e.action, e.entityType, e.before, e.after])).toEqual(
      expect.arrayContaining([
        ['order.move', 'order', { status: 'Processing' }, { status: 'Shipped' }],
        [
          'order.move',
          'order',
          { status: 'Shipped', paymentStatus: 'Pending' },
          { status: 'Delivered', paymentStatus: 'Paid' },
        ],
      ]),
    );
    expect(entries).toHaveLength(2);
  });
});

describe('GET /api/admin/audit', () => {
  async function read(query: string) {
    const res = await ctx.app.inject({
      url: `/api/admin/audit${query}`,
      headers: bearer(admin.token),
    });
    return res;
  }

  it('lists entries newest first with the actor, filtered and a page at a time', async () => {
    const all = (await read('?limit=100')).json<AuditLogResponse>();
    expect(all.total).toBe(8);
    const times = all.entries.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.entries[0]!.actor).toEqual({
      _id: admin.user._id,
      name: 'Meera Iyer',
      email: admin.email,
    });

    const orders = (await read('?entityType=order&limit=1')).json<AuditLogResponse>();
    expect(orders).toMatchObject({ page: 1, limit: 1, total: 2, hasMore: true });
    expect(orders.entries[0]).toMatchObject({
      action: 'order.move',
      after: { status: 'Delivered', paymentStatus: 'Paid' },
    });
    const second = (await read('?entityType=order&limit=1&page=2')).json<AuditLogResponse>();
    expect(second).toMatchObject({ page: 2, total: 2, hasMore: false });
    expect(second.entries[0]!.after).toEqual({ status: 'Shipped' });

    expect(orders.entries[0]!.farmer).toBeNull();

    // A verification entry names the farmer who asked, for a link to their account.
    const verifications = (await read('?entityType=verification')).json<AuditLogResponse>();
    const asked = await ctx.db.select().from(verificationRequests);
    const farmerOf = (requestId: string) =>
      asked.find((request) => request.id === requestId)?.userId;
    expect(
      verifications.entries.map(({ action, entityId, farmer }) => [
        action,
        farmer?.name,
        farmer?._id === farmerOf(entityId),
      ]),
    ).toEqual([
      ['verification.decline', 'Ravi Kumar', true],
      ['verification.approve', 'Kavya Menon', true],
    ]);

    const rejects = (await read('?action=campaign.reject')).json<AuditLogResponse>();
    expect(rejects.entries.map((e) => e.reason)).toEqual(['Blurry photos.']);
    const byId = (
      await read(`?entityId=${rejects.entries[0]!.entityId}&actorId=${admin.user._id}`)
    ).json<AuditLogResponse>();
    expect(byId.total).toBe(1);

    const future = (await read('?from=2999-01-01T00:00:00.000Z')).json<AuditLogResponse>();
    expect(future).toMatchObject({ entries: [], total: 0, hasMore: false });
    const past = (await read('?to=2000-01-01T00:00:00.000Z')).json<AuditLogResponse>();
    expect(past.total).toBe(0);
    const now = new Date();
    const today = (
      await read(
        `?from=${new Date(now.getTime() - DAY_MS).toISOString()}&to=${new Date(now.getTime() + DAY_MS).toISOString()}&limit=100`,
      )
    ).json<AuditLogResponse>();
    expect(today.total).toBe(all.total);
  });

  it('names the bad filter with 400', async () => {
    for (const [query, field] of [
      ['?from=yesterday', 'from'],
      ['?limit=0', 'limit'],
      ['?actorId=someone', 'actorId'],
      ['?action=approve', 'action'],
    ]) {
      const res = await read(query!);
      expect([query, res.statusCode]).toEqual([query, 400]);
      expect(res.json().fields).toHaveProperty(field!);
    }
  });
});
