import type { Campaign, CampaignListResponse } from '@mitti/domain/campaign';
import type { UserCampaignsResponse } from '@mitti/domain/investment';
import type { TimelineUpdate } from '@mitti/domain/timeline-update';
import { sql } from 'drizzle-orm';
import { insertUpdate } from '../timeline/repository';
import { digest } from '../../../test/security/database-snapshot';
import { insertTestCampaign, NEW_CAMPAIGN_FIELDS, setUser } from '../../../test/campaign-fixtures';
import { multipartForm } from '../../../test/multipart';
import { invest } from '../../../test/payments';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser } from '../../../test/test-app';

let ctx: TestContext;
let farmer: Awaited<ReturnType<typeof newUser>>;
let investor: Awaited<ReturnType<typeof newUser>>;
let admin: Awaited<ReturnType<typeof newUser>>;

beforeAll(async () => {
  ctx = await createTestApp();
  farmer = await newUser(ctx.app, 'Ramesh Patil');
  await setUser(ctx.db, farmer.user._id, { active: 'true' });
  investor = await newUser(ctx.app, 'Ananya Rao');
  admin = await newUser(ctx.app, 'Meera Iyer');
  await setUser(ctx.db, admin.user._id, { role: 'admin' });
});
afterAll(() => ctx.close());

function form(fields: Record<string, string>) {
  return multipartForm(Object.entries(fields));
}

function send(method: 'POST' | 'PUT', url: string, body: ReturnType<typeof form>, token: string) {
  return ctx.app.inject({
    method,
    url,
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
}

const get = (url: string, token?: string) =>
  ctx.app.inject({ url, headers: token ? bearer(token) : {} });

/** What everyone reads of the farmer's campaign: the listing, its page, the dashboard, the queue. */
async function reads(campaignId: string) {
  const answers = await Promise.all([
    get('/api/campaigns'),
    get(`/api/campaigns/${campaignId}`),
    get('/api/user-campaigns', farmer.token),
    get('/api/admin/campaigns?status=all', admin.token),
    get(`/api/campaigns/${campaignId}/timeline`),
  ]);
  return answers.map((res) => [res.statusCode, res.json<unknown>()]);
}

describe('a value the wire cannot carry (issue 16, item 1)', () => {
  it('an edit to end on 99999-01-01 is a 400 naming endDate; nothing is saved and every read still answers', async () => {
    const id = await insertTestCampaign(ctx.db, farmer.user._id, { campaignTitle: 'Turmeric' });
    const before = await reads(id);
    const rows = await digest(ctx.db);

    const res = await send(
      'PUT',
      `/api/campaigns/editCampaign/${id}`,
      form({ ...NEW_CAMPAIGN_FIELDS, endDate: '99999-01-01' }),
      farmer.token,
    );

    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { endDate: 'End date must be a real date (YYYY-MM-DD)' },
    });
    expect(await digest(ctx.db)).toEqual(rows);
    expect(await reads(id)).toEqual(before);
    expect(before.map(([status]) => status)).toEqual([200, 200, 200, 200, 200]);
  });

  it('a new campaign ending on 99999-01-01 is a 400 naming endDate, and none is made', async () => {
    const rows = await digest(ctx.db);

    const res = await send(
      'POST',
      '/api/campaigns',
      form({ ...NEW_CAMPAIGN_FIELDS, endDate: '99999-01-01' }),
      farmer.token,
    );

    expect([res.statusCode, res.json().fields]).toEqual([
      400,
      { endDate: 'End date must be a real date (YYYY-MM-DD)' },
    ]);
    expect(await digest(ctx.db)).toEqual(rows);
  });

  it('a timeline update dated 99999-01-01 is a 400 naming date; none is kept and the timeline still answers', async () => {
    const id = await insertTestCampaign(ctx.db, farmer.user._id, { campaignTitle: 'Ginger' });
    const rows = await digest(ctx.db);

    const res = await send(
      'POST',
      `/api/campaigns/${id}/timeline-update`,
      form({ title: 'Harvest', date: '99999-01-01', description: 'All in.' }),
      farmer.token,
    );

    expect([res.statusCode, res.json().fields]).toEqual([
      400,
      { date: 'Date must be a real date (YYYY-MM-DD)' },
    ]);
    expect(await digest(ctx.db)).toEqual(rows);
    const timeline = await get(`/api/campaigns/${id}/timeline`);
    expect([timeline.statusCode, timeline.json()]).toEqual([200, []]);
  });
});

describe('values that are not what they look like (issue 16, item 2)', () => {
  it.each([
    ['minInvestment', '1e-9', 'Minimum investment must be an amount in rupees, like 1,00,000'],
    ['fundingGoal', '0x10', 'Funding goal must be an amount in rupees, like 1,00,000'],
    ['farmSizeValue', '1e309', 'Farm size must be a number'],
    ['returnsMin', '0x10', 'Minimum return must be a number'],
    ['startDate', '0', 'Start date must be a real date (YYYY-MM-DD)'],
    ['startDate', '-1', 'Start date must be a real date (YYYY-MM-DD)'],
    ['startDate', '2026-02-30', 'Start date must be a real date (YYYY-MM-DD)'],
    [
      'minInvestment',
      '3000',
      'The funding goal must be a whole number of minimum investments, like ₹4,98,000 or ₹5,01,000',
    ],
  ])(
    'a campaign with %s %j is a 400 naming it, and nothing is written',
    async (field, value, message) => {
      const id = await insertTestCampaign(ctx.db, farmer.user._id, { campaignTitle: 'Millets' });
      const rows = await digest(ctx.db);
      const fields = { ...NEW_CAMPAIGN_FIELDS, [field]: value };

      const created = await send('POST', '/api/campaigns', form(fields), farmer.token);
      const edited = await send(
        'PUT',
        `/api/campaigns/editCampaign/${id}`,
        form(fields),
        farmer.token,
      );

      expect([created.statusCode, created.json().fields]).toEqual([400, { [field]: message }]);
      expect([edited.statusCode, edited.json().fields]).toEqual([400, { [field]: message }]);
      expect(await digest(ctx.db)).toEqual(rows);
    },
  );

  it('reads amounts typed as the site prints them, and dates as the calendar has them', async () => {
    const res = await send(
      'POST',
      '/api/campaigns',
      form({
        ...NEW_CAMPAIGN_FIELDS,
        fundingGoal: '1,00,000.50',
        minInvestment: '1.50',
        startDate: '2028-02-29',
        endDate: '2028-03-01',
      }),
      farmer.token,
    );

    expect(res.statusCode).toBe(201);
    expect(res.json<Campaign>()).toMatchObject({
      fundingGoal: 100_000.5,
      minInvestment: 1.5,
      startDate: '2028-02-29T00:00:00.000Z',
      endDate: '2028-03-01T00:00:00.000Z',
    });
  });

  it.each([[[1000]], ['0x3E8'], ['1e3'], [1e-9], ['1,000.001']])(
    'create-order refuses the amount %j as a 400 naming it, and opens no order',
    async (amount) => {
      const campaignId = await insertTestCampaign(ctx.db, farmer.user._id);
      const rows = await digest(ctx.db);

      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/payments/create-order',
        headers: bearer(investor.token),
        payload: { campaignId, amount },
      });

      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json<{ fields: object }>().fields)).toEqual(['amount']);
      expect(await digest(ctx.db)).toEqual(rows);
    },
  );
});

/**
 * Stores a value the checks of migration 0015 now refuse, as a database that held it before that
 * migration still does (its checks are NOT VALID: they leave the rows they found alone).
 */
async function keptFromBefore(table: string, constraint: string, check: string, change: string) {
  await ctx.db.execute(sql.raw(`ALTER TABLE ${table} DROP CONSTRAINT ${constraint}`));
  await ctx.db.execute(sql.raw(change));
  await ctx.db.execute(
    sql.raw(`ALTER TABLE ${table} ADD CONSTRAINT ${constraint} CHECK (${check}) NOT VALID`),
  );
}

describe('a stored row that cannot be shown is logged and left out, never the whole page', () => {
  it('leaves the campaign out of the listing, the dashboard and the queue, and its page is not found', async () => {
    const good = await insertTestCampaign(ctx.db, farmer.user._id, { campaignTitle: 'Good rice' });
    const broken = await insertTestCampaign(ctx.db, farmer.user._id, { campaignTitle: 'Far off' });
    await keptFromBefore(
      'campaigns',
      'campaigns_dates',
      `start_date between '2000-01-01' and '2100-12-31' and end_date between start_date and '2100-12-31'`,
      `UPDATE campaigns SET end_date = '99999-01-01' WHERE id = '${broken}'`,
    );
    const logged = jest.spyOn(ctx.app.log, 'error');

    const listing = await get('/api/campaigns?limit=50');
    const dashboard = await get('/api/user-campaigns', farmer.token);
    const queue = await get('/api/admin/campaigns?status=all', admin.token);
    const page = await get(`/api/campaigns/${broken}`);

    const titles = (campaigns: Campaign[]) => campaigns.map((campaign) => campaign.campaignTitle);
    expect(listing.statusCode).toBe(200);
    expect(titles(listing.json<CampaignListResponse>().campaigns)).toContain('Good rice');
    expect(titles(listing.json<CampaignListResponse>().campaigns)).not.toContain('Far off');
    expect(dashboard.statusCode).toBe(200);
    expect(titles(dashboard.json<UserCampaignsResponse>().campaigns)).toContain('Good rice');
    expect(titles(dashboard.json<UserCampaignsResponse>().campaigns)).not.toContain('Far off');
    expect(queue.statusCode).toBe(200);
    expect(titles(queue.json<{ campaigns: Campaign[] }>().campaigns)).not.toContain('Far off');
    expect([page.statusCode, page.json()]).toEqual([
      404,
      { message: 'Campaign not found.', code: 'NOT_FOUND' },
    ]);
    expect((await get(`/api/campaigns/${good}`)).statusCode).toBe(200);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ id: broken }),
      'a stored row cannot be shown, so it is left out',
    );
    logged.mockRestore();
  });

  it('leaves the update out of the timeline and the investment out of the dashboard', async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id, {
      campaignTitle: 'Jowar',
    });
    const shown = await insertUpdate(
      ctx.db,
      { campaignId, title: 'Sowing', date: '2030-01-10', description: 'Seeds are in.' },
      [],
    );
    const hidden = await insertUpdate(
      ctx.db,
      { campaignId, title: 'Far off', date: '2030-01-11', description: 'Never.' },
      [],
    );
    await keptFromBefore(
      'timeline_updates',
      'timeline_updates_date',
      `date between '2000-01-01' and '2100-12-31'`,
      `UPDATE timeline_updates SET date = '0044-03-15 BC' WHERE id = '${hidden}'`,
    );
    const kept = await invest(ctx.app, investor.token, campaignId, 1_000);
    const lost = await invest(ctx.app, investor.token, campaignId, 1_000);
    await ctx.db.execute(sql.raw(`UPDATE investments SET date = 'infinity' WHERE id = '${lost}'`));

    const timeline = await get(`/api/campaigns/${campaignId}/timeline`);
    const dashboard = await get('/api/user-campaigns', investor.token);

    expect(timeline.statusCode).toBe(200);
    expect(timeline.json<TimelineUpdate[]>().map((update) => update._id)).toEqual([shown]);
    expect(dashboard.statusCode).toBe(200);
    expect(
      dashboard.json<UserCampaignsResponse>().investments.map((investment) => investment._id),
    ).toEqual([kept]);
  });
});
