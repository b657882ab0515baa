import type { Campaign, CampaignListResponse } from '@mitti/domain/campaign';
import { eq } from 'drizzle-orm';
import { campaigns } from '../../db/schema/invest';
import {
  insertTestCampaign,
  NEW_CAMPAIGN_FIELDS,
  reviewedVersion,
  setUser,
} from '../../../test/campaign-fixtures';
import { multipartForm } from '../../../test/multipart';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser } from '../../../test/test-app';
import { testClock } from '../../../test/test-clock';

// NEW_CAMPAIGN_FIELDS runs from 2030-01-10 to 2030-03-10; the clock decides whether that has passed.
const BEFORE_THE_END = '2030-02-01T09:00:00.000Z';
const AFTER_THE_END = '2030-03-11T09:00:00.000Z';
const ENDED = 'The end date has passed. Choose today or a later date.';

const clock = testClock(BEFORE_THE_END);
let ctx: TestContext;
let farmer: Awaited<ReturnType<typeof newUser>>;
let admin: Awaited<ReturnType<typeof newUser>>;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
  farmer = await newUser(ctx.app, 'Ramesh Patil');
  await setUser(ctx.db, farmer.user._id, { active: 'true' });
  admin = await newUser(ctx.app, 'Meera Iyer');
  await setUser(ctx.db, admin.user._id, { role: 'admin' });
});
afterAll(() => ctx.close());
beforeEach(() => clock.set(BEFORE_THE_END));

function submit(fields: Record<string, string>) {
  const body = multipartForm(Object.entries(fields));
  return ctx.app.inject({
    method: 'POST',
    url: '/api/campaigns',
    headers: { ...body.headers, ...bearer(farmer.token) },
    payload: body.payload,
  });
}

function edit(token: string, id: string, fields: Record<string, string>) {
  const body = multipartForm(Object.entries(fields));
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/campaigns/editCampaign/${id}`,
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
}

const approve = async (id: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/campaigns/${id}/approve`,
    headers: bearer(admin.token),
    payload: await reviewedVersion(ctx.db, id),
  });

async function row(id: string) {
  const [campaign] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, id));
  return campaign!;
}

async function publicIds(): Promise<string[]> {
  const listing = (
    await ctx.app.inject({ url: '/api/campaigns?limit=50' })
  ).json<CampaignListResponse>();
  return listing.campaigns.map((campaign) => campaign._id);
}

describe('a campaign whose end date has passed', () => {
  it('cannot be submitted: 400 naming endDate, and nothing is stored', async () => {
    clock.set(AFTER_THE_END);
    const before = (await ctx.db.select().from(campaigns)).length;

    const res = await submit(NEW_CAMPAIGN_FIELDS);

    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: ENDED,
      code: 'VALIDATION',
      fields: { endDate: ENDED },
    });
    expect(await ctx.db.select().from(campaigns)).toHaveLength(before);
  });

  it('is accepted on its end date, the last day to invest, and refused from midnight in India', async () => {
    clock.set('2030-03-10T18:29:00.000Z');
    expect((await submit(NEW_CAMPAIGN_FIELDS)).statusCode).toBe(201);

    clock.set('2030-03-10T18:30:00.000Z');
    const res = await submit(NEW_CAMPAIGN_FIELDS);

    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ endDate: ENDED });
  });

  it('is accepted while its end date is ahead', async () => {
    const res = await submit(NEW_CAMPAIGN_FIELDS);

    expect(res.statusCode).toBe(201);
    expect(res.json<Campaign>()).toMatchObject({
      status: 'Draft',
      endDate: '2030-03-10T00:00:00.000Z',
    });
  });

  it('cannot be put back in review by an edit that keeps or sets a past end date', async () => {
    const id = (await submit(NEW_CAMPAIGN_FIELDS)).json<Campaign>()._id;
    clock.set(AFTER_THE_END);

    const kept = await edit(farmer.token, id, { ...NEW_CAMPAIGN_FIELDS, story: 'New story.' });
    const moved = await edit(farmer.token, id, { ...NEW_CAMPAIGN_FIELDS, endDate: '2030-03-01' });

    for (const res of [kept, moved]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ endDate: ENDED });
    }
    expect((await row(id)).story).toBe(NEW_CAMPAIGN_FIELDS.story);
    const later = await edit(farmer.token, id, { ...NEW_CAMPAIGN_FIELDS, endDate: '2030-06-30' });
    expect(later.statusCode).toBe(200);
    expect((await row(id)).endDate).toBe('2030-06-30');
  });

  it('cannot be approved by an admin once its end date passed in the queue (409)', async () => {
    const id = (await submit(NEW_CAMPAIGN_FIELDS)).json<Campaign>()._id;
    clock.set(AFTER_THE_END);

    const res = await approve(id);

    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: "This campaign's end date has passed, so it cannot be approved.",
      code: 'CAMPAIGN_ENDED',
    });
    expect(await row(id)).toMatchObject({ status: 'Draft', isVerified: false, approvedAt: null });
    expect(await publicIds()).not.toContain(id);
  });

  it('cannot be made Active by an admin through the edit form either', async () => {
    const id = (await submit(NEW_CAMPAIGN_FIELDS)).json<Campaign>()._id;
    clock.set(AFTER_THE_END);

    const res = await edit(admin.token, id, { ...NEW_CAMPAIGN_FIELDS, status: 'Active' });

    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CAMPAIGN_ENDED');
    expect(await row(id)).toMatchObject({ status: 'Draft', isVerified: false });
  });

  it('is approved the day before it ends', async () => {
    const id = (await submit(NEW_CAMPAIGN_FIELDS)).json<Campaign>()._id;
    clock.set('2030-03-09T23:00:00.000Z');

    const res = await approve(id);

    expect(res.statusCode).toBe(200);
    expect(res.json().campaign).toMatchObject({
      status: 'Active',
      approvedAt: '2030-03-09T23:00:00.000Z',
    });
  });

  it('keeps the text of a live campaign editable after it ends', async () => {
    const id = await insertTestCampaign(ctx.db, farmer.user._id, {
      fundingGoalPaise: 500_000_00,
      minInvestmentPaise: 5_000_00,
      returnsMin: 10,
      returnsMax: null,
      returnsDescription: NEW_CAMPAIGN_FIELDS.returnsDescription,
      startDate: NEW_CAMPAIGN_FIELDS.startDate,
      endDate: NEW_CAMPAIGN_FIELDS.endDate,
    });
    clock.set(AFTER_THE_END);

    const res = await edit(farmer.token, id, { ...NEW_CAMPAIGN_FIELDS, story: 'Harvest is in.' });

    expect(res.statusCode).toBe(200);
    expect((await row(id)).story).toBe('Harvest is in.');
  });
});
