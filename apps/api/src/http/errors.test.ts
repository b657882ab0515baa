import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { users } from '../db/schema/users';
import { createTokenService } from '../modules/auth/tokens';
import type { TestContext } from '../../test/test-app';
import { bearer, createTestApp, newUser } from '../../test/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  ctx.app.get('/api/test-explodes', () => {
    throw new Error('connection to db-internal.example:5432 failed for user mitti_admin');
  });
});
afterAll(() => ctx.close());

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('errors', () => {
  it('answers unknown API routes with 404 in the error shape', async () => {
    for (const [method, url] of [
      ['GET', '/api/no-such-thing'],
      ['POST', '/api/campaigns/x/y'],
      ['GET', '/uploads/avatars/missing.png'],
      ['GET', '/farms'],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    }
  });

  it('answers a crash with a 500 that reveals nothing', async () => {
    const res = await ctx.app.inject({ url: '/api/test-explodes' });

    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    });
    expect(res.body).not.toMatch(/db-internal|mitti_admin|stack/);
  });

  it('answers malformed JSON with 400 in the error shape', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });

    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) });
  });

  const postLogin = (payload: string, contentType = 'application/json') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': contentType },
      payload,
    });

  it('answers JSON nested thousands deep with 400, not a crash', async () => {
    const res = await postLogin(`{"email":${'['.repeat(20_000)}${']'.repeat(20_000)}}`);

    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Some values in the request are not valid.',
      code: 'VALIDATION',
    });
  });

  it('answers a body that is not a JSON object with 400 saying so', async () => {
    for (const payload of ['[]', '"x"', '42', '[{"email":"a@b.c"}]']) {
      const res = await postLogin(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'The request body must be a JSON object.',
        code: 'VALIDATION',
      });
    }
  });

  it('answers a text/plain body with 415, as other types that are not JSON', async () => {
    const res = await postLogin('{"email":"a@b.c","password":"x"}', 'text/plain');

    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers a JSON body over the 1 MB limit with 413 naming that limit', async () => {
    const res = await postLogin(JSON.stringify({ email: 'a'.repeat(1_100_000) }));

    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'The request is too large. The limit is 1 MB.',
      code: 'TOO_LARGE',
    });
  });

  it('answers a missing body with 400 naming the required fields', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login' });

    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('sets security headers', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });

    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['content-security-policy']).toContain(
      "script-src 'self' https://accounts.google.com",
    );
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('bearer tokens', () => {
  it('refuses an alg "none" token with 401', async () => {
    const { user } = await newUser(ctx.app);
    const now = Math.floor(Date.now() / 1000);
    const token = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: user._id, iat: now, exp: now + 600 })}.`;

    const res = await ctx.app.inject({ url: '/api/user-profile', headers: bearer(token) });

    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please sign in to continue.', code: 'UNAUTHORIZED' });
  });

  it('refuses a token signed with another secret with 401', async () => {
    const { user, token: real } = await newUser(ctx.app);
    const token = await createTokenService('another-secret-another-secret-another-secret').sign({
      userId: user._id,
      sessionId: decodeJwt(real).sid as string,
    });

    const res = await ctx.app.inject({ url: '/api/user-profile', headers: bearer(token) });

    expect(res.statusCode).toBe(401);
  });

  it('refuses the token of a user that no longer exists with 401', async () => {
    const { user, token } = await newUser(ctx.app);
    expect(
      (await ctx.app.inject({ url: '/api/user-profile', headers: bearer(token) })).statusCode,
    ).toBe(200);

    await ctx.db.delete(users).where(eq(users.id, user._id));

    const res = await ctx.app.inject({ url: '/api/user-profile', headers: bearer(token) });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a malformed authorization header with 401', async () => {
    const res = await ctx.app.inject({
      url: '/api/user-profile',
      headers: { authorization: 'Basic abc' },
    });
    expect(res.statusCode).toBe(401);
  });
});
