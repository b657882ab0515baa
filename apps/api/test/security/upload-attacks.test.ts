import { readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { MAX_CAMPAIGN_VISUALS, MAX_TIMELINE_IMAGES } from '@mitti/domain/constants';
import sharp from 'sharp';
import { solidPng } from '../../src/db/solid-png';
import { uploadsDir } from '../../src/storage/local-storage';
import type { FormFile } from '../multipart';
import { multipartForm } from '../multipart';
import { bearer } from '../test-app';
import { digest } from './database-snapshot';
import { NEW_CAMPAIGN_FIELDS } from '../campaign-fixtures';
import { TIMELINE_FIELDS } from './route-cases';
import type { Account, World } from './security-world';
import { createWorld } from './security-world';

let world: World;

beforeAll(async () => {
  world = await createWorld();
});
afterAll(() => world.close());

interface UploadRoute {
  method: 'POST' | 'PUT';
  url: (w: World) => string;
  caller: (w: World) => Account;
  fileField: string;
  fields: Record<string, string>;
  maxFiles: number;
}

const UPLOAD_ROUTES: Record<string, UploadRoute> = {
  'PUT /api/profile-picture': {
    method: 'PUT',
    url: () => '/api/profile-picture',
    caller: (w) => w.investor,
    fileField: 'profilePicture',
    fields: {},
    maxFiles: 1,
  },
  'POST /api/campaigns': {
    method: 'POST',
    url: () => '/api/campaigns',
    caller: (w) => w.farmer,
    fileField: 'visuals',
    fields: NEW_CAMPAIGN_FIELDS,
    maxFiles: MAX_CAMPAIGN_VISUALS,
  },
  'PUT /api/campaigns/editCampaign/:id': {
    method: 'PUT',
    url: (w) => `/api/campaigns/editCampaign/${w.draftCampaignId}`,
    caller: (w) => w.farmer,
    fileField: 'visuals',
    fields: NEW_CAMPAIGN_FIELDS,
    maxFiles: MAX_CAMPAIGN_VISUALS,
  },
  'POST /api/campaigns/:id/timeline-update': {
    method: 'POST',
    url: (w) => `/api/campaigns/${w.draftCampaignId}/timeline-update`,
    caller: (w) => w.farmer,
    fileField: 'images',
    fields: TIMELINE_FIELDS,
    maxFiles: MAX_TIMELINE_IMAGES,
  },
};

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes whose header declares width × height pixels (over these pixels). */
function pngDeclaring(
  width: number,
  height: number,
  pixels = deflateSync(Buffer.alloc(4096)),
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2], 8);
  return Buffer.concat([
    solidPng(1, [0, 0, 0]).subarray(0, 8),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const HTML = Buffer.from(
  '<html><script>fetch("/api/user-profile").then(r=>r.text()).then(alert)</script>',
);
const PNG = () => solidPng(16, [90, 140, 60]);

/** A camera photo as phones write it: EXIF with the maker and the GPS position where it was taken. */
const gpsJpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#5a8c3c' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Mitti Phone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '19/1 59/1 2442/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '73/1 47/1 2400/100',
      },
    })
    .toBuffer();

const file = (
  route: UploadRoute,
  data: Buffer,
  filename = 'photo.png',
  contentType = 'image/png',
): FormFile => ({
  field: route.fileField,
  filename,
  contentType,
  data,
});

function upload(w: World, route: UploadRoute, files: FormFile[]) {
  const body = multipartForm(Object.entries(route.fields), files);
  return w.ctx.app.inject({
    method: route.method,
    url: route.url(w),
    headers: { ...body.headers, ...bearer(route.caller(w).token) },
    payload: body.payload,
  });
}

function uploadedFiles(): string[] {
  const root = uploadsDir(world.ctx.config.dataDir);
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Every file stored anywhere under DATA_DIR, to see that nothing lands beside the uploads. */
function dataDirFiles(): string[] {
  const root = world.ctx.config.dataDir;
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !path.relative(root, entry.parentPath).startsWith('db'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

const REFUSED: [string, (route: UploadRoute) => FormFile[], number, string][] = [
  [
    'an SVG with a script',
    (r) => [
      file(
        r,
        Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`),
        'a.svg',
        'image/svg+xml',
      ),
    ],
    400,
    'UNSUPPORTED_FILE_TYPE',
  ],
  [
    'PNG magic bytes followed by HTML',
    (r) => [file(r, Buffer.concat([PNG().subarray(0, 8), HTML]))],
    400,
    'UNSUPPORTED_FILE_TYPE',
  ],
  [
    'a PNG header over HTML for pixels',
    (r) => [file(r, pngDeclaring(400, 400, HTML))],
    400,
    'UNREADABLE_IMAGE',
  ],
  [
    'a GIF/JS polyglot',
    (r) => [
      file(r, Buffer.from('GIF89a/*\x00\x00*/=alert(document.domain)//;'), 'a.gif', 'image/gif'),
    ],
    400,
    'UNREADABLE_IMAGE',
  ],
  [
    'a PNG declaring 50000 x 50000 pixels',
    (r) => [file(r, pngDeclaring(50_000, 50_000))],
    413,
    'IMAGE_TOO_LARGE',
  ],
  [
    'a file of 11 MB',
    (r) => [file(r, Buffer.concat([PNG(), Buffer.alloc(11 * 1024 * 1024)]))],
    413,
    'FILE_TOO_LARGE',
  ],
  ['HTML declared as image/png', (r) => [file(r, HTML)], 400, 'UNSUPPORTED_FILE_TYPE'],
  [
    'HTML named ../../index.html',
    (r) => [file(r, HTML, '../../../index.html', 'text/html')],
    400,
    'UNSUPPORTED_FILE_TYPE',
  ],
];

describe.each(Object.keys(UPLOAD_ROUTES))('%s', (key) => {
  const route = UPLOAD_ROUTES[key]!;

  it.each(REFUSED)(
    'refuses %s cleanly: nothing stored, nothing written',
    async (_name, files, status, code) => {
      const [rows, stored] = [await digest(world.ctx.db), uploadedFiles()];

      const res = await upload(world, route, files(route));

      expect([res.statusCode, res.json()]).toEqual([status, { message: expect.any(String), code }]);
      expect(await digest(world.ctx.db)).toEqual(rows);
      expect(uploadedFiles()).toEqual(stored);
    },
  );

  it('refuses one file more than allowed with a 4xx, storing none', async () => {
    const [rows, stored] = [await digest(world.ctx.db), uploadedFiles()];
    const files = Array.from({ length: route.maxFiles + 1 }, () => file(route, PNG()));

    const res = await upload(world, route, files);

    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
    expect(await digest(world.ctx.db)).toEqual(rows);
    expect(uploadedFiles()).toEqual(stored);
  });

  it('stores a real PNG with HTML after its end re-encoded, without the HTML, under a made name, served as an inert image/png', async () => {
    const before = dataDirFiles();
    const polyglot = Buffer.concat([PNG(), HTML]);

    const res = await upload(world, route, [
      file(route, polyglot, '../../../../evil.html', 'text/html'),
    ]);

    expect(res.statusCode).toBeLessThan(300);
    const added = dataDirFiles().filter((name) => !before.includes(name));
    const original = added.find((name) => name.endsWith('.png'));
    expect(original).toMatch(/^uploads\/(avatars|campaigns|timeline)\/[0-9a-f-]{36}\.png$/);
    expect(added.every((name) => name.startsWith('uploads/') && !name.includes('evil'))).toBe(true);
    const served = await world.ctx.app.inject({ url: `/${original!}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(served.rawPayload.includes('<html>')).toBe(false);
    expect(served.rawPayload.subarray(-8)).toEqual(PNG().subarray(-8)); // ends with its IEND chunk
    const [sent, stored] = await Promise.all(
      [PNG(), served.rawPayload].map((png) => sharp(png).raw().toBuffer()),
    );
    expect(stored).toEqual(sent);
  });

  it('stores a camera JPEG without its EXIF and GPS position', async () => {
    const before = uploadedFiles();
    const photo = await gpsJpeg();
    expect((await sharp(photo).metadata()).exif?.toString('latin1')).toContain('Mitti Phone');

    const res = await upload(world, route, [file(route, photo, 'farm.jpg', 'image/jpeg')]);

    expect(res.statusCode).toBeLessThan(300);
    const original = uploadedFiles().find((name) => !before.includes(name) && /\.jpg$/.test(name));
    const stored = await sharp(
      path.join(uploadsDir(world.ctx.config.dataDir), original!),
    ).metadata();
    expect({ format: stored.format, width: stored.width, exif: stored.exif }).toEqual({
      format: 'jpeg',
      width: 64,
      exif: undefined,
    });
  });
});
