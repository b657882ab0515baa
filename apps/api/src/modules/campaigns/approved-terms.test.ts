import type { CampaignChangesResponse } from '@mitti/domain/admin';
import type { Campaign } from '@mitti/domain/campaign';
import { eq } from 'drizzle-orm';
import { campaignChanges, campaigns } from '../../db/schema/invest';
import { solidPng } from '../../db/solid-png';
import { NEW_CAMPAIGN_FIELDS, setUser } from '../../../test/campaign-fixtures';
import type { FormFile } from '../../../test/multipart';
import { multipartForm } from '../../../test/multipart';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser } from '../../../test/test-app';
import { testClock } from '../../../test/test-clock';

const clock = testClock('2030-01-05T08:00:00.000Z');
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

const FIELDS = { ...NEW_CAMPAIGN_FIELDS, returnsMax: '14' };

const png = (): FormFile => ({
  field: 'visuals',
  filename: 'farm.png',
  contentType: 'image/png',
  data: solidPng(16, [10, 120, 40]),
});

async function submitted(): Promise<Campaign> {
  const body = multipartForm(Object.entries(FIELDS), [png()]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/campaigns',
    headers: { ...body.headers, ...bearer(farmer.token) },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json<Campaign>();
}

async function approved(): Promise<Campaign> {
  const { _id, updatedAt } = await submitted();
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/campaigns/${_id}/approve`,
    headers: bearer(admin.token),
    payload: { updatedAt },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ campaign: Campaign }>().campaign;
}

function edit(
  token: string,
  campaign: Campaign,
  fields: Record<string, string>,
  files: FormFile[] = [],
) {
  const body = multipartForm(
    [...Object.entries(fields), ['visuals', JSON.stringify(campaign.visuals)]],
    files,
  );
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/campaigns/editCampaign/${campaign._id}`,
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
}

const history = (id: string, token = admin.token) =>
  ctx.app.inject({ url: `/api/admin/campaigns/${id}/changes`, headers: bearer(token) });

async function row(id: string) {
  const [campaign] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, id));
  return campaign!;
}

const historyRows = (id: string) =>
  ctx.db.select().from(campaignChanges).where(eq(campaignChanges.campaignId, id));

describe('the funding terms of an approved campaign', () => {
  it.each([
    ['fundingGoal', '600000', 'Funding goal'],
    ['minInvestment', '2500', 'Minimum investment'],
    ['returnsType', 'Fixed Multiple', 'Return type'],
    ['returnsMin', '11', 'Minimum return'],
    ['returnsMax', '20', 'Maximum return'],
    ['returnsDescription', 'Every month.', 'Returns description'],
    ['startDate', '2030-01-20', 'Start date'],
    ['endDate', '2030-06-30', 'End date'],
  ])('refuses a new %s with 409 and applies nothing of the edit', async (field, value, label) => {
    const campaign = await approved();
    const before = await row(campaign._id);

    const res = await edit(farmer.token, campaign, {
      ...FIELDS,
      [field]: value,
      story: 'A new story.',
    });

    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: `${label} cannot change once a campaign is approved: investors bought into these terms. Nothing was saved.`,
      code: 'TERMS_FROZEN',
    });
    expect(await row(campaign._id)).toEqual(before);
    expect(await historyRows(campaign._id)).toEqual([]);
  });

  it('names every term an edit would change', async () => {
    const campaign = await approved();

    const res = await edit(farmer.token, campaign, {
      ...FIELDS,
      fundingGoal: '900000',
      minInvestment: '9000',
      endDate: '2030-09-30',
    });

    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Funding goal, Minimum investment and End date cannot change once a campaign is approved: investors bought into these terms. Nothing was saved.',
    );
  });

  it('stay frozen for an admin, and after the owner sends the campaign back to review', async () => {
    const campaign = await approved();
    const toDraft = await edit(farmer.token, campaign, { ...FIELDS, status: 'Draft' });
    expect(toDraft.statusCode).toBe(200);

    const byOwner = await edit(farmer.token, campaign, { ...FIELDS, fundingGoal: '700000' });
    const byAdmin = await edit(admin.token, campaign, { ...FIELDS, fundingGoal: '700000' });

    expect([byOwner.statusCode, byAdmin.statusCode]).toEqual([409, 409]);
    expect((await row(campaign._id)).fundingGoalPaise).toBe(500_000_00);
  });

  it('can change freely before approval, without a history', async () => {
    const campaign = await submitted();

    const res = await edit(farmer.token, campaign, {
      ...FIELDS,
      fundingGoal: '750000',
      endDate: '2030-04-30',
    });

    expect(res.statusCode).toBe(200);
    expect(res.json<Campaign>()).toMatchObject({ fundingGoal: 750_000, approvedAt: null });
    expect(await historyRows(campaign._id)).toEqual([]);
  });
});

describe('the change history of an approved campaign', () => {
  it('keeps who changed which field when, before and after, for operators to read', async () => {
    const campaign = await approved();
    expect(campaign.approvedAt).toBe('2030-01-05T08:00:00.000Z');
    clock.set('2030-01-07T10:30:00.000Z');

    const res = await edit(
      farmer.token,
      campaign,
      {
        ...FIELDS,
        story: 'Three generations of grapes, now with drip lines.',
        farmSizeValue: '14',
        cropTypes: 'Grapes, Raisins',
        status: 'Completed',
      },
      [png()],
    );

    expect(res.statusCode).toBe(200);
    const edited = res.json<Campaign>();
    expect(edited).toMatchObject({ status: 'Completed', fundingGoal: 500_000 });
    const answer = await history(campaign._id);
    expect(answer.statusCode).toBe(200);
    const by = { _id: farmer.user._id, name: 'Ramesh Patil', email: farmer.email };
    const at = '2030-01-07T10:30:00.000Z';
    expect(answer.json<CampaignChangesResponse>().changes).toEqual([
      {
        _id: expect.any(String),
        field: 'cropTypes',
        oldValue: 'Grapes',
        newValue: 'Grapes, Raisins',
        changedAt: at,
        changedBy: by,
      },
      {
        _id: expect.any(String),
        field: 'farmSize',
        oldValue: '12.5 Acres',
        newValue: '14 Acres',
        changedAt: at,
        changedBy: by,
      },
      {
        _id: expect.any(String),
        field: 'status',
        oldValue: 'Active',
        newValue: 'Completed',
        changedAt: at,
        changedBy: by,
      },
      {
        _id: expect.any(String),
        field: 'story',
        oldValue: 'Three generations of grapes.',
        newValue: 'Three generations of grapes, now with drip lines.',
        changedAt: at,
        changedBy: by,
      },
      {
        _id: expect.any(String),
        field: 'visuals',
        oldValue: campaign.visuals[0]!.url,
        newValue: edited.visuals.map((visual) => visual.url).join('\n'),
        changedAt: at,
        changedBy: by,
      },
    ]);
  });

  it('lists the newest edit first and records nothing for an edit that changes nothing', async () => {
    const campaign = await approved();
    clock.set('2030-01-08T09:00:00.000Z');
    await edit(farmer.token, campaign, { ...FIELDS, farmName: 'Patil Organic Vineyards' });
    clock.set('2030-01-09T09:00:00.000Z');
    await edit(admin.token, campaign, { ...FIELDS, farmName: 'Patil Vineyards' });
    await edit(farmer.token, campaign, FIELDS);

    const { changes } = (await history(campaign._id)).json<CampaignChangesResponse>();

    expect(changes.map((c) => [c.changedAt, c.changedBy?.name, c.oldValue, c.newValue])).toEqual([
      ['2030-01-09T09:00:00.000Z', 'Meera Iyer', 'Patil Organic Vineyards', 'Patil Vineyards'],
      ['2030-01-08T09:00:00.000Z', 'Ramesh Patil', 'Patil Vineyards', 'Patil Organic Vineyards'],
    ]);
  });

  it('is for operators only (403), and 404 for an unknown campaign', async () => {
    const campaign = await approved();

    const owner = await history(campaign._id, farmer.token);
    const unknown = await history('00000000-0000-4000-8000-000000000000');

    expect(owner.statusCode).toBe(403);
    expect(unknown.statusCode).toBe(404);
  });
});
