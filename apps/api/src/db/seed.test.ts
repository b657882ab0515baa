import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Campaign, CampaignListResponse } from '@mitti/domain/campaign';
import type { UserCampaignsResponse } from '@mitti/domain/investment';
import type { RefundRequestsResponse } from '@mitti/domain/refund-request';
import type { TimelineUpdate } from '@mitti/domain/timeline-update';
import type { AuthResponse, UserProfile } from '@mitti/domain/user';
import { eq } from 'drizzle-orm';
import type { TestContext } from '../test/test-app';
import { bearer, createTestApp } from '../test/test-app';
import { campaigns, investments, refundRequests, timelineUpdates } from './schema/invest';
import { addresses, users } from './schema/users';
import { DEMO_PASSWORD, seedDemo } from './seed';
import { createLocalStorage, uploadsDir } from '../storage/local-storage';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ seedDemo: true });
});
afterAll(() => ctx.close());

describe('demo seed', () => {
  it('creates the demo accounts once, even when run again', async () => {
    await seedDemo(ctx.db, createLocalStorage(uploadsDir(ctx.config.dataDir)));

    const rows = await ctx.db.select().from(users);
    expect(rows.map((u) => [u.email, u.name, u.role, u.active]).sort()).toEqual([
      ['admin@mitti.test', 'Meera Iyer', 'admin', 'false'],
      ['farmer@mitti.test', 'Ramesh Patil', 'user', 'true'],
      ['gurpreet@mitti.test', 'Gurpreet Singh', 'user', 'true'],
      ['investor@mitti.test', 'Ananya Rao', 'user', 'false'],
      ['lakshmi@mitti.test', 'Lakshmi Nair', 'user', 'true'],
      ['newfarmer@mitti.test', 'Suresh Kumar', 'user', 'false'],
    ]);
    expect(rows.every((u) => /^\d{10}$/.test(u.phone))).toBe(true);
    const investor = rows.find((u) => u.email === 'investor@mitti.test')!;
    expect(
      await ctx.db.select().from(addresses).where(eq(addresses.userId, investor.id)),
    ).toHaveLength(2);
  });

  it('lets the investor sign in with the demo password and see a PNG avatar', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'investor@mitti.test', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const { token } = login.json<AuthResponse>();
    const profile = (
      await ctx.app.inject({ url: '/api/user-profile', headers: bearer(token) })
    ).json<UserProfile>();
    expect(profile.addresses.map((a) => a.name)).toEqual(['Home', 'Office']);

    const url = profile.profilePicture!.url;
    const avatar = await ctx.app.inject({ url });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/png');
    const file = path.join(uploadsDir(ctx.config.dataDir), url.replace('/uploads/', ''));
    expect(avatar.rawPayload.equals(readFileSync(file))).toBe(true);
  });
});

describe('demo campaigns', () => {
  it('lists 16 public campaigns from different states, once, and keeps the two drafts hidden', async () => {
    await seedDemo(ctx.db, createLocalStorage(uploadsDir(ctx.config.dataDir)));

    const listing = (
      await ctx.app.inject({ url: '/api/campaigns?limit=50' })
    ).json<CampaignListResponse>();
    expect(listing.total).toBe(16);
    const states = new Set(listing.campaigns.map((c) => c.farmLocation.split(', ').at(-1)));
    expect(states.size).toBe(16);
    expect(new Set(listing.campaigns.map((c) => c.status))).toEqual(
      new Set(['Active', 'Funded', 'Completed']),
    );
    expect(listing.campaigns.every((c) => c.visuals.length >= 2)).toBe(true);
    expect(await ctx.db.select().from(campaigns)).toHaveLength(18);
  });

  it('serves the illustrations as SVG that cannot run script', async () => {
    const [campaign] = (
      await ctx.app.inject({ url: '/api/campaigns?limit=1' })
    ).json<CampaignListResponse>().campaigns;

    const res = await ctx.app.inject({ url: campaign!.visuals[0]!.url });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).not.toMatch(/<script|on\w+=/i);
  });
});

describe('demo activity', () => {
  async function login(email: string): Promise<string> {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    return res.json<AuthResponse>().token;
  }

  it('gives the investor four investments, counted in the raised amounts, one with a pending refund', async () => {
    await seedDemo(ctx.db, createLocalStorage(uploadsDir(ctx.config.dataDir)));
    const token = await login('investor@mitti.test');

    const { investments: mine } = (
      await ctx.app.inject({ url: '/api/user-campaigns', headers: bearer(token) })
    ).json<UserCampaignsResponse>();

    expect(mine).toHaveLength(4);
    expect(mine.map((i) => i.refundStatus).sort()).toEqual(['Pending', null, null, null]);
    expect(await ctx.db.select().from(investments)).toHaveLength(4);
    expect(await ctx.db.select().from(refundRequests)).toHaveLength(1);
    for (const investment of mine) {
      const campaign = (
        await ctx.app.inject({ url: `/api/campaigns/${investment.campaignId._id}` })
      ).json<Campaign>();
      expect(campaign.status).toBe('Active');
      expect(campaign.raisedAmount).toBeLessThanOrEqual(campaign.fundingGoal);
      expect(investment.amount).toBe(investment.units * campaign.minInvestment);
    }
    const farmer = await login('farmer@mitti.test');
    const requests = (
      await ctx.app.inject({ url: '/api/refund-requests', headers: bearer(farmer) })
    ).json<RefundRequestsResponse>();
    expect(requests.incoming.map((r) => [r.investorName, r.status])).toEqual([
      ['Ananya Rao', 'Pending'],
    ]);
  });

  it('gives each public campaign of the demo farmer two or three past timeline updates, once', async () => {
    await seedDemo(ctx.db, createLocalStorage(uploadsDir(ctx.config.dataDir)));
    const token = await login('farmer@mitti.test');
    const { campaigns: own } = (
      await ctx.app.inject({ url: '/api/user-campaigns', headers: bearer(token) })
    ).json<UserCampaignsResponse>();
    const today = new Date().toISOString();

    for (const campaign of own.filter((c) => c.status !== 'Draft')) {
      const updates = (
        await ctx.app.inject({ url: `/api/campaigns/${campaign._id}/timeline` })
      ).json<TimelineUpdate[]>();
      expect(updates.length).toBeGreaterThanOrEqual(2);
      expect(updates.length).toBeLessThanOrEqual(3);
      expect(updates.every((u) => u.date < today && u.images.length <= 2)).toBe(true);
    }
    // 11 public campaigns, alternately 2 and 3 updates; the earlier runs of seedDemo added none.
    expect(await ctx.db.select().from(timelineUpdates)).toHaveLength(27);
  });
});
