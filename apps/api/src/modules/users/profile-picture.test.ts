import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { solidPng } from '../../db/solid-png';
import { users } from '../../db/schema/users';
import { multipartFile } from '../../../test/multipart';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser } from '../../../test/test-app';

let ctx: TestContext;
let token: string;
let userId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const user = await newUser(ctx.app);
  token = user.token;
  userId = user.user._id;
});
afterAll(() => ctx.close());

function upload(filename: string, contentType: string, data: Buffer) {
  const { payload, headers } = multipartFile('profilePicture', filename, contentType, data);
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/profile-picture',
    headers: { ...headers, ...bearer(token) },
    payload,
  });
}

const pictureUrl = async () =>
  (await ctx.db.select().from(users).where(eq(users.id, userId)))[0]?.profilePictureUrl;

describe('PUT /api/profile-picture', () => {
  it('stores a PNG under a server-made name and serves the same picture back as image/png', async () => {
    const png = solidPng(32, [120, 80, 40]);

    const res = await upload('../../etc/passwd.png', 'application/octet-stream', png);

    expect(res.statusCode).toBe(200);
    const { url } = res.json().profilePicture;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.png$/);
    expect(await pictureUrl()).toBe(url);

    const served = await ctx.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const [sent, stored] = await Promise.all(
      [png, served.rawPayload].map((image) => sharp(image).raw().toBuffer()),
    );
    expect(stored).toEqual(sent);

    const profile = await ctx.app.inject({ url: '/api/user-profile', headers: bearer(token) });
    expect(profile.json().profilePicture).toEqual({ url });
  });

  it('refuses a text file named .png with 400', async () => {
    const before = await pictureUrl();

    const res = await upload('avatar.png', 'image/png', Buffer.from('<script>alert(1)</script>'));

    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Please upload a PNG, JPEG, GIF or WebP image.',
      code: 'UNSUPPORTED_FILE_TYPE',
    });
    expect(await pictureUrl()).toBe(before);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const before = await pictureUrl();
    const big = Buffer.concat([solidPng(8, [1, 2, 3]), Buffer.alloc(11 * 1024 * 1024)]);

    const res = await upload('big.png', 'image/png', big);

    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'The file is too large. The limit is 10 MB.',
      code: 'FILE_TOO_LARGE',
    });
    expect(await pictureUrl()).toBe(before);
  });

  it('refuses a request without the file with 400 and without a token with 401', async () => {
    const noFile = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile-picture',
      headers: bearer(token),
      payload: {},
    });
    const { payload, headers } = multipartFile(
      'profilePicture',
      'a.png',
      'image/png',
      solidPng(4, [0, 0, 0]),
    );
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile-picture',
      headers,
      payload,
    });

    expect(noFile.statusCode).toBe(400);
    expect(anonymous.statusCode).toBe(401);
  });
});
