import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Campaign, CampaignStatus } from '@mitti/domain/campaign';
import type { UserCampaignsResponse } from '@mitti/domain/investment';
import { eq } from 'drizzle-orm';
import { campaigns, campaignVisuals, investments } from '../../db/schema/invest';
import { users } from '../../db/schema/users';
import { solidPng } from '../../db/solid-png';
import { uploadsDir } from '../../storage/local-storage';
import { insertTestCampaign, setUser } from '../../../test/campaign-fixtures';
import { queuedSubjects } from '../../../test/mail';
import { notificationsOf } from '../../../test/notifications';
import type { FormFile } from '../../../test/multipart';
import { multipartForm } from '../../../test/multipart';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser } from '../../../test/test-app';

let ctx: TestContext;
let farmer: Awaited<ReturnType<typeof newUser>>;
let admin: Awaited<ReturnType<typeof newUser>>;

beforeAll(async () => {
  ctx = await createTestApp();
  farmer = await newUser(ctx.app, 'Ramesh Patil');
  await setUser(ctx.db, farmer.user._id, { active: 'true' });
  admin = await newUser(ctx.app, 'Meera Iyer');
  await setUser(ctx.db, admin.user._id, { role: 'admin' });
});
afterAll(() => ctx.close());

const FIELDS: Record<string, string> = {
  campaignTitle: 'Organic Grapes of Nashik',
  story: 'Three generations of grapes.',
  farmName: 'Patil Vineyards',
  farmLocation: 'Nashik, Maharashtra',
  fundingGoal: '500000',
  minInvestment: '5000',
  returnsType: 'Percentage Range',
  returnsMin: '10',
  returnsMax: '',
  returnsDescription: 'Yearly after harvest.',
  farmSizeValue: '12.5',
  farmSizeUnit: 'Acres',
  cropTypes: 'Grapes, Raisins, ',
  startDate: '2030-01-10',
  endDate: '2030-03-10',
  fundUsage: '60% for trellis. 40% for drip irrigation.',
  impactMetrics: 'Saves water.',
  riskFactors: 'Hail.',
};

/** FIELDS' funding terms as stored: an approved campaign's edit with FIELDS changes none of them. */
const FIELD_TERMS = {
  fundingGoalPaise: 500_000_00,
  minInvestmentPaise: 5_000_00,
  returnsMin: 10,
  returnsMax: null,
  returnsDescription: 'Yearly after harvest.',
  startDate: '2030-01-10',
  endDate: '2030-03-10',
};

const png = (): FormFile => ({
  field: 'visuals',
  filename: 'farm.png',
  contentType: 'image/png',
  data: solidPng(16, [10, 120, 40]),
});

function form(
  fields: Record<string, string>,
  extra: [string, string][] = [],
  files: FormFile[] = [],
) {
  return multipartForm([...Object.entries(fields), ...extra], files);
}

function create(token: string | null, body: ReturnType<typeof form>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/campaigns',
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    payload: body.payload,
  });
}

function edit(token: string, id: string, body: ReturnType<typeof form>) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/campaigns/editCampaign/${id}`,
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
}

const remove = (token: string, id: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/campaigns/${id}`, headers: bearer(token) });

const campaignFiles = () => {
  const dir = path.join(uploadsDir(ctx.config.dataDir), 'campaigns');
  return existsSync(dir) ? readdirSync(dir) : [];
};
const fileOf = (url: string) =>
  path.join(uploadsDir(ctx.config.dataDir), url.replace('/uploads/', ''));
const campaignCount = async () => (await ctx.db.select().from(campaigns)).length;

/** A ₹1,000 investment in the campaign, by the admin unless another investor is named. */
async function investIn(
  campaignId: string,
  status: 'active' | 'refunded',
  userId = admin.user._id,
) {
  await ctx.db.insert(investments).values({
    userId,
    campaignId,
    amountPaise: 1_000_00,
    units: 1,
    providerPaymentId: `pay_${Math.random()}`,
    status,
  });
}

describe('POST /api/campaigns', () => {
  it('creates a Draft, unverified campaign with its checked visuals', async () => {
    const res = await create(
      farmer.token,
      form(
        FIELDS,
        [
          ['farmingMethods', 'organic, Sustainable'],
          ['farmingMethods', 'Biodynamic'],
        ],
        [png(), png()],
      ),
    );

    expect(res.statusCode).toBe(201);
    const campaign = res.json<Campaign>();
    expect(campaign).toMatchObject({
      campaignTitle: 'Organic Grapes of Nashik',
      fundingGoal: 500_000,
      minInvestment: 5_000,
      raisedAmount: 0,
      farmSize: { value: 12.5, unit: 'Acres' },
      expectedReturns: { type: 'Percentage Range', min: 10, description: 'Yearly after harvest.' },
      cropTypes: ['Grapes', 'Raisins'],
      farmingMethods: ['Organic', 'Sustainable', 'Biodynamic'],
      startDate: '2030-01-10T00:00:00.000Z',
      endDate: '2030-03-10T00:00:00.000Z',
      status: 'Draft',
      isVerified: false,
      rejectionReason: null,
      userId: { _id: farmer.user._id, verified: true },
    });
    expect(campaign.expectedReturns).not.toHaveProperty('max');
    expect(campaign.visuals).toHaveLength(2);
    const served = await ctx.app.inject({ url: campaign.visuals[0]!.url });
    expect(served.headers['content-type']).toBe('image/png');

    const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, campaign._id));
    expect(row).toMatchObject({ fundingGoalPaise: 500_000_00, minInvestmentPaise: 5_000_00 });
    const listing = await ctx.app.inject({ url: '/api/campaigns' });
    expect(listing.json().total).toBe(0);
  });

  it('tells every operator whose account is not disabled that it waits for review', async () => {
    const disabled = await newUser(ctx.app, 'Kiran Rao');
    await setUser(ctx.db, disabled.user._id, { role: 'admin' });
    await ctx.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.id, disabled.user._id));
    const before = (await notificationsOf(ctx.db, admin.user._id)).length;

    const created = await create(farmer.token, form(FIELDS));
    expect(created.statusCode).toBe(201);
    const { _id } = created.json<Campaign>();

    expect((await notificationsOf(ctx.db, admin.user._id)).slice(before)).toEqual([
      {
        type: 'campaign',
        title: 'Campaign to review',
        body: 'Patil Vineyards sent "Organic Grapes of Nashik" for review.',
        link: `/admin?tab=campaigns&review=${_id}`,
      },
    ]);
    expect(await notificationsOf(ctx.db, disabled.user._id)).toEqual([]);
    expect(await notificationsOf(ctx.db, farmer.user._id)).toEqual([]);
  });

  it('refuses an unverified user with 403 and a visitor with 401', async () => {
    const newcomer = await newUser(ctx.app);
    const before = await campaignCount();

    const unverified = await create(newcomer.token, form(FIELDS));
    const visitor = await create(null, form(FIELDS));

    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toEqual({
      message: 'Only verified farmers can create campaigns. Send a verification request first.',
      code: 'FORBIDDEN',
    });
    expect(visitor.statusCode).toBe(401);
    expect(await campaignCount()).toBe(before);
  });

  it('refuses bad fields with 400 naming each', async () => {
    const res = await create(
      farmer.token,
      form({
        ...FIELDS,
        campaignTitle: ' ',
        fundingGoal: 'lots',
        minInvestment: '600000',
        fundingGoal2: 'x',
        cropTypes: ' , ',
        endDate: '2029-12-31',
      }),
    );

    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      fields: {
        campaignTitle: 'Campaign title is required',
        fundingGoal: 'Funding goal must be an amount in rupees, like 1,00,000',
        cropTypes: 'Enter at least one crop type',
        endDate: 'End date must be after the start date',
      },
    });
  });

  it('names a minimum above the goal', async () => {
    const res = await create(farmer.token, form({ ...FIELDS, minInvestment: '600000' }));

    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      minInvestment: 'Minimum investment cannot be more than the funding goal',
    });
  });

  it('refuses a text file named .png and stores nothing', async () => {
    const rows = await campaignCount();
    const files = campaignFiles();

    const res = await create(
      farmer.token,
      form(
        FIELDS,
        [],
        [png(), { ...png(), data: Buffer.from('<script>alert(1)</script>'), filename: 'x.png' }],
      ),
    );

    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Please upload PNG, JPEG, GIF or WebP images or MP4 or WebM videos.',
      code: 'UNSUPPORTED_FILE_TYPE',
    });
    expect(await campaignCount()).toBe(rows);
    expect(campaignFiles()).toEqual(files);
  });

  it('refuses more than 10 visuals with 400 and a file over 10 MB with 413', async () => {
    const rows = await campaignCount();
    const tooMany = await create(farmer.token, form(FIELDS, [], Array.from({ length: 11 }, png)));
    const tooBig = await create(
      farmer.token,
      form(
        FIELDS,
        [],
        [
          {
            ...png(),
            data: Buffer.concat([solidPng(8, [1, 2, 3]), Buffer.alloc(11 * 1024 * 1024)]),
          },
        ],
      ),
    );

    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe('TOO_MANY_FILES');
    expect(tooBig.statusCode).toBe(413);
    expect(await campaignCount()).toBe(rows);
  });
});

describe('PUT /api/campaigns/editCampaign/:id', () => {
  it('lets the owner change fields and visuals; removed files are deleted', async () => {
    const created = (await create(farmer.token, form(FIELDS, [], [png(), png()]))).json<Campaign>();
    const [keep, drop] = created.visuals;

    const res = await edit(
      farmer.token,
      created._id,
      form(
        { ...FIELDS, campaignTitle: 'Grapes, renamed', fundingGoal: '600000' },
        [['visuals', JSON.stringify([keep])]],
        [png()],
      ),
    );

    expect(res.statusCode).toBe(200);
    const updated = res.json<Campaign>();
    expect(updated).toMatchObject({
      campaignTitle: 'Grapes, renamed',
      fundingGoal: 600_000,
      status: 'Draft',
    });
    expect(updated.visuals.map((v) => v.public_id)).toEqual([
      keep!.public_id,
      expect.stringMatching(/^campaigns\/[0-9a-f-]{36}\.png$/),
    ]);
    expect(existsSync(fileOf(keep!.url))).toBe(true);
    expect(existsSync(fileOf(drop!.url))).toBe(false);
  });

  it('puts an edited rejected Draft back in review', async () => {
    const id = await insertTestCampaign(ctx.db, farmer.user._id, {
      status: 'Draft',
      isVerified: false,
      rejectionReason: 'Blurry photos.',
    });

    const before = (await notificationsOf(ctx.db, admin.user._id)).length;

    const res = await edit(farmer.token, id, form(FIELDS));
    // Edited again while it waits: the operators already have it in their list.
    const again = await edit(farmer.token, id, form({ ...FIELDS, story: 'Four generations.' }));

    expect(res.json<Campaign>()).toMatchObject({
      status: 'Draft',
      isVerified: false,
      rejectionReason: null,
    });
    expect(again.statusCode).toBe(200);
    expect((await notificationsOf(ctx.db, admin.user._id)).slice(before)).toEqual([
      expect.objectContaining({
        title: 'Campaign to review',
        body: 'Patil Vineyards sent "Organic Grapes of Nashik" for review.',
      }),
    ]);
  });

  it.each<[CampaignStatus, CampaignStatus, number]>([
    ['Active', 'Cancelled', 200],
    ['Active', 'Completed', 200],
    ['Active', 'Active', 200],
    ['Draft', 'Active', 409],
    ['Active', 'Funded', 409],
    ['Funded', 'Funded', 200],
  ])('an owner changing %s to %s gets %i', async (from, to, status) => {
    const id = await insertTestCampaign(ctx.db, farmer.user._id, { ...FIELD_TERMS, status: from });

    const res = await edit(farmer.token, id, form({ ...FIELDS, status: to }));

    expect(res.statusCode).toBe(status);
    const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(row!.status).toBe(status === 200 ? to : from);
    if (from === 'Draft') {
      expect(res.json()).toEqual({
        message: 'A campaign becomes Active when an admin approves it.',
        code: 'CONFLICT',
      });
    }
  });

  it('tells the investors whose money it holds when the owner cancels, once', async () => {
    const id = await insertTestCampaign(ctx.db, farmer.user._id, {
      ...FIELD_TERMS,
      status: 'Active',
    });
    const [kept, refunded] = [await newUser(ctx.app, 'Asha'), await newUser(ctx.app, 'Ravi')];
    await investIn(id, 'active', kept.user._id);
    await investIn(id, 'refunded', refunded.user._id);
    await investIn(id, 'active', farmer.user._id);

    expect(
      (await edit(farmer.token, id, form({ ...FIELDS, status: 'Cancelled' }))).statusCode,
    ).toBe(200);
    expect(
      (await edit(farmer.token, id, form({ ...FIELDS, status: 'Cancelled' }))).statusCode,
    ).toBe(200);

    expect(await queuedSubjects(ctx.db, kept.email)).toEqual([
      'Organic Grapes of Nashik was cancelled',
    ]);
    expect(await notificationsOf(ctx.db, kept.user._id)).toEqual([
      expect.objectContaining({
        title: 'Campaign cancelled',
        body: '"Organic Grapes of Nashik" was cancelled. You can ask for a refund of your investment from your dashboard.',
        link: '/dashboard',
      }),
    ]);
    // Refunded already, or the owner's own: nothing to tell.
    expect(await queuedSubjects(ctx.db, refunded.email)).toEqual([]);
    expect(await queuedSubjects(ctx.db, farmer.email)).toEqual([]);
  });

  it('tells the investors whose money it holds when the owner marks it Completed', async () => {
    const id = await insertTestCampaign(ctx.db, farmer.user._id, {
      ...FIELD_TERMS,
      status: 'Active',
    });
    const [kept, quiet] = [await newUser(ctx.app, 'Asha'), await newUser(ctx.app, 'Ravi')];
    await investIn(id, 'active', kept.user._id);
    await investIn(id, 'active', quiet.user._id);
    await investIn(id, 'active', farmer.user._id);
    const off = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me/email-preferences',
      headers: bearer(quiet.token),
      payload: {
        orderUpdates: true,
        farmUpdates: true,
        campaignEnded: false,
        newInvestments: true,
      },
    });
    expect(off.statusCode).toBe(200);

    const res = await edit(farmer.token, id, form({ ...FIELDS, status: 'Completed' }));

    expect(res.statusCode).toBe(200);
    expect(await queuedSubjects(ctx.db, kept.email)).toEqual([
      'Organic Grapes of Nashik is completed',
    ]);
    const completed = expect.objectContaining({
      title: 'Campaign completed',
      body: '"Organic Grapes of Nashik" was marked completed by its farm.',
      link: `/campaign/${id}`,
    });
    expect(await notificationsOf(ctx.db, kept.user._id)).toEqual([completed]);
    // Campaign results turned off: the bell only.
    expect(await queuedSubjects(ctx.db, quiet.email)).toEqual([]);
    expect(await notificationsOf(ctx.db, quiet.user._id)).toEqual([completed]);
    expect(await queuedSubjects(ctx.db, farmer.email)).toEqual([]);
  });

  it('keeps a campaign holding money out of Draft for its owner (409), not for an admin', async () => {
    const id = await insertTestCampaign(ctx.db, farmer.user._id, {
      ...FIELD_TERMS,
      status: 'Active',
    });
    await investIn(id, 'active');

    const owner = await edit(farmer.token, id, form({ ...FIELDS, status: 'Draft' }));

    expect(owner.statusCode).toBe(409);
    expect(owner.json()).toEqual({
      message:
        'This campaign has raised money from investors, so it cannot go back to Draft. If it cannot go ahead, cancel it: its investors are told and may ask for refunds.',
      code: 'CAMPAIGN_HAS_RAISED',
    });
    const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(row).toMatchObject({ status: 'Active', isVerified: true });

    const byAdmin = await edit(admin.token, id, form({ ...FIELDS, status: 'Draft' }));
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json<Campaign>()).toMatchObject({ status: 'Draft', isVerified: false });
  });

  it('lets an admin approve a Draft (Active and verified)', async () => {
    const id = await insertTestCampaign(ctx.db, farmer.user._id, {
      status: 'Draft',
      isVerified: false,
    });

    const res = await edit(admin.token, id, form({ ...FIELDS, status: 'Active' }));

    expect(res.statusCode).toBe(200);
    expect(res.json<Campaign>()).toMatchObject({ status: 'Active', isVerified: true });
  });

  it('refuses another user (403), an unknown id (404) and a new goal once approved (409)', async () => {
    const other = await newUser(ctx.app);
    await setUser(ctx.db, other.user._id, { active: 'true' });
    const id = await insertTestCampaign(ctx.db, farmer.user._id, {
      fundingGoalPaise: 500_000_00,
      raisedAmountPaise: 300_000_00,
    });

    const stranger = await edit(other.token, id, form({ ...FIELDS, campaignTitle: 'Mine' }));
    const unknown = await edit(farmer.token, '00000000-0000-4000-8000-000000000000', form(FIELDS));
    const lowGoal = await edit(
      farmer.token,
      id,
      form({ ...FIELDS, fundingGoal: '200000', minInvestment: '1000' }),
    );

    expect(stranger.statusCode).toBe(403);
    expect(unknown.statusCode).toBe(404);
    expect(lowGoal.statusCode).toBe(409);
    expect(lowGoal.json().code).toBe('TERMS_FROZEN');
    const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(row!.campaignTitle).toBe('Test campaign');
  });
});

describe('DELETE /api/campaigns/:id', () => {
  it('refuses while investments are not refunded and removes nothing', async () => {
    const created = (await create(farmer.token, form(FIELDS, [], [png()]))).json<Campaign>();
    await investIn(created._id, 'active');

    const res = await remove(farmer.token, created._id);

    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This campaign has raised money from investors, so it cannot be deleted.',
      code: 'CAMPAIGN_HAS_RAISED',
    });
    expect(await ctx.db.select().from(campaigns).where(eq(campaigns.id, created._id))).toHaveLength(
      1,
    );
    expect(existsSync(fileOf(created.visuals[0]!.url))).toBe(true);
  });

  it('refuses a campaign that shows money raised, and removes nothing', async () => {
    const id = await insertTestCampaign(ctx.db, farmer.user._id, { raisedAmountPaise: 25_000_00 });

    const res = await remove(farmer.token, id);

    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This campaign has raised money from investors, so it cannot be deleted.',
      code: 'CAMPAIGN_HAS_RAISED',
    });
    expect(await ctx.db.select().from(campaigns).where(eq(campaigns.id, id))).toHaveLength(1);
  });

  it('deletes the campaign, its visuals rows and files when every investment is refunded', async () => {
    const created = (await create(farmer.token, form(FIELDS, [], [png(), png()]))).json<Campaign>();
    await investIn(created._id, 'refunded');

    const res = await remove(farmer.token, created._id);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Campaign deleted successfully!' });
    expect(await ctx.db.select().from(campaigns).where(eq(campaigns.id, created._id))).toHaveLength(
      0,
    );
    expect(
      await ctx.db
        .select()
        .from(campaignVisuals)
        .where(eq(campaignVisuals.campaignId, created._id)),
    ).toHaveLength(0);
    for (const visual of created.visuals) expect(existsSync(fileOf(visual.url))).toBe(false);
  });

  it('refuses another user with 403 and a visitor with 401', async () => {
    const other = await newUser(ctx.app);
    const id = await insertTestCampaign(ctx.db, farmer.user._id);

    const stranger = await remove(other.token, id);
    const visitor = await ctx.app.inject({ method: 'DELETE', url: `/api/campaigns/${id}` });

    expect(stranger.statusCode).toBe(403);
    expect(visitor.statusCode).toBe(401);
    expect(await ctx.db.select().from(campaigns).where(eq(campaigns.id, id))).toHaveLength(1);
  });
});

describe('GET /api/user-campaigns', () => {
  it("returns only the caller's campaigns (newest first, with drafts) and investments", async () => {
    const asha = await newUser(ctx.app, 'Asha');
    const older = await insertTestCampaign(ctx.db, asha.user._id, {
      campaignTitle: 'Older',
      createdAt: new Date(Date.now() - 60_000),
      status: 'Draft',
      isVerified: false,
      rejectionReason: 'Needs photos.',
    });
    const newer = await insertTestCampaign(ctx.db, asha.user._id, { campaignTitle: 'Newer' });
    const farmersCampaign = await insertTestCampaign(ctx.db, farmer.user._id, {
      campaignTitle: 'Farmer’s',
      farmName: 'Green Acres',
    });
    await ctx.db.insert(investments).values({
      userId: asha.user._id,
      campaignId: farmersCampaign,
      amountPaise: 2_500_00,
      units: 1,
      providerPaymentId: `pay_${Math.random()}`,
    });
    await insertTestCampaign(ctx.db, admin.user._id, { campaignTitle: 'Not hers' });

    const res = await ctx.app.inject({ url: '/api/user-campaigns', headers: bearer(asha.token) });

    expect(res.statusCode).toBe(200);
    const body = res.json<UserCampaignsResponse>();
    expect(body.campaigns.map((c) => [c._id, c.rejectionReason])).toEqual([
      [newer, null],
      [older, 'Needs photos.'],
    ]);
    expect(body.investments).toEqual([
      {
        _id: expect.any(String),
        amount: 2_500,
        date: expect.any(String),
        farmName: 'Green Acres',
        campaignId: {
          _id: farmersCampaign,
          campaignTitle: 'Farmer’s',
          farmName: 'Green Acres',
          fundingGoal: 100_000,
          expectedReturns: {
            type: 'Percentage Range',
            min: 8,
            max: 12,
            description: 'Yearly.',
          },
        },
        status: 'Confirmed',
        units: 1,
        refundStatus: null,
      },
    ]);
    expect((await ctx.app.inject({ url: '/api/user-campaigns' })).statusCode).toBe(401);
  });
});
