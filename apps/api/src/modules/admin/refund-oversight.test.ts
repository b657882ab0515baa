import type { AdminRefundRequest, AdminRefundRequestsResponse } from '@mitti/domain/admin';
import { REFUND_OVERSIGHT_DAYS } from '@mitti/domain/admin';
import type { RefundRequestsResponse } from '@mitti/domain/refund-request';
import { insertTestCampaign, setUser } from '../../../test/campaign-fixtures';
import { invest } from '../../../test/payments';
import { askRefund, backdateRefundRequest } from '../../../test/refund-requests';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser } from '../../../test/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof newUser>>;
let investor: Awaited<ReturnType<typeof newUser>>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await newUser(ctx.app, 'Meera Iyer');
  await setUser(ctx.db, admin.user._id, { role: 'admin' });
  investor = await newUser(ctx.app, 'Ananya Rao');
});
afterAll(() => ctx.close());

/** An investment in a new campaign of `owner` with a request for it, asked `daysAgo`. */
async function requestOn(ownerName: string, daysAgo: number) {
  const owner = await newUser(ctx.app, ownerName);
  const campaignId = await insertTestCampaign(ctx.db, owner.user._id, {
    campaignTitle: `${ownerName}'s farm`,
  });
  const investId = await invest(ctx.app, investor.token, campaignId, 1000);
  const { _id: id } = await askRefund(ctx.app, investor.token, investId);
  await backdateRefundRequest(ctx.db, id, new Date(Date.now() - daysAgo * DAY_MS));
  return { owner, id };
}

async function oversight(): Promise<AdminRefundRequestsResponse> {
  const res = await ctx.app.inject({
    url: '/api/admin/refund-requests',
    headers: bearer(admin.token),
  });
  expect(res.statusCode).toBe(200);
  return res.json<AdminRefundRequestsResponse>();
}

describe('GET /api/admin/refund-requests', () => {
  it('lists every request with its owner, overdue once pending for 7 days, the overdue first', async () => {
    const fresh = await requestOn('Ramesh Patil', 1);
    const due = await requestOn('Lakshmi Nair', REFUND_OVERSIGHT_DAYS);
    const decided = await requestOn('Gurpreet Singh', REFUND_OVERSIGHT_DAYS + 3);
    const rejected = await ctx.app.inject({
      method: 'POST',
      url: `/api/refund-requests/${decided.id}/reject`,
      headers: bearer(decided.owner.token),
      payload: { note: 'Harvest is insured.' },
    });
    expect(rejected.statusCode).toBe(200);

    const answer = await oversight();
    const list: AdminRefundRequest[] = answer.requests;

    expect(list.map((r) => [r._id, r.ownerName, r.status, r.overdue])).toEqual([
      [due.id, 'Lakshmi Nair', 'Pending', true],
      [fresh.id, 'Ramesh Patil', 'Pending', false],
      [decided.id, 'Gurpreet Singh', 'Rejected', false],
    ]);
    expect(answer).toMatchObject({ page: 1, limit: 20, total: 3, hasMore: false, overdueCount: 1 });
    const { outgoing } = (
      await ctx.app.inject({ url: '/api/refund-requests', headers: bearer(investor.token) })
    ).json<RefundRequestsResponse>();
    expect(list[0]).toEqual({
      ...outgoing.find((r) => r._id === due.id),
      ownerName: 'Lakshmi Nair',
      ownerDisabled: false,
      overdue: true,
    });
  });

  it("lets operators decide at once a request whose owner's account is disabled", async () => {
    const { owner, id } = await requestOn('Suresh Gowda', 1);
    const before = await oversight();
    expect(before.requests.find((r) => r._id === id)).toMatchObject({
      ownerDisabled: false,
      overdue: false,
    });
    const disabled = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${owner.user._id}/disabled`,
      headers: bearer(admin.token),
      payload: { disabled: true, reason: 'Fake land papers.' },
    });
    expect(disabled.statusCode).toBe(200);

    const after = await oversight();
    expect(after.requests.find((r) => r._id === id)).toMatchObject({
      status: 'Pending',
      ownerDisabled: true,
      overdue: true,
    });
    expect(after.overdueCount).toBe(before.overdueCount + 1);
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/refund-requests/${id}/approve`,
      headers: bearer(admin.token),
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ request: { _id: id, status: 'Approved' } });
  });
});
