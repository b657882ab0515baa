import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { users } from '../../src/db/schema/users';
import { insertTestCampaign, setUser } from '../campaign-fixtures';
import type { TestContext } from '../test-app';
import { createTestApp, newUser, TEST_JWT_SECRET } from '../test-app';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof newUser>>;
let draftId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await newUser(ctx.app, 'Meera Iyer');
  await setUser(ctx.db, admin.user._id, { role: 'admin' });
  draftId = await insertTestCampaign(ctx.db, admin.user._id, {
    status: 'Draft',
    isVerified: false,
  });
});
afterAll(() => ctx.close());

const HOUR_S = 60 * 60;
const now = () => Math.floor(Date.now() / 1000);
const segment = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function sign(
  claims: Record<string, unknown>,
  { secret = TEST_JWT_SECRET, alg = 'HS256', exp = now() + HOUR_S } = {},
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg, typ: 'JWT' })
    .setIssuedAt(exp - 7 * 24 * HOUR_S)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));
}

/** The admin's real token with its payload swapped: the signature no longer covers it. */
function tampered(token: string, claims: object): string {
  const [header, , signature] = token.split('.');
  return `${header}.${segment(claims)}.${signature}`;
}

async function attacks(): Promise<[string, string][]> {
  const victim = await newUser(ctx.app, 'Deleted Person');
  const deletedUserToken = victim.token;
  await ctx.db.delete(users).where(eq(users.id, victim.user._id));
  const signedOut = await newUser(ctx.app, 'Signed Out');
  await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: { authorization: `Bearer ${signedOut.token}` },
  });
  const attacker = await newUser(ctx.app, 'Mallory');
  const sub = admin.user._id;
  return [
    [
      'alg none',
      `${segment({ alg: 'none', typ: 'JWT' })}.${segment({ sub, exp: now() + HOUR_S })}.`,
    ],
    ['alg none, upper case', `${segment({ alg: 'NONE' })}.${segment({ sub })}.`],
    [
      'signed with another secret',
      await sign({ sub }, { secret: 'another-secret-of-the-same-length-as-ours!!' }),
    ],
    ['HS512, an algorithm not allowed', await sign({ sub }, { alg: 'HS512' })],
    ['expired', await sign({ sub }, { exp: now() - 60 })],
    ['for a deleted user', deletedUserToken],
    ['of a session that was signed out', signedOut.token],
    ['without a session', await sign({ sub })],
    ['of a session that never existed', await sign({ sub, sid: randomUUID() })],
    [
      'for a user id that never existed',
      await sign({ sub: '00000000-0000-4000-8000-000000000000' }),
    ],
    ['with a subject that is not an id', await sign({ sub: "' OR 1=1 --" })],
    ['without a subject', await sign({ role: 'admin' })],
    ['payload tampered to the admin', tampered(attacker.token, { sub, exp: now() + HOUR_S })],
    [
      'payload tampered with role claims',
      tampered(attacker.token, {
        sub: attacker.user._id,
        role: 'admin',
        isAdmin: true,
        exp: now() + HOUR_S,
      }),
    ],
    ['malformed: one segment', 'not-a-token'],
    ['malformed: garbage segments', 'a.b.c'],
    ['malformed: not base64', '%%%.***.!!!'],
    ['malformed: huge', 'x'.repeat(64 * 1024)],
  ];
}

describe('forged, stale and broken tokens', () => {
  it('are refused with 401 in the error shape on a user route and on an admin route', async () => {
    const refused = { message: 'Please sign in to continue.', code: 'UNAUTHORIZED' };
    for (const [name, token] of await attacks()) {
      for (const url of ['/api/user-profile', '/api/admin/orders']) {
        const res = await ctx.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
        expect([name, url, res.statusCode, res.json()]).toEqual([name, url, 401, refused]);
      }
    }
  });

  it('make the caller a visitor on a public route: a Draft stays hidden', async () => {
    for (const [name, token] of await attacks()) {
      const res = await ctx.app.inject({
        url: `/api/campaigns/${draftId}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect([name, res.statusCode]).toEqual([name, 404]);
    }
  });

  it('are refused when the header is not a bearer token', async () => {
    for (const authorization of [
      admin.token,
      `Basic ${admin.token}`,
      `Bearer ${admin.token} extra`,
      'Bearer',
    ]) {
      const res = await ctx.app.inject({ url: '/api/admin/orders', headers: { authorization } });
      expect([authorization.slice(0, 12), res.statusCode]).toEqual([
        authorization.slice(0, 12),
        401,
      ]);
    }
  });

  it('while the real token of the admin goes through', async () => {
    const res = await ctx.app.inject({
      url: '/api/admin/orders',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(200);
  });
});
