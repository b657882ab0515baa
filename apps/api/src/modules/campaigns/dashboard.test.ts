import type { UserCampaignsResponse } from '@mitti/domain/investment';
import { insertTestCampaign } from '../../../test/campaign-fixtures';
import { invest } from '../../../test/payments';
import { askRefund, backdateRefundRequest } from '../../../test/refund-requests';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser } from '../../../test/test-app';

let ctx: TestContext;
let farmer: Awaited<ReturnType<typeof newUser>>;
let investor: Awaited<ReturnType<typeof newUser>>;
let other: Awaited<ReturnType<typeof newUser>>;

beforeAll(async () => {
  ctx = await createTestApp();
  farmer = await newUser(ctx.app, 'Ramesh Patil');
  investor = await newUser(ctx.app, 'Ananya Rao');
  other = await newUser(ctx.app, 'Kabir Shah');
});
afterAll(() => ctx.close());

async function decide(id: string, action: 'approve' | 'reject') {
  const decided = await ctx.app.inject({
    method: 'POST',
    url: `/api/refund-requests/${id}/${action}`,
    headers: bearer(farmer.token),
    ...(action === 'reject' ? { payload: { note: 'Lock-in period' } } : {}),
  });
  expect(decided.statusCode).toBe(200);
}

describe('GET /api/user-campaigns', () => {
  it('lists every investment newest first with the status of its latest refund request', async () => {
    const titles = ['Untouched', 'Asked', 'Turned down', 'Asked again', 'Refunded'];
    const ids: Record<string, string> = {};
    for (const campaignTitle of titles) {
      const campaignId = await insertTestCampaign(ctx.db, farmer.user._id, { campaignTitle });
      ids[campaignTitle] = await invest(ctx.app, investor.token, campaignId, 1000);
    }
    // Someone else's request on the same farm is not the investor's.
    const theirs = await invest(
      ctx.app,
      other.token,
      (await ctx.app.inject({ url: '/api/user-campaigns', headers: bearer(investor.token) }))
        .json<UserCampaignsResponse>()
        .investments.find((investment) => investment._id === ids.Untouched)!.campaignId._id,
      1000,
    );
    await askRefund(ctx.app, other.token, theirs);

    await askRefund(ctx.app, investor.token, ids.Asked!);
    await decide((await askRefund(ctx.app, investor.token, ids['Turned down']!))._id, 'reject');
    const first = await askRefund(ctx.app, investor.token, ids['Asked again']!);
    await decide(first._id, 'reject');
    // Asked a minute before the new request, which is the latest.
    await backdateRefundRequest(ctx.db, first._id, new Date(Date.now() - 60_000));
    await askRefund(ctx.app, investor.token, ids['Asked again']!);
    await decide((await askRefund(ctx.app, investor.token, ids.Refunded!))._id, 'approve');

    const res = await ctx.app.inject({
      url: '/api/user-campaigns',
      headers: bearer(investor.token),
    });

    expect(res.statusCode).toBe(200);
    const { investments } = res.json<UserCampaignsResponse>();
    expect(
      investments.map(({ campaignId, status, refundStatus, amount }) => ({
        title: campaignId.campaignTitle,
        status,
        refundStatus,
        amount,
      })),
    ).toEqual([
      { title: 'Refunded', status: 'Refunded', refundStatus: 'Approved', amount: 1000 },
      { title: 'Asked again', status: 'Confirmed', refundStatus: 'Pending', amount: 1000 },
      { title: 'Turned down', status: 'Confirmed', refundStatus: 'Rejected', amount: 1000 },
      { title: 'Asked', status: 'Confirmed', refundStatus: 'Pending', amount: 1000 },
      { title: 'Untouched', status: 'Confirmed', refundStatus: null, amount: 1000 },
    ]);
    expect(investments[0]).toEqual({
      _id: ids.Refunded,
      amount: 1000,
      date: expect.any(String),
      farmName: 'Test Farm',
      campaignId: {
        _id: expect.any(String),
        campaignTitle: 'Refunded',
        farmName: 'Test Farm',
        fundingGoal: 100_000,
      },
      status: 'Refunded',
      units: 1,
      refundStatus: 'Approved',
    });
  });
  it("lists the user's own campaigns newest first, each with its visuals in order", async () => {
    const grower = await newUser(ctx.app, 'Sunita Deshmukh');
    const visual = (name: string) => ({
      url: `/uploads/campaigns/${name}.png`,
      publicId: `campaigns/${name}.png`,
    });
    const older = await insertTestCampaign(
      ctx.db,
      grower.user._id,
      { campaignTitle: 'Older', createdAt: new Date('2026-01-01T00:00:00Z') },
      [visual('older-b'), visual('older-a')],
    );
    const newer = await insertTestCampaign(
      ctx.db,
      grower.user._id,
      { campaignTitle: 'Newer', status: 'Draft', isVerified: false },
      [visual('newer')],
    );
    await insertTestCampaign(ctx.db, farmer.user._id, { campaignTitle: 'Not theirs' }, [
      visual('not-theirs'),
    ]);

    const res = await ctx.app.inject({ url: '/api/user-campaigns', headers: bearer(grower.token) });

    expect(res.statusCode).toBe(200);
    const { campaigns, investments } = res.json<UserCampaignsResponse>();
    expect(investments).toEqual([]);
    expect(
      campaigns.map(({ _id, campaignTitle, visuals, userId }) => ({
        _id,
        campaignTitle,
        visuals: visuals.map((media) => media.public_id),
        owner: userId._id,
      })),
    ).toEqual([
      {
        _id: newer,
        campaignTitle: 'Newer',
        visuals: ['campaigns/newer.png'],
        owner: grower.user._id,
      },
      {
        _id: older,
        campaignTitle: 'Older',
        visuals: ['campaigns/older-b.png', 'campaigns/older-a.png'],
        owner: grower.user._id,
      },
    ]);
  });
});
