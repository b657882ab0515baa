import type { AuthResponse } from '@mitti/domain/user';
import { eq } from 'drizzle-orm';
import type { JWTPayload } from 'jose';
import { users } from '../../db/schema/users';
import type { LocalJwks } from '../../../test/local-jwks';
import { startLocalJwks } from '../../../test/local-jwks';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp } from '../../../test/test-app';

const CLIENT_ID = 'mitti-test.apps.googleusercontent.com';

let jwks: LocalJwks;
let ctx: TestContext;

beforeAll(async () => {
  jwks = await startLocalJwks();
  ctx = await createTestApp({ googleClientId: CLIENT_ID, googleJwksUrl: jwks.url });
});
afterAll(async () => {
  await ctx.close();
  await jwks.close();
});

function claims(overrides: JWTPayload = {}): JWTPayload {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    sub: '108234567890123456789',
    email: 'Kavya.Nair@gmail.com',
    email_verified: true,
    name: 'Kavya Nair',
    iat: now,
    exp: now + 3600,
    ...overrides,
  };
}

const googleSignin = (idToken: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/google-signin', payload: { idToken } });

const refusal = { message: 'Google sign-in failed. Please try again.', code: 'UNAUTHORIZED' };

describe('POST /api/auth/google-signin', () => {
  it('creates the account on first sign-in and returns a working token', async () => {
    const res = await googleSignin(await jwks.sign(claims()));

    expect(res.statusCode).toBe(200);
    const { token, user } = res.json<AuthResponse>();
    expect(user).toMatchObject({
      name: 'Kavya Nair',
      email: 'kavya.nair@gmail.com',
      role: 'user',
      emailConfirmed: true,
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.email, 'kavya.nair@gmail.com'));
    expect(row).toMatchObject({ googleSub: '108234567890123456789', passwordHash: null });
    const profile = await ctx.app.inject({ url: '/api/user-profile', headers: bearer(token) });
    expect(profile.json()._id).toBe(user._id);
  });

  it('signs the same Google account into the same user again', async () => {
    const first = (await googleSignin(await jwks.sign(claims()))).json();
    const again = await googleSignin(await jwks.sign(claims({ email: 'kavya.nair@gmail.com' })));

    expect(again.statusCode).toBe(200);
    expect(again.json().user._id).toBe(first.user._id);
    expect(
      await ctx.db.select().from(users).where(eq(users.googleSub, '108234567890123456789')),
    ).toHaveLength(1);
  });

  it('links a Google account to an existing password account with the same email', async () => {
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { username: 'Dev Joshi', email: 'dev@example.com', password: 'password-123' },
    });
    const res = await googleSignin(
      await jwks.sign(claims({ sub: 'google-dev', email: 'dev@example.com', name: 'Dev J' })),
    );

    expect(res.statusCode).toBe(200);
    expect(signup.json().user.emailConfirmed).toBe(false);
    // Google vouches for the address: linking confirms it.
    expect(res.json().user).toMatchObject({
      _id: signup.json().user._id,
      name: 'Dev Joshi',
      emailConfirmed: true,
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.email, 'dev@example.com'));
    expect(row?.googleSub).toBe('google-dev');
  });

  it.each([
    ['another audience', claims({ aud: 'someone-else.apps.googleusercontent.com' })],
    ['another issuer', claims({ iss: 'https://evil.example.com' })],
    ['an expired token', claims({ iat: 1_600_000_000, exp: 1_600_003_600 })],
    [
      'an unverified email',
      claims({ sub: 'unverified', email: 'x@example.com', email_verified: false }),
    ],
  ])('refuses %s with 401 and creates nobody', async (_case, payload) => {
    const before = await ctx.db.select().from(users);
    const res = await googleSignin(await jwks.sign(payload));

    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(refusal);
    expect(await ctx.db.select().from(users)).toHaveLength(before.length);
  });

  it('refuses a token signed by another key with 401', async () => {
    const res = await googleSignin(await jwks.sign(claims({ sub: 'forged' }), jwks.otherKey));

    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(refusal);
  });

  it('refuses a token that is not a JWT with 401', async () => {
    const res = await googleSignin('not-a-token');
    expect(res.statusCode).toBe(401);
  });

  it('publishes the client id for the apps', async () => {
    const res = await ctx.app.inject({ url: '/api/auth/config' });
    expect(res.json()).toEqual({ googleClientId: CLIENT_ID });
  });
});

describe('Google sign-in without GOOGLE_CLIENT_ID', () => {
  it('answers 503 saying it is not configured', async () => {
    const unconfigured = await createTestApp();
    try {
      const res = await unconfigured.app.inject({
        method: 'POST',
        url: '/api/auth/google-signin',
        payload: { idToken: await jwks.sign(claims()) },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: 'Google sign-in is not configured.',
        code: 'GOOGLE_NOT_CONFIGURED',
      });
    } finally {
      await unconfigured.close();
    }
  });
});
