import type { Campaign, CampaignListResponse } from '@mitti/domain/campaign';
import { sql } from 'drizzle-orm';
import { insertTestCampaign, setUser } from '../../../test/campaign-fixtures';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser } from '../../../test/test-app';

let ctx: TestContext;
let farmer: Awaited<ReturnType<typeof newUser>>;
let draftId: string;
const ids: Record<string, string> = {};
const DAY_MS = 24 * 60 * 60 * 1000;

// Five public campaigns with known progress and returns, plus three that must never be listed.
beforeAll(async () => {
  ctx = await createTestApp();
  farmer = await newUser(ctx.app, 'Ramesh Patil');
  await setUser(ctx.db, farmer.user._id, { active: 'true' });
  const base = Date.now() - 10 * DAY_MS;
  const fixtures = [
    // title, location, crops, methods, raised/goal (rupees), returns
    [
      'Grapes',
      'Nashik, Maharashtra',
      ['Thompson Grapes'],
      ['Organic'],
      50_000,
      100_000,
      'Percentage Range',
      10,
    ],
    [
      'Basmati',
      'Dehradun, Uttarakhand',
      ['Dehradun Basmati Rice'],
      ['Organic', 'Permaculture'],
      90_000,
      100_000,
      'Percentage Range',
      8,
    ],
    [
      'Paddy',
      'Bardhaman, West Bengal',
      ['Gobindobhog Rice', 'Mustard'],
      ['Sustainable'],
      10_000,
      400_000,
      'Fixed Multiple',
      1.3,
    ],
    [
      'Wheat',
      'Ludhiana, Punjab',
      ['Wheat'],
      ['Conventional'],
      400_000,
      400_000,
      'Fixed Multiple',
      1.05,
    ],
    ['Tea', 'Dibrugarh, Assam', ['Assam Tea'], ['Organic'], 0, 200_000, 'Percentage Range', 12],
  ] as const;
  for (const [
    i,
    [title, location, crops, methods, raised, goal, type, min],
  ] of fixtures.entries()) {
    ids[title] = await insertTestCampaign(ctx.db, farmer.user._id, {
      campaignTitle: title,
      farmLocation: location,
      cropTypes: [...crops],
      farmingMethods: [...methods],
      raisedAmountPaise: raised * 100,
      fundingGoalPaise: goal * 100,
      returnsType: type,
      returnsMin: min,
      returnsMax: null,
      status: title === 'Wheat' ? 'Funded' : 'Active',
      createdAt: new Date(base + i * DAY_MS),
    });
  }
  draftId = await insertTestCampaign(ctx.db, farmer.user._id, {
    campaignTitle: 'Hidden draft',
    farmLocation: 'Secret Valley, Kerala',
    cropTypes: ['Hidden Rice'],
    status: 'Draft',
    isVerified: false,
    rejectionReason: 'Add photos of the farm.',
  });
  await insertTestCampaign(ctx.db, farmer.user._id, {
    campaignTitle: 'Cancelled one',
    status: 'Cancelled',
  });
  await insertTestCampaign(ctx.db, farmer.user._id, {
    campaignTitle: 'Active but unverified',
    isVerified: false,
  });
});
afterAll(() => ctx.close());

async function list(query: string): Promise<CampaignListResponse> {
  const res = await ctx.app.inject({ url: `/api/campaigns?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<CampaignListResponse>();
}
const titles = (response: CampaignListResponse) => response.campaigns.map((c) => c.campaignTitle);

describe('GET /api/campaigns', () => {
  it('lists only verified Active, Funded and Completed campaigns, newest first, 10 a page', async () => {
    const response = await list('');

    expect(titles(response)).toEqual(['Tea', 'Wheat', 'Paddy', 'Basmati', 'Grapes']);
    expect(response).toMatchObject({ page: 1, limit: 10, total: 5, hasMore: false });
  });

  it('answers campaigns in rupees with the farmer and no rejection reason', async () => {
    const grapes = (await list('farmLocation=nashik')).campaigns[0]!;

    expect(grapes).toMatchObject({
      _id: ids.Grapes,
      fundingGoal: 100_000,
      raisedAmount: 50_000,
      minInvestment: 1_000,
      expectedReturns: { type: 'Percentage Range', min: 10, description: 'Yearly.' },
      status: 'Active',
      isVerified: true,
      rejectionReason: null,
      userId: {
        _id: farmer.user._id,
        name: 'Ramesh Patil',
        email: farmer.email,
        verified: true,
        profilePicture: null,
      },
    });
    expect(new Date(grapes.endDate).getTime()).toBeGreaterThan(Date.now());
  });

  it('pages with limit and page and says whether there is more', async () => {
    const first = await list('limit=2&page=1');
    const second = await list('limit=2&page=2');
    const third = await list('limit=2&page=3');

    expect([titles(first), titles(second), titles(third)]).toEqual([
      ['Tea', 'Wheat'],
      ['Paddy', 'Basmati'],
      ['Grapes'],
    ]);
    expect([first.hasMore, second.hasMore, third.hasMore]).toEqual([true, true, false]);
    expect(third).toMatchObject({ page: 3, limit: 2, total: 5 });
  });

  it.each([
    ['sortBy=raisedAmount&sortOrder=desc', ['Wheat', 'Basmati', 'Grapes', 'Paddy', 'Tea']],
    ['sortBy=fundingProgress', ['Wheat', 'Basmati', 'Grapes', 'Paddy', 'Tea']],
    ['sortBy=fundingProgress&sortOrder=asc', ['Tea', 'Paddy', 'Grapes', 'Basmati', 'Wheat']],
    // 1.3x counts as 30%, 1.05x as 5%.
    ['sortBy=expectedReturn', ['Paddy', 'Tea', 'Grapes', 'Basmati', 'Wheat']],
    ['sortBy=createdAt&sortOrder=asc', ['Grapes', 'Basmati', 'Paddy', 'Wheat', 'Tea']],
  ])('sorts by %s', async (query, expected) => {
    expect(titles(await list(query))).toEqual(expected);
  });

  it.each([
    ['farmLocation=PUNJAB', ['Wheat']],
    ['farmLocation=a', ['Tea', 'Wheat', 'Paddy', 'Basmati', 'Grapes']],
    ['cropTypes=rice', ['Paddy', 'Basmati']],
    ['cropTypes=Mustard', ['Paddy']],
    ['farmingMethods=organic', ['Tea', 'Basmati', 'Grapes']],
    ['farmingMethods=Organic&cropTypes=rice&farmLocation=dehradun', ['Basmati']],
    ['farmingMethods=Organ', ['Tea', 'Basmati', 'Grapes']],
    ['farmingMethods=ABLE', ['Paddy']],
    // Any method containing the term: Organic, Conventional, Permaculture (and Biodynamic).
    ['farmingMethods=c', ['Tea', 'Wheat', 'Basmati', 'Grapes']],
    ['farmingMethods=hydroponic', []],
    ['farmLocation=100%25', []],
    ['cropTypes=hidden', []],
  ])('filters with %s', async (query, expected) => {
    const response = await list(query);
    expect(titles(response)).toEqual(expected);
    expect(response.total).toBe(expected.length);
  });

  it('refuses bad query values with 400 naming them', async () => {
    const res = await ctx.app.inject({ url: '/api/campaigns?limit=51&page=0&sortBy=price' });

    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ fields: object }>().fields).sort()).toEqual([
      'limit',
      'page',
      'sortBy',
    ]);
  });

  it('refuses a page past the last one any list has with 400, not a database error', async () => {
    const res = await ctx.app.inject({ url: '/api/campaigns?page=1000000000000000000' });

    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ page: 'page must be at most 100000' });
  });
});

describe('the listing total', () => {
  // Written with plain SQL, as another API instance on the same database would write them.
  it('follows every write that changes what the listing holds, on any instance', async () => {
    expect((await list('cropTypes=tea')).total).toBe(1);
    expect((await list('')).total).toBe(5);

    await ctx.db.execute(sql`update campaigns set status = 'Completed' where id = ${draftId}`);
    await ctx.db.execute(sql`update campaigns set is_verified = true where id = ${draftId}`);
    expect((await list('')).total).toBe(6);

    await ctx.db.execute(
      sql`update campaigns set crop_types = array['Assam Tea'] where id = ${draftId}`,
    );
    expect((await list('cropTypes=tea')).total).toBe(2);

    await ctx.db.execute(
      sql`update campaigns set status = 'Draft', is_verified = false where id = ${draftId}`,
    );
    expect((await list('')).total).toBe(5);
    expect((await list('cropTypes=tea')).total).toBe(1);
  });

  it('follows a moved farm, changed methods and a deleted campaign', async () => {
    const id = await insertTestCampaign(ctx.db, farmer.user._id, {
      campaignTitle: 'Moving',
      farmLocation: 'Jorhat, Assam',
      farmingMethods: ['Biodynamic'],
    });
    expect((await list('farmLocation=jorhat')).total).toBe(1);
    expect((await list('farmingMethods=Biodynamic')).total).toBe(1);

    await ctx.db.execute(
      sql`update campaigns set farm_location = 'Coorg, Karnataka', farming_methods = array['Organic']
        where id = ${id}`,
    );
    expect((await list('farmLocation=jorhat')).total).toBe(0);
    expect((await list('farmLocation=COORG')).total).toBe(1);
    expect((await list('farmingMethods=Biodynamic')).total).toBe(0);
    expect((await list('farmingMethods=organic&farmLocation=karnataka')).total).toBe(1);

    await ctx.db.execute(sql`delete from campaigns where id = ${id}`);
    expect((await list('farmLocation=coorg')).total).toBe(0);
    expect((await list('')).total).toBe(5);
  });

  it('stays when only a raised amount changes, which the next listing shows', async () => {
    const before = await list('');
    await ctx.db.execute(
      sql`update campaigns set raised_amount_paise = raised_amount_paise + 100 where id = ${ids.Tea}`,
    );
    const after = await list('');

    expect(after.total).toBe(before.total);
    const raised = (response: CampaignListResponse) =>
      response.campaigns.find((campaign) => campaign._id === ids.Tea)?.raisedAmount;
    expect(raised(after)).toBe(raised(before)! + 1);
  });
});

describe('GET /api/campaigns/filters/options', () => {
  const options = (query: string) =>
    ctx.app.inject({ url: `/api/campaigns/filters/options?${query}` });

  it('suggests distinct values of public campaigns that contain the term, most used first', async () => {
    expect((await options('field=cropTypes&term=RICE')).json()).toEqual([
      'Dehradun Basmati Rice',
      'Gobindobhog Rice',
    ]);
    expect((await options('field=farmingMethods')).json()).toEqual([
      'Organic',
      'Conventional',
      'Permaculture',
      'Sustainable',
    ]);
    expect((await options('field=farmLocation&term=ma')).json()).toEqual([
      'Bardhaman, West Bengal',
      'Nashik, Maharashtra',
    ]);
  });

  it('refuses another field with 400', async () => {
    const res = await options('field=story&term=a');

    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      field: 'field must be farmLocation, cropTypes or farmingMethods',
    });
  });
});

describe('GET /api/campaigns/:id', () => {
  it('shows a public campaign to anyone', async () => {
    const res = await ctx.app.inject({ url: `/api/campaigns/${ids.Tea}` });

    expect(res.statusCode).toBe(200);
    expect(res.json<Campaign>().campaignTitle).toBe('Tea');
  });

  it('hides a Draft from visitors and other users, but shows it to its owner and admins', async () => {
    const other = await newUser(ctx.app);
    const admin = await newUser(ctx.app);
    await setUser(ctx.db, admin.user._id, { role: 'admin' });

    const visitor = await ctx.app.inject({ url: `/api/campaigns/${draftId}` });
    const stranger = await ctx.app.inject({
      url: `/api/campaigns/${draftId}`,
      headers: bearer(other.token),
    });
    const owner = await ctx.app.inject({
      url: `/api/campaigns/${draftId}`,
      headers: bearer(farmer.token),
    });
    const byAdmin = await ctx.app.inject({
      url: `/api/campaigns/${draftId}`,
      headers: bearer(admin.token),
    });

    expect(visitor.statusCode).toBe(404);
    expect(visitor.json()).toEqual({ message: 'Campaign not found.', code: 'NOT_FOUND' });
    expect(stranger.statusCode).toBe(404);
    expect(owner.statusCode).toBe(200);
    expect(owner.json<Campaign>()).toMatchObject({
      status: 'Draft',
      isVerified: false,
      rejectionReason: 'Add photos of the farm.',
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json<Campaign>().rejectionReason).toBeNull();
  });

  it('answers 404 for an unknown id and for one that is not a uuid', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await ctx.app.inject({ url: `/api/campaigns/${id}` })).statusCode).toBe(404);
    }
  });
});
