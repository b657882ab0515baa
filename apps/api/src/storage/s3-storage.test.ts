import { randomUUID } from 'node:crypto';
import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Campaign } from '@mitti/domain/campaign';
import type { ProfilePictureResponse } from '@mitti/domain/user';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { campaigns } from '../db/schema/invest';
import { users } from '../db/schema/users';
import { NEW_CAMPAIGN_FIELDS, setUser } from '../../test/campaign-fixtures';
import { multipartFile, multipartForm } from '../../test/multipart';
import type { TestS3Server } from '../../test/s3-server';
import { startS3Server } from '../../test/s3-server';
import type { TestContext } from '../../test/test-app';
import { bearer, createTestApp, newUser } from '../../test/test-app';
import { testClock } from '../../test/test-clock';

const HOUR_MS = 60 * 60 * 1000;
const UNAVAILABLE = {
  message: 'File storage is unavailable. Please try again in a few minutes.',
  code: 'STORAGE_UNAVAILABLE',
};

const clock = testClock(new Date().toISOString());
let s3: TestS3Server;
let bucket: S3Client;
let ctx: TestContext;
let farmer: Awaited<ReturnType<typeof newUser>>;

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = new S3Client({
    region: s3.config.region,
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: s3.config.credentials!,
  });
  ctx = await createTestApp({ storage: 's3', s3: s3.config }, { clock });
  farmer = await newUser(ctx.app, 'Ramesh Patil');
  await setUser(ctx.db, farmer.user._id, { active: 'true' });
});
afterAll(async () => {
  await ctx.close();
  bucket.destroy();
  await s3.close();
});

/** A photo-like JPEG: a gradient, wide enough for copies at 160, 320 and 640 pixels. */
function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#8ec5ff"/>
    <stop offset="1" stop-color="#2f5a1c"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

async function bucketKeys(prefix: string): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

async function bucketObject(key: string): Promise<Buffer> {
  const object = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

const keyOf = (url: string) => url.slice(url.indexOf('/uploads/') + '/uploads/'.length);
/** The original's key and its copies' (`<base>.w160-320-640.jpg` -> `<base>-160w.webp`, ...). */
const withCopies = (key: string) => [
  key,
  ...[160, 320, 640].map((width) => key.replace(/\.w[\d-]+\.\w+$/, `-${width}w.webp`)),
];

async function uploadAvatar(app = ctx.app, token = farmer.token) {
  const form = multipartFile('profilePicture', 'me.jpg', 'image/jpeg', await photo());
  return app.inject({
    method: 'PUT',
    url: '/api/profile-picture',
    headers: { ...form.headers, ...bearer(token) },
    payload: form.payload,
  });
}

async function createCampaign() {
  const form = multipartForm(Object.entries(NEW_CAMPAIGN_FIELDS), [
    { field: 'visuals', filename: 'farm.jpg', contentType: 'image/jpeg', data: await photo() },
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/campaigns',
    headers: { ...form.headers, ...bearer(farmer.token) },
    payload: form.payload,
  });
}

async function profilePictureUrl(userId: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ url: users.profilePictureUrl })
    .from(users)
    .where(eq(users.id, userId));
  return row!.url;
}

/** Runs the scheduled job through the queue, as pg-boss's cron would, and waits for it. */
async function runCleanupJob(): Promise<void> {
  const spy = ctx.app.jobs.spy('upload-cleanup');
  spy.clear();
  const done = spy.waitForJob(() => true, 'completed');
  await ctx.app.jobs.send(ctx.db, 'upload-cleanup', {});
  await done;
}

describe('STORAGE=s3', () => {
  it('stores an upload and its resized copies in the bucket, and the API serves them', async () => {
    const res = await uploadAvatar();

    expect(res.statusCode).toBe(200);
    const { url } = res.json<ProfilePictureResponse>().profilePicture;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.w160-320-640\.jpg$/);
    const key = keyOf(url);
    expect(await bucketKeys(key.replace(/\.w.*$/, ''))).toEqual(withCopies(key).sort());
    expect(await profilePictureUrl(farmer.user._id)).toBe(url);

    const served = await ctx.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(await bucketObject(key))).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^W\/"[0-9a-f]+"$/);

    const again = await ctx.app.inject({ url, headers: { 'if-none-match': etag } });
    expect([again.statusCode, again.body]).toEqual([304, '']);

    const copy = await ctx.app.inject({ url: `/uploads/${withCopies(key)[3]!}` });
    expect(copy.headers['content-type']).toBe('image/webp');
    expect((await sharp(copy.rawPayload).metadata()).width).toBe(640);

    const part = await ctx.app.inject({ url, headers: { range: 'bytes=0-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(served.rawPayload.subarray(0, 10))).toBe(true);
  });

  it('answers 404 for a missing object and for a key the server never makes', async () => {
    for (const url of [
      `/uploads/avatars/${randomUUID()}.png`,
      '/uploads/avatars/../secret.txt',
      '/uploads/backups/db.sql',
    ]) {
      const res = await ctx.app.inject({ url });
      expect([url, res.statusCode, res.json()]).toEqual([
        url,
        404,
        { message: 'Not found', code: 'NOT_FOUND' },
      ]);
    }
  });

  it('removes the objects of a deleted campaign, copies included', async () => {
    const created = await createCampaign();
    expect(created.statusCode).toBe(201);
    const campaign = created.json<Campaign>();
    const keys = withCopies(keyOf(campaign.visuals[0]!.url));
    expect(await bucketKeys('campaigns/')).toEqual(expect.arrayContaining(keys));

    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/campaigns/${campaign._id}`,
      headers: bearer(farmer.token),
    });

    expect(res.statusCode).toBe(200);
    const left = await bucketKeys('campaigns/');
    expect(keys.filter((key) => left.includes(key))).toEqual([]);
  });

  it('with S3_PUBLIC_URL answers with the bucket address, where the bytes are served', async () => {
    const publicUrl = `${s3.endpoint}/${s3.bucket}`;
    const cdn = await createTestApp({ storage: 's3', s3: { ...s3.config, publicUrl } });
    try {
      const user = await newUser(cdn.app, 'Meena Rao');

      const res = await uploadAvatar(cdn.app, user.token);

      expect(res.statusCode).toBe(200);
      const { url } = res.json<ProfilePictureResponse>().profilePicture;
      expect(url).toMatch(new RegExp(`^${publicUrl}/avatars/[0-9a-f-]{36}\\.w160-320-640\\.jpg$`));
      const fetched = await fetch(url);
      expect(fetched.status).toBe(200);
      expect(fetched.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const key = url.slice(publicUrl.length + 1);
      expect(Buffer.from(await fetched.arrayBuffer()).equals(await bucketObject(key))).toBe(true);
      // The pages may show pictures from the bucket's origin.
      const page = await cdn.app.inject({ url: '/api/health' });
      expect(page.headers['content-security-policy']).toContain(
        `img-src 'self' data: blob: ${s3.endpoint}`,
      );
    } finally {
      await cdn.close();
    }
  });

  it('the cleanup job removes objects no row refers to once they are an hour old', async () => {
    const avatar = keyOf((await uploadAvatar()).json<ProfilePictureResponse>().profilePicture.url);
    const orphan = `campaigns/${randomUUID()}.w160.jpg`;
    const orphans = [orphan, orphan.replace('.w160.jpg', '-160w.webp')];
    for (const key of orphans) {
      await bucket.send(
        new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: 'left by a crash' }),
      );
    }

    // Younger than an hour: it may be an upload whose row is being written.
    await runCleanupJob();
    expect(await bucketKeys('campaigns/')).toEqual(expect.arrayContaining(orphans));

    clock.set(new Date(Date.now() + 2 * HOUR_MS).toISOString());
    await runCleanupJob();

    const left = await bucketKeys('');
    expect(orphans.filter((key) => left.includes(key))).toEqual([]);
    expect(left).toEqual(expect.arrayContaining(withCopies(avatar)));
  });

  it('with the store down, uploads answer 503 and write no row; other routes still answer', async () => {
    const before = (await uploadAvatar()).json<ProfilePictureResponse>().profilePicture.url;
    const campaignsBefore = await ctx.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.userId, farmer.user._id));
    await s3.stop();
    try {
      const avatar = await uploadAvatar();
      expect([avatar.statusCode, avatar.json()]).toEqual([503, UNAVAILABLE]);
      expect(await profilePictureUrl(farmer.user._id)).toBe(before);

      const campaign = await createCampaign();
      expect([campaign.statusCode, campaign.json()]).toEqual([503, UNAVAILABLE]);
      expect(
        await ctx.db
          .select({ id: campaigns.id })
          .from(campaigns)
          .where(eq(campaigns.userId, farmer.user._id)),
      ).toEqual(campaignsBefore);

      const served = await ctx.app.inject({ url: before });
      expect([served.statusCode, served.json()]).toEqual([503, UNAVAILABLE]);

      const listing = await ctx.app.inject({ url: '/api/campaigns' });
      expect(listing.statusCode).toBe(200);
      const profile = await ctx.app.inject({
        url: '/api/user-profile',
        headers: bearer(farmer.token),
      });
      expect(profile.statusCode).toBe(200);
    } finally {
      await s3.start();
    }
    expect((await uploadAvatar()).statusCode).toBe(200);
  });
});
