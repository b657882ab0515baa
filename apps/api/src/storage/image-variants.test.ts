import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import type { Campaign } from '@mitti/domain/campaign';
import type { TimelineUpdate } from '@mitti/domain/timeline-update';
import type { ProfilePictureResponse } from '@mitti/domain/user';
import sharp from 'sharp';
import { failEachStatement } from '../../test/reliability/every-step-fails';
import { createFaultInjector } from '../../test/reliability/fault-injection';
import { NEW_CAMPAIGN_FIELDS, insertTestCampaign, setUser } from '../../test/campaign-fixtures';
import type { FormFile } from '../../test/multipart';
import { multipartFile, multipartForm } from '../../test/multipart';
import type { TestContext } from '../../test/test-app';
import { bearer, createTestApp, newUser } from '../../test/test-app';
import { uploadsDir } from './local-storage';

const faults = createFaultInjector();
let ctx: TestContext;
let farmer: Awaited<ReturnType<typeof newUser>>;

beforeAll(async () => {
  ctx = await createTestApp({}, { wrapDb: faults.wrap });
  farmer = await newUser(ctx.app, 'Ramesh Patil');
  await setUser(ctx.db, farmer.user._id, { active: 'true' });
});
afterAll(() => ctx.close());

const FIELDS = Object.entries(NEW_CAMPAIGN_FIELDS);

/** A photo-like JPEG: a gradient, so it compresses like a picture and not like a flat colour. */
async function jpeg(width: number, height: number, orientation?: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#8ec5ff"/>
    <stop offset="1" stop-color="#2f5a1c"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  const image = sharp(Buffer.from(svg)).jpeg();
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
}

/** A PNG that is 96 bytes on disk but declares width × height pixels: a decompression bomb. */
function declaredPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const visual = (data: Buffer, contentType = 'image/jpeg'): FormFile => ({
  field: 'visuals',
  filename: 'farm.jpg',
  contentType,
  data,
});

function createCampaign(files: FormFile[]) {
  const form = multipartForm(FIELDS, files);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/campaigns',
    headers: { ...form.headers, ...bearer(farmer.token) },
    payload: form.payload,
  });
}

function uploadAvatar(data: Buffer) {
  const form = multipartFile('profilePicture', 'me.png', 'image/png', data);
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/profile-picture',
    headers: { ...form.headers, ...bearer(farmer.token) },
    payload: form.payload,
  });
}

const fileOf = (url: string) =>
  path.join(uploadsDir(ctx.config.dataDir), url.replace('/uploads/', ''));

function uploadedFiles(folder: string): string[] {
  const dir = path.join(uploadsDir(ctx.config.dataDir), folder);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

/** `<base>.w<widths>.<ext>` to the copies' URLs: `<base>-<width>w.webp`. */
const copiesOf = (url: string, widths: number[]) =>
  widths.map((width) => url.replace(/\.w[\d-]+\.\w+$/, `-${width}w.webp`));

describe('resized copies of uploaded photos', () => {
  it('stores WebP copies at the standard widths of a large photo, named in its URL', async () => {
    const res = await createCampaign([visual(await jpeg(2400, 1800))]);

    expect(res.statusCode).toBe(201);
    const url = res.json<Campaign>().visuals[0]!.url;
    expect(url).toMatch(/^\/uploads\/campaigns\/[0-9a-f-]{36}\.w160-320-640-960-1280-1920\.jpg$/);
    const widths = [160, 320, 640, 960, 1280, 1920];
    const copies = await Promise.all(
      copiesOf(url, widths).map((copy) => sharp(fileOf(copy)).metadata()),
    );
    expect(
      copies.map(({ format, width, height, exif }) => ({ format, width, height, exif })),
    ).toEqual(
      widths.map((width) => ({ format: 'webp', width, height: width * 0.75, exif: undefined })),
    );
  });

  it('serves a copy as image/webp, cached as immutable', async () => {
    const url = (await createCampaign([visual(await jpeg(800, 600))])).json<Campaign>().visuals[0]!
      .url;

    const served = await ctx.app.inject({ url: copiesOf(url, [640])[0]! });

    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(640);
  });

  it('turns a photo upright as its EXIF orientation says, before measuring it', async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id);
    // Stored 1200 × 800 and shown turned a quarter: 800 wide, 1200 high.
    const form = multipartForm(
      [
        ['title', 'Vines pruned'],
        ['date', '2025-02-14'],
        ['description', 'Every row.'],
      ],
      [
        {
          field: 'images',
          filename: 'rows.jpg',
          contentType: 'image/jpeg',
          data: await jpeg(1200, 800, 6),
        },
      ],
    );

    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/campaigns/${campaignId}/timeline-update`,
      headers: { ...form.headers, ...bearer(farmer.token) },
      payload: form.payload,
    });

    expect(res.statusCode).toBe(201);
    const url = res.json<TimelineUpdate>().images[0]!.url;
    expect(url).toMatch(/\.w160-320-640\.jpg$/);
    const widest = await sharp(fileOf(copiesOf(url, [640])[0]!)).metadata();
    expect({ width: widest.width, height: widest.height, orientation: widest.orientation }).toEqual(
      {
        width: 640,
        height: 960,
        orientation: undefined,
      },
    );
    // The original is stored without its EXIF, so it is stored upright too.
    const original = await sharp(fileOf(url)).metadata();
    expect([original.width, original.height, original.orientation]).toEqual([800, 1200, undefined]);
  });

  it('keeps an animated GIF animated, re-encoded, with no copies', async () => {
    const frames = await Promise.all(
      ['#2f5a1c', '#8ec5ff', '#f5c542'].map((background) =>
        sharp({ create: { width: 400, height: 300, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const animated = await sharp(frames, { join: { animated: true } })
      .gif({ delay: [200, 200, 200] })
      .toBuffer();

    const res = await uploadAvatar(animated);

    expect(res.statusCode).toBe(200);
    const { url } = res.json<ProfilePictureResponse>().profilePicture;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.gif$/);
    const stored = await sharp(fileOf(url)).metadata();
    expect([stored.format, stored.pages, stored.width, stored.delay]).toEqual([
      'gif',
      3,
      400,
      [200, 200, 200],
    ]);
  });

  it('never enlarges: a photo narrower than the smallest width keeps a plain name and no copies', async () => {
    const before = uploadedFiles('avatars');
    const small = await sharp({
      create: { width: 120, height: 90, channels: 3, background: '#2f5a1c' },
    })
      .png()
      .toBuffer();

    const res = await uploadAvatar(small);

    expect(res.statusCode).toBe(200);
    const { url } = res.json<ProfilePictureResponse>().profilePicture;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.png$/);
    expect(uploadedFiles('avatars')).toEqual([...before, path.basename(url)].sort());
  });

  it('refuses a decompression bomb with 413 before decoding it, and stores nothing', async () => {
    const before = uploadedFiles('avatars');
    const bomb = declaredPng(50_000, 50_000);
    expect(bomb.length).toBeLessThan(100);

    const res = await uploadAvatar(bomb);

    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'The image is too large. The limit is 40 megapixels.',
      code: 'IMAGE_TOO_LARGE',
    });
    expect(uploadedFiles('avatars')).toEqual(before);
    const campaign = await createCampaign([
      visual(await jpeg(800, 600)),
      visual(bomb, 'image/png'),
    ]);
    expect(campaign.statusCode).toBe(413);
  });

  it('refuses an image that does not decode with 400 and stores nothing', async () => {
    const before = uploadedFiles('campaigns');
    const photo = await jpeg(800, 600);

    const res = await createCampaign([visual(photo.subarray(0, photo.length / 3))]);

    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'This image could not be read. Please upload another.',
      code: 'UNREADABLE_IMAGE',
    });
    expect(uploadedFiles('campaigns')).toEqual(before);
  });

  it('deletes the copies with the campaign', async () => {
    const created = (await createCampaign([visual(await jpeg(700, 500))])).json<Campaign>();
    const url = created.visuals[0]!.url;
    const files = [url, ...copiesOf(url, [160, 320, 640])].map(fileOf);
    expect(files.every((file) => existsSync(file))).toBe(true);

    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/campaigns/${created._id}`,
      headers: bearer(farmer.token),
    });

    expect(res.statusCode).toBe(200);
    expect(files.filter((file) => existsSync(file))).toEqual([]);
  });

  it('leaves no original and no copy when any database step of the creation fails', async () => {
    const photo = await jpeg(700, 500);
    const statements = await failEachStatement(ctx, faults, {
      prepare: () => Promise.resolve(null),
      send: () => createCampaign([visual(photo)]),
      succeeds: 201,
      done: () => Promise.resolve(),
    });

    expect(statements).toEqual(expect.arrayContaining(['begin', 'commit']));
  });
});
