import type { UserCampaignsResponse } from '@mitti/domain/investment';
import { eq } from 'drizzle-orm';
import { insertTestCampaign } from '../../../test/campaign-fixtures';
import { invest } from '../../../test/payments';
import { askRefund, backdateRefundRequest } from '../../../test/refund-requests';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser } from '../../../test/test-app';
import { campaigns } from '../../db/schema/invest';
import { users } from '../../db/schema/users';

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
        expectedReturns: {
          type: 'Percentage Range',
          min: 8,
          max: 12,
          description: 'Yearly.',
        },
      },
      status: 'Refunded',
      units: 1,
      refundStatus: 'Approved',
    });
  });
  it("carries each campaign's return terms while it is open; its investors still open it", async () => {
    const backer = await newUser(ctx.app, 'Meera Iyer');
    const grower = await newUser(ctx.app, 'Harpreet Gill');
    const open = (campaignTitle: string, userId = farmer.user._id, overrides = {}) =>
      insertTestCampaign(ctx.db, userId, { campaignTitle, ...overrides });
    const ids = {
      multiple: await open('Multiple', farmer.user._id, {
        returnsType: 'Fixed Multiple',
        returnsMin: 1.5,
        returnsMax: null,
        returnsDescription: 'At harvest.',
      }),
      range: await open('Range'),
      cancelled: await open('Cancelled'),
      disabledFarmer: await open('Disabled farmer', grower.user._id),
      ownInReview: await open('Own, in review', backer.user._id),
    };
    for (const id of Object.values(ids)) await invest(ctx.app, backer.token, id, 1000);
    await ctx.db
      .update(campaigns)
      .set({ status: 'Cancelled' })
      .where(eq(campaigns.id, ids.cancelled));
    await ctx.db
      .update(campaigns)
      .set({ status: 'Draft', isVerified: false })
      .where(eq(campaigns.id, ids.ownInReview));
    await ctx.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, grower.user._id));

    const res = await ctx.app.inject({ url: '/api/user-campaigns', headers: bearer(backer.token) });

    expect(res.statusCode).toBe(200);
    const { investments } = res.json<UserCampaignsResponse>();
    const terms = Object.fromEntries(
      investments.map(({ campaignId }) => [campaignId.campaignTitle, campaignId.expectedReturns]),
    );
    const yearly = { type: 'Percentage Range', min: 8, max: 12, description: 'Yearly.' };
    expect(terms).toEqual({
      Multiple: { type: 'Fixed Multiple', min: 1.5, description: 'At harvest.' },
      Range: yearly,
      'Own, in review': yearly,
      Cancelled: null,
      'Disabled farmer': null,
    });
    // An investor still opens a campaign cancelled with their money in it, and one whose farmer
    // operators disabled: they follow it and ask Mitti's operators for their refund.
    const opened: Record<string, number> = {};
    for (const { campaignId } of investments) {
      const one = await ctx.app.inject({
        url: `/api/campaigns/${campaignId._id}`,
        headers: bearer(backer.token),
      });
      opened[campaignId.campaignTitle] = one.statusCode;
    }
    expect(opened).toEqual({
      Multiple: 200,
      Range: 200,
      'Own, in review': 200,
      Cancelled: 200,
      'Disabled farmer': 200,
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
