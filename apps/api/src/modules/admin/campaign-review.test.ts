import type { AdminCampaignsResponse } from '@mitti/domain/admin';
import type { Campaign, CampaignListResponse } from '@mitti/domain/campaign';
import type { UserCampaignsResponse } from '@mitti/domain/investment';
import type { NotificationsResponse } from '@mitti/domain/notification';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit';
import { campaigns } from '../../db/schema/invest';
import { insertTestCampaign, reviewedVersion, setUser } from '../../../test/campaign-fixtures';
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

function post(id: string, action: 'approve' | 'reject', payload?: object) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/campaigns/${id}/${action}`,
    headers: bearer(admin.token),
    ...(payload ? { payload } : {}),
  });
}

/** The operator's decision on the campaign as it stands, unless `payload` names another version. */
async function decide(id: string, action: 'approve' | 'reject', payload: object = {}) {
  return post(id, action, { ...(await reviewedVersion(ctx.db, id)), ...payload });
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
function editForm(campaignTitle: string, terms: Record<string, string> = {}) {
  const fields: [string, string][] = [
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
  ];
  return multipartForm(fields.map(([name, value]) => [name, terms[name] ?? value]));
}

function farmerEdits(id: string, campaignTitle: string, terms?: Record<string, string>) {
  const form = editForm(campaignTitle, terms);
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/campaigns/editCampaign/${id}`,
    headers: { ...form.headers, ...bearer(farmer.token) },
    payload: form.payload,
  });
}

/** The walk's edit: the farmer's new terms while an operator has the campaign open. */
const NEW_TERMS = {
  fundingGoal: '2500000',
  returnsMin: '40',
  returnsMax: '60',
  returnsDescription: 'Guaranteed 60% a year, no risk at all.',
};

const CHANGED = {
  approve:
    'The farmer changed this campaign while you were reviewing it. Review the latest version before approving.',
  reject:
    'The farmer changed this campaign while you were reviewing it. Review the latest version before rejecting.',
};

async function auditedActions(id: string): Promise<string[]> {
  const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, id));
  return entries.map((entry) => entry.action);
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

describe('GET /api/admin/campaigns/:id', () => {
  it('answers one campaign as the list has it, sent back or live, and 404 for none', async () => {
    const rejected = await submitted('Saffron Beds', 20, 'Add photos of the fields.');
    const fetched = async (id: string) => {
      const res = await ctx.app.inject({
        url: `/api/admin/campaigns/${id}`,
        headers: bearer(admin.token),
      });
      return { status: res.statusCode, body: res.json() };
    };

    const { status, body } = await fetched(rejected);
    expect(status).toBe(200);
    expect(body.campaign).toEqual((await queue('all')).find((c) => c._id === rejected));
    expect(body.campaign).toMatchObject({
      status: 'Draft',
      rejectionReason: 'Add photos of the fields.',
      userId: { _id: farmer.user._id, email: farmer.email },
    });

    const missing = await fetched('3f1d5c4e-2b7a-4c1e-9d0a-5e6f7a8b9c0d');
    expect(missing).toEqual({
      status: 404,
      body: expect.objectContaining({ message: 'Campaign not found.' }),
    });
    expect((await fetched('not-an-id')).status).toBe(404);
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
      // The campaign as the public sees it now.
      link: `/campaign/${id}`,
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

    for (const payload of [{}, { reason: '   ' }]) {
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
      // The owner's dashboard with the campaign open in Edit.
      link: `/dashboard?edit=${id}`,
    });
    expect(await notificationCount(ctx.db)).toBe(before + 1);

    const edited = await farmerEdits(id, 'Moringa Orchard, with photos');

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

describe("the operators' notices of campaigns to review", () => {
  async function bellOf(token: string) {
    const res = await ctx.app.inject({ url: '/api/notifications', headers: bearer(token) });
    const { notifications, unreadCount } = res.json<NotificationsResponse>();
    return {
      unreadCount,
      toReview: notifications
        .filter((notification) => notification.title === 'Campaign to review')
        .map(({ body, read }) => ({ body, read })),
    };
  }

  it('are read for every operator once one decides, and only that campaign’s', async () => {
    const colleague = await newUser(ctx.app, 'Dev Sharma');
    await setUser(ctx.db, colleague.user._id, { role: 'admin' });
    const approved = await submitted('Tamarind Grove', 4, 'Blurry photos.');
    const rejected = await submitted('Jackfruit Rows', 3, 'Blurry photos.');
    const waiting = await submitted('Kokum Terraces', 2, 'Blurry photos.');
    for (const [id, title] of [
      [approved, 'Tamarind Grove'],
      [rejected, 'Jackfruit Rows'],
      [waiting, 'Kokum Terraces'],
    ] as const) {
      expect((await farmerEdits(id, title)).statusCode).toBe(200);
    }
    const sent = (title: string, read: boolean) => ({
      body: `Test Farm sent "${title}" for review.`,
      read,
    });
    expect(await bellOf(colleague.token)).toEqual({
      unreadCount: 3,
      toReview: [
        sent('Kokum Terraces', false),
        sent('Jackfruit Rows', false),
        sent('Tamarind Grove', false),
      ],
    });

    expect((await decide(approved, 'approve')).statusCode).toBe(200);
    expect((await decide(rejected, 'reject', { reason: 'Add the lease.' })).statusCode).toBe(200);

    // The other operator's bell also holds the campaigns of the tests before.
    for (const operator of [colleague, admin]) {
      expect((await bellOf(operator.token)).toReview.slice(0, 3)).toEqual([
        sent('Kokum Terraces', false),
        sent('Jackfruit Rows', true),
        sent('Tamarind Grove', true),
      ]);
    }
    expect((await bellOf(colleague.token)).unreadCount).toBe(1);
  });

  it('are read when the farmer deletes the campaign that waits', async () => {
    const id = await submitted('Arecanut Slopes', 1, 'Blurry photos.');
    expect((await farmerEdits(id, 'Arecanut Slopes')).statusCode).toBe(200);
    expect((await bellOf(admin.token)).toReview[0]).toEqual({
      body: 'Test Farm sent "Arecanut Slopes" for review.',
      read: false,
    });

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/campaigns/${id}`,
      headers: bearer(farmer.token),
    });

    expect(deleted.statusCode).toBe(200);
    expect((await bellOf(admin.token)).toReview[0]).toEqual({
      body: 'Test Farm sent "Arecanut Slopes" for review.',
      read: true,
    });
  });
});

describe('a decision names the version of the campaign the operator reviewed', () => {
  /** Submitted as the walk found it: goal ₹11,00,000, returns 10%–14%. */
  const reviewedTerms = () =>
    insertTestCampaign(
      ctx.db,
      farmer.user._id,
      {
        campaignTitle: 'Moringa Orchard',
        status: 'Draft',
        isVerified: false,
        fundingGoalPaise: 11_00_000_00,
        returnsMin: 10,
        returnsMax: 14,
      },
      [{ url: '/uploads/campaigns/field.png', publicId: 'campaigns/field.png' }],
    );

  it('refuses an approval of a campaign the farmer changed since it was loaded (409), and approves the latest', async () => {
    const id = await reviewedTerms();
    const loaded = (await queue()).find((c) => c._id === id)!;
    expect(loaded).toMatchObject({ fundingGoal: 1_100_000, expectedReturns: { min: 10, max: 14 } });
    expect((await farmerEdits(id, 'Moringa Orchard', NEW_TERMS)).statusCode).toBe(200);
    const before = await notificationCount(ctx.db);

    const stale = await post(id, 'approve', { updatedAt: loaded.updatedAt });

    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: CHANGED.approve, code: 'CAMPAIGN_CHANGED' });
    expect(await row(id)).toMatchObject({
      status: 'Draft',
      isVerified: false,
      approvedAt: null,
      fundingGoalPaise: 25_00_000_00,
    });
    expect(await publicIds()).not.toContain(id);
    expect(await notificationCount(ctx.db)).toBe(before);
    expect(await auditedActions(id)).toEqual([]);

    const latest = (await queue()).find((c) => c._id === id)!;
    expect(latest).toMatchObject({
      fundingGoal: 2_500_000,
      expectedReturns: { min: 40, max: 60, description: 'Guaranteed 60% a year, no risk at all.' },
    });
    expect(latest.updatedAt).not.toBe(loaded.updatedAt);

    const approved = await post(id, 'approve', { updatedAt: latest.updatedAt });

    expect(approved.statusCode).toBe(200);
    expect(approved.json().campaign).toMatchObject({ status: 'Active', fundingGoal: 2_500_000 });
    expect(await auditedActions(id)).toEqual(['campaign.approve']);
  });

  it('refuses a rejection of a campaign the farmer changed since it was loaded (409)', async () => {
    const id = await reviewedTerms();
    const loaded = (await queue()).find((c) => c._id === id)!;
    expect((await farmerEdits(id, 'Moringa Orchard', NEW_TERMS)).statusCode).toBe(200);

    const stale = await post(id, 'reject', {
      reason: 'Blurry photos.',
      updatedAt: loaded.updatedAt,
    });

    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: CHANGED.reject, code: 'CAMPAIGN_CHANGED' });
    expect(await row(id)).toMatchObject({ status: 'Draft', rejectionReason: null });
    expect((await queue()).map((c) => c._id)).toContain(id);
  });

  it('needs the reviewed version: missing or malformed is 400 naming updatedAt, and changes nothing', async () => {
    const id = await reviewedTerms();
    const { updatedAt } = await reviewedVersion(ctx.db, id);
    const message = "updatedAt must be the reviewed campaign's updatedAt";

    for (const [action, payload] of [
      ['approve', undefined],
      ['approve', {}],
      ['approve', { updatedAt: '' }],
      ['approve', { updatedAt: 'yesterday' }],
      ['approve', { updatedAt: 1_767_600_000_000 }],
      ['approve', { updatedAt: [updatedAt] }],
      ['approve', { updatedAt: '2026-13-45T25:00:00.000Z' }],
      ['approve', { updatedAt: updatedAt.replace('Z', '+00:00') }],
      ['reject', { reason: 'Blurry photos.' }],
      ['reject', { reason: 'Blurry photos.', updatedAt: 'yesterday' }],
    ] as const) {
      const res = await post(id, action, payload);
      expect([action, payload, res.statusCode]).toEqual([action, payload, 400]);
      expect(res.json()).toEqual({ message, code: 'VALIDATION', fields: { updatedAt: message } });
    }
    expect(await row(id)).toMatchObject({
      status: 'Draft',
      isVerified: false,
      rejectionReason: null,
    });
    expect(await auditedActions(id)).toEqual([]);
  });

  it('never interleaves with an edit: the terms approved are the terms the operator loaded', async () => {
    const id = await reviewedTerms();
    const loaded = await reviewedVersion(ctx.db, id);

    const [approval, edit] = await Promise.all([
      post(id, 'approve', loaded),
      farmerEdits(id, 'Moringa Orchard', NEW_TERMS),
    ]);

    const outcome = [approval.statusCode, edit.statusCode];
    if (approval.statusCode === 200) {
      // Approved first: the edit found the terms frozen and saved nothing.
      expect(outcome).toEqual([200, 409]);
      expect(edit.json().code).toBe('TERMS_FROZEN');
      expect(await row(id)).toMatchObject({ status: 'Active', fundingGoalPaise: 11_00_000_00 });
    } else {
      expect(outcome).toEqual([409, 200]);
      expect(approval.json().code).toBe('CAMPAIGN_CHANGED');
      expect(await row(id)).toMatchObject({ status: 'Draft', fundingGoalPaise: 25_00_000_00 });
    }
  });
});
