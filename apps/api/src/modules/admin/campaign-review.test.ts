import type { AdminCampaignsResponse } from '@mitti/domain/admin';
import type { Campaign, CampaignListResponse } from '@mitti/domain/campaign';
import type { UserCampaignsResponse } from '@mitti/domain/investment';
import { eq } from 'drizzle-orm';
import { campaigns } from '../../db/schema/invest';
import { insertTestCampaign, setUser } from '../../../test/campaign-fixtures';
import { multipartForm } from '../../../test/multipart';
import { notificationCount, notificationsOf } from '../../../test/notifications';
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

const MINUTE_MS = 60_000;

/** A Draft the farmer submitted `minutesAgo`, waiting for review unless given a reason. */
function submitted(campaignTitle: string, minutesAgo: number, rejectionReason?: string) {
  return insertTestCampaign(
    ctx.db,
    farmer.user._id,
    {
      campaignTitle,
      status: 'Draft',
      isVerified: false,
      rejectionReason: rejectionReason ?? null,
      createdAt: new Date(Date.now() - minutesAgo * MINUTE_MS),
    },
    [{ url: '/uploads/campaigns/field.png', publicId: 'campaigns/field.png' }],
  );
}

async function queue(status?: string): Promise<Campaign[]> {
  const res = await ctx.app.inject({
    url: `/api/admin/campaigns${status ? `?status=${status}` : ''}`,
    headers: bearer(admin.token),
  });
  expect(res.statusCode).toBe(200);
  return res.json<AdminCampaignsResponse>().campaigns;
}

function decide(id: string, action: 'approve' | 'reject', payload?: object) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/campaigns/${id}/${action}`,
    headers: bearer(admin.token),
    ...(payload ? { payload } : {}),
  });
}

async function publicIds(): Promise<string[]> {
  const listing = (
    await ctx.app.inject({ url: '/api/campaigns?limit=50' })
  ).json<CampaignListResponse>();
  return listing.campaigns.map((campaign) => campaign._id);
}

async function row(id: string) {
  const [campaign] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, id));
  return campaign!;
}

/** The owner's edit form (PUT /campaigns/editCampaign/:id), keeping the visuals. */
function editForm(campaignTitle: string) {
  return multipartForm([
    ['campaignTitle', campaignTitle],
    ['story', 'Now with photos of every field.'],
    ['farmName', 'Test Farm'],
    ['farmLocation', 'Pune, Maharashtra'],
    ['fundingGoal', '100000'],
    ['minInvestment', '1000'],
    ['returnsType', 'Percentage Range'],
    ['returnsMin', '8'],
    ['returnsMax', '12'],
    ['returnsDescription', 'Yearly.'],
    ['farmSizeValue', '5'],
    ['farmSizeUnit', 'Acres'],
    ['cropTypes', 'Wheat'],
    ['farmingMethods', 'Organic'],
    ['startDate', '2030-01-10'],
    ['endDate', '2030-03-10'],
    ['fundUsage', '50% for seeds. 50% for tools.'],
    ['impactMetrics', 'Less water.'],
    ['riskFactors', 'Rain.'],
  ]);
}

describe('GET /api/admin/campaigns', () => {
  it('lists the campaigns waiting for review as submitted, longest waiting first', async () => {
    const older = await submitted('Moringa Orchard', 30);
    const newer = await submitted('Millet Mill', 10);
    const rejected = await submitted('Saffron Beds', 20, 'Add photos of the fields.');
    const live = await insertTestCampaign(ctx.db, farmer.user._id, { campaignTitle: 'Tea' });

    const pending = await queue('pending');

    expect(pending.map((c) => c._id)).toEqual([older, newer]);
    expect(pending[0]).toMatchObject({
      campaignTitle: 'Moringa Orchard',
      story: 'A story.',
      fundUsage: '50% for seeds. 50% for tools.',
      impactMetrics: 'Less water.',
      riskFactors: 'Rain.',
      status: 'Draft',
      isVerified: false,
      rejectionReason: null,
      visuals: [{ url: '/uploads/campaigns/field.png', public_id: 'campaigns/field.png' }],
      userId: { _id: farmer.user._id, name: 'Ramesh Patil', email: farmer.email, verified: true },
    });
    expect((await queue()).map((c) => c._id)).toEqual([older, newer]);

    const all = await queue('all');
    expect(all.map((c) => c._id)).toEqual([live, newer, rejected, older]);
    expect(all.find((c) => c._id === rejected)?.rejectionReason).toBe('Add photos of the fields.');

    const bad = await ctx.app.inject({
      url: '/api/admin/campaigns?status=rejected',
      headers: bearer(admin.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ status: 'status must be pending or all' });
  });
});

describe('POST /api/admin/campaigns/:id/approve', () => {
  it('makes it Active, verified and public, and tells its owner', async () => {
    const id = await submitted('Moringa Orchard', 5);
    const before = await notificationCount(ctx.db);
    expect(await publicIds()).not.toContain(id);

    const res = await decide(id, 'approve');

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Campaign approved.',
      campaign: expect.objectContaining({
        _id: id,
        status: 'Active',
        isVerified: true,
        rejectionReason: null,
      }),
    });
    expect(await publicIds()).toContain(id);
    expect((await ctx.app.inject({ url: `/api/campaigns/${id}` })).statusCode).toBe(200);
    expect((await queue()).map((c) => c._id)).not.toContain(id);
    expect(await notificationsOf(ctx.db, farmer.user._id)).toContainEqual({
      type: 'campaign',
      title: 'Campaign approved',
      body: '"Moringa Orchard" is now live on Mitti.',
      link: '/dashboard',
    });
    expect(await notificationCount(ctx.db)).toBe(before + 1);
  });

  it('answers 409 for a campaign that is not waiting for review, and changes nothing', async () => {
    const live = await insertTestCampaign(ctx.db, farmer.user._id, { status: 'Active' });
    const cancelled = await insertTestCampaign(ctx.db, farmer.user._id, {
      status: 'Cancelled',
      isVerified: false,
    });
    const rejected = await submitted('Saffron Beds', 5, 'Blurry photos.');
    const before = await notificationCount(ctx.db);

    for (const id of [live, cancelled, rejected]) {
      for (const [action, payload] of [
        ['approve', undefined],
        ['reject', { reason: 'No.' }],
      ] as const) {
        const res = await decide(id, action, payload);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          message: 'This campaign is not waiting for review.',
          code: 'NOT_IN_REVIEW',
        });
      }
    }
    expect(await row(cancelled)).toMatchObject({ status: 'Cancelled', isVerified: false });
    expect(await row(rejected)).toMatchObject({
      status: 'Draft',
      rejectionReason: 'Blurry photos.',
    });
    expect(await notificationCount(ctx.db)).toBe(before);
  });
});

describe('POST /api/admin/campaigns/:id/reject', () => {
  it('needs a reason (400 naming reason) and changes nothing without one', async () => {
    const id = await submitted('Moringa Orchard', 5);

    for (const payload of [undefined, {}, { reason: '   ' }]) {
      const res = await decide(id, 'reject', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Please give a reason.',
        code: 'VALIDATION',
        fields: { reason: 'Please give a reason.' },
      });
    }
    expect((await row(id)).rejectionReason).toBeNull();
    expect((await queue()).map((c) => c._id)).toContain(id);
  });

  it('keeps it a hidden Draft whose owner reads the reason; their edit puts it back in the queue', async () => {
    const id = await submitted('Moringa Orchard', 5);
    const before = await notificationCount(ctx.db);

    const res = await decide(id, 'reject', { reason: '  Add photos of the fields.  ' });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Campaign sent back to the farmer.',
      campaign: expect.objectContaining({
        _id: id,
        status: 'Draft',
        isVerified: false,
        rejectionReason: 'Add photos of the fields.',
      }),
    });
    expect(await publicIds()).not.toContain(id);
    expect((await ctx.app.inject({ url: `/api/campaigns/${id}` })).statusCode).toBe(404);
    expect((await queue()).map((c) => c._id)).not.toContain(id);
    const own = (
      await ctx.app.inject({ url: '/api/user-campaigns', headers: bearer(farmer.token) })
    ).json<UserCampaignsResponse>();
    expect(own.campaigns.find((c) => c._id === id)).toMatchObject({
      status: 'Draft',
      isVerified: false,
      rejectionReason: 'Add photos of the fields.',
    });
    expect(await notificationsOf(ctx.db, farmer.user._id)).toContainEqual({
      type: 'campaign',
      title: 'Campaign needs changes',
      body: '"Moringa Orchard" was not approved. Reason: Add photos of the fields.',
      link: '/dashboard',
    });
    expect(await notificationCount(ctx.db)).toBe(before + 1);

    const form = editForm('Moringa Orchard, with photos');
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/campaigns/editCampaign/${id}`,
      headers: { ...form.headers, ...bearer(farmer.token) },
      payload: form.payload,
    });

    expect(edited.statusCode).toBe(200);
    expect(edited.json<Campaign>()).toMatchObject({ status: 'Draft', rejectionReason: null });
    expect((await queue()).find((c) => c._id === id)).toMatchObject({
      campaignTitle: 'Moringa Orchard, with photos',
      rejectionReason: null,
    });
    expect((await decide(id, 'approve')).statusCode).toBe(200);
    expect(await publicIds()).toContain(id);
  });
});
