import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TimelineUpdate } from '@mitti/domain/timeline-update';
import { eq } from 'drizzle-orm';
import { campaigns, timelineUpdates } from '../../db/schema/invest';
import { solidPng } from '../../db/solid-png';
import { uploadsDir } from '../../storage/local-storage';
import { insertTestCampaign, setUser } from '../../../test/campaign-fixtures';
import type { FormFile } from '../../../test/multipart';
import { invest } from '../../../test/payments';
import { multipartForm } from '../../../test/multipart';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser } from '../../../test/test-app';
import { testClock } from '../../../test/test-clock';

let ctx: TestContext;
let farmer: Awaited<ReturnType<typeof newUser>>;
let other: Awaited<ReturnType<typeof newUser>>;
let admin: Awaited<ReturnType<typeof newUser>>;

// 20:00 UTC on 1 March is already 2 March in India, where the farms are.
const clock = testClock('2026-03-01T20:00:00Z');

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
  farmer = await newUser(ctx.app, 'Ramesh Patil');
  other = await newUser(ctx.app, 'Kabir Shah');
  admin = await newUser(ctx.app, 'Meera Iyer');
  await setUser(ctx.db, admin.user._id, { role: 'admin' });
});
afterAll(() => ctx.close());

const image = (colour: [number, number, number] = [20, 140, 60]): FormFile => ({
  field: 'images',
  filename: 'field.png',
  contentType: 'image/png',
  data: solidPng(8, colour),
});

function post(
  token: string | null,
  campaignId: string,
  files: FormFile[] = [],
  fields: Record<string, string> = {},
) {
  const body = multipartForm(
    Object.entries({
      title: 'Drip lines laid',
      date: '2025-02-14',
      description: 'All twelve acres now have drip irrigation.',
      ...fields,
    }),
    files,
  );
  return ctx.app.inject({
    method: 'POST',
    url: `/api/campaigns/${campaignId}/timeline-update`,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    payload: body.payload,
  });
}

function timeline(campaignId: string, token?: string) {
  return ctx.app.inject({
    url: `/api/campaigns/${campaignId}/timeline`,
    headers: token ? bearer(token) : {},
  });
}

const fileOf = (url: string) =>
  path.join(uploadsDir(ctx.config.dataDir), url.replace('/uploads/', ''));

describe('campaign timeline', () => {
  it('adds updates with images and lists them newest date first, publicly', async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id);

    const added = await post(farmer.token, campaignId, [image(), image([200, 40, 40])]);
    expect(added.statusCode).toBe(201);
    const update = added.json<TimelineUpdate>();
    expect(update).toEqual({
      _id: expect.any(String),
      title: 'Drip lines laid',
      date: '2025-02-14T00:00:00.000Z',
      description: 'All twelve acres now have drip irrigation.',
      images: [
        { url: expect.stringMatching(/^\/uploads\/timeline\/[\w-]+\.png$/) },
        { url: expect.stringMatching(/^\/uploads\/timeline\/[\w-]+\.png$/) },
      ],
    });
    expect((await ctx.app.inject({ url: update.images[0]!.url })).statusCode).toBe(200);
    await post(admin.token, campaignId, [], { title: 'Seedlings in', date: '2025-03-01' });
    await post(farmer.token, campaignId, [], { title: 'Soil tested', date: '2025-01-05' });

    const list = await timeline(campaignId);
    expect(list.statusCode).toBe(200);
    expect(list.json<TimelineUpdate[]>().map((u) => u.title)).toEqual([
      'Seedlings in',
      'Drip lines laid',
      'Soil tested',
    ]);
  });

  it('hides the timeline of a campaign that is not public from all but its owner and admins', async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id, {
      status: 'Draft',
      isVerified: false,
    });

    expect((await timeline(campaignId)).statusCode).toBe(404);
    expect((await timeline(campaignId, other.token)).statusCode).toBe(404);
    expect((await timeline(campaignId, farmer.token)).json()).toEqual([]);
    expect((await timeline(campaignId, admin.token)).statusCode).toBe(200);
  });

  it("lets a cancelled campaign's investors read it and its timeline, but nobody else", async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id);
    const investor = await newUser(ctx.app, 'Asha Investor');
    await invest(ctx.app, investor.token, campaignId, 5000);
    await ctx.db.update(campaigns).set({ status: 'Cancelled' }).where(eq(campaigns.id, campaignId));
    const campaign = (token?: string) =>
      ctx.app.inject({ url: `/api/campaigns/${campaignId}`, headers: token ? bearer(token) : {} });

    expect((await campaign(investor.token)).json()).toMatchObject({ status: 'Cancelled' });
    expect((await timeline(campaignId, investor.token)).statusCode).toBe(200);
    expect((await campaign()).statusCode).toBe(404);
    expect((await campaign(other.token)).statusCode).toBe(404);
    expect((await timeline(campaignId, other.token)).statusCode).toBe(404);
  });

  it('refuses a sixth image, a text file as image, missing fields and non-owners', async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id);

    const six = await post(
      farmer.token,
      campaignId,
      Array.from({ length: 6 }, () => image()),
    );
    expect(six.statusCode).toBe(400);
    expect(six.json()).toEqual({
      message: 'You can upload a maximum of 5 images.',
      code: 'TOO_MANY_FILES',
    });
    const text = await post(farmer.token, campaignId, [
      { ...image(), filename: 'notes.png', data: Buffer.from('just some notes, not a picture') },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json().code).toBe('UNSUPPORTED_FILE_TYPE');
    const missing = await post(farmer.token, campaignId, [], { title: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Title, Date, and Description are required.');
    expect((await post(other.token, campaignId, [image()])).statusCode).toBe(403);
    expect((await post(null, campaignId)).statusCode).toBe(401);
    expect(
      await ctx.db.select().from(timelineUpdates).where(eq(timelineUpdates.campaignId, campaignId)),
    ).toEqual([]);
  });

  it('refuses a title with a line break with 400 naming the field, and stores nothing', async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id);

    const res = await post(farmer.token, campaignId, [], {
      title: 'Harvest\r\nBcc: attacker@example.com',
    });

    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Title must be on one line',
      code: 'VALIDATION',
      fields: { title: 'Title must be on one line' },
    });
    expect(
      await ctx.db.select().from(timelineUpdates).where(eq(timelineUpdates.campaignId, campaignId)),
    ).toEqual([]);
  });

  it("takes an update dated today in India, and refuses tomorrow's", async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id);

    expect((await post(farmer.token, campaignId, [], { date: '2026-03-02' })).statusCode).toBe(201);
    const tomorrow = await post(farmer.token, campaignId, [], { date: '2026-03-03' });

    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json()).toEqual({
      message: 'The date of an update cannot be in the future.',
      code: 'VALIDATION',
      fields: { date: 'The date of an update cannot be in the future.' },
    });
    const rows = await ctx.db
      .select()
      .from(timelineUpdates)
      .where(eq(timelineUpdates.campaignId, campaignId));
    expect(rows.map((row) => row.date)).toEqual(['2026-03-02']);
  });

  it('deletes an update and its files for the owner only', async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id);
    const update = (await post(farmer.token, campaignId, [image()])).json<TimelineUpdate>();
    const file = fileOf(update.images[0]!.url);
    expect(existsSync(file)).toBe(true);
    const url = `/api/campaigns/${campaignId}/timeline-update/${update._id}`;

    const refused = await ctx.app.inject({ method: 'DELETE', url, headers: bearer(other.token) });
    expect(refused.statusCode).toBe(403);
    const elsewhere = await insertTestCampaign(ctx.db, other.user._id);
    const wrongCampaign = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/campaigns/${elsewhere}/timeline-update/${update._id}`,
      headers: bearer(other.token),
    });
    expect(wrongCampaign.statusCode).toBe(404);
    expect(existsSync(file)).toBe(true);

    const res = await ctx.app.inject({ method: 'DELETE', url, headers: bearer(farmer.token) });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Update deleted successfully!' });
    expect(existsSync(file)).toBe(false);
    expect((await timeline(campaignId)).json()).toEqual([]);
    const gone = await ctx.app.inject({ method: 'DELETE', url, headers: bearer(farmer.token) });
    expect(gone.statusCode).toBe(404);
  });
});
