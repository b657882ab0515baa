import { existsSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProfilePictureResponse } from '@mitti/domain/user';
import sharp from 'sharp';
import { multipartFile } from '../../test/multipart';
import type { TestContext } from '../../test/test-app';
import { bearer, createTestApp, newUser } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { uploadsDir } from './local-storage';

const MINUTE_MS = 60 * 1000;

const clock = testClock('2030-05-01T09:00:00Z');
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
});
afterAll(() => ctx.close());

const fileOf = (key: string) => path.join(uploadsDir(ctx.config.dataDir), key);

/** A file as a crash would leave it, last written `minutesAgo` before the clock's now. */
async function leftFile(key: string, minutesAgo: number): Promise<string> {
  const file = fileOf(key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, 'left by a crash');
  const at = new Date(clock.now().getTime() - minutesAgo * MINUTE_MS);
  await utimes(file, at, at);
  return file;
}

describe('upload-cleanup on the local disk', () => {
  it('removes files no row refers to once they are an hour old, and keeps the rest', async () => {
    const user = await newUser(ctx.app);
    const photo = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#2f5a1c' },
    })
      .jpeg()
      .toBuffer();
    const form = multipartFile('profilePicture', 'me.jpg', 'image/jpeg', photo);
    const uploaded = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile-picture',
      headers: { ...form.headers, ...bearer(user.token) },
      payload: form.payload,
    });
    const { url } = uploaded.json<ProfilePictureResponse>().profilePicture;
    const avatar = url.replace('/uploads/', '');
    const kept = [avatar, avatar.replace(/\.w160-320\.jpg$/, '-320w.webp')].map(fileOf);
    // Written by the request, so older than an hour by the test's clock, yet referred to.
    expect(kept.every((file) => existsSync(file))).toBe(true);
    const old = await leftFile('timeline/6d7c1c43-94d4-4a8e-9f0b-4f5c3a0e0b11.png', 61);
    const young = await leftFile('items/0b1f2b43-6c55-4f0a-8e43-6f7f9b0c2a19.png', 59);

    const spy = ctx.app.jobs.spy('upload-cleanup');
    const done = spy.waitForJob(() => true, 'completed');
    await ctx.app.jobs.send(ctx.db, 'upload-cleanup', {});
    await done;

    expect([existsSync(old), existsSync(young)]).toEqual([false, true]);
    expect(kept.every((file) => existsSync(file))).toBe(true);
  });
});
