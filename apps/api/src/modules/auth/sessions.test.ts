import type { AuthResponse, PasswordChangedResponse } from '@mitti/domain/user';
import { asc, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { sessions, users } from '../../db/schema/users';
import { testClock } from '../../../test/test-clock';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser, TEST_JWT_SECRET } from '../../../test/test-app';
import { insertUser } from '../users/repository';
import { insertSession } from './repository';
import { createTokenService } from './tokens';

const clock = testClock('2030-03-01T09:00:00Z');
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp(
    {},
    { clock, authRateLimits: { passwordChange: { max: 3, timeWindowMs: 60_000 } } },
  );
});
afterAll(() => ctx.close());

const NEW_PASSWORD = 'a new pass phrase';

type Account = Awaited<ReturnType<typeof newUser>>;

/** One more sign-in of the account (another device): its token. */
async function signInAgain(account: Account, password = account.password): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password },
  });
  expect(res.statusCode).toBe(200);
  return res.json<AuthResponse>().token;
}

async function profileStatus(token: string): Promise<number> {
  return (await ctx.app.inject({ url: '/api/user-profile', headers: bearer(token) })).statusCode;
}

const sid = (token: string) => decodeJwt(token).sid as string;

const statuses = (tokens: string[]) => Promise.all(tokens.map(profileStatus));

function changePassword(token: string, payload: unknown) {
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/auth/password',
    headers: bearer(token),
    payload: payload as object,
  });
}

async function sessionRows(userId: string) {
  return ctx.db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt), asc(sessions.id));
}

async function userRow(userId: string) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
  return row!;
}

describe('a sign-in', () => {
  it('is a session row at the clock time whose id the token carries', async () => {
    clock.set('2030-03-01T09:00:00Z');
    const asha = await newUser(ctx.app);

    const [row] = await sessionRows(asha.user._id);
    expect(row).toEqual({
      id: sid(asha.token),
      userId: asha.user._id,
      createdAt: new Date('2030-03-01T09:00:00Z'),
      revokedAt: null,
    });
    expect(await profileStatus(asha.token)).toBe(200);
  });

  it('with a well-signed token whose session does not exist gets 401', async () => {
    const asha = await newUser(ctx.app);
    const token = await createTokenService(TEST_JWT_SECRET).sign({
      userId: asha.user._id,
      sessionId: '00000000-0000-4000-8000-000000000000',
    });

    expect(await profileStatus(token)).toBe(401);
  });

  it("of one user does not open another user's account", async () => {
    const [asha, ravi] = [await newUser(ctx.app), await newUser(ctx.app, 'Ravi')];
    const token = await createTokenService(TEST_JWT_SECRET).sign({
      userId: ravi.user._id,
      sessionId: sid(asha.token),
    });

    expect(await profileStatus(token)).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends this session only: its token gets 401, the same account on another device goes on', async () => {
    const asha = await newUser(ctx.app);
    const phone = await signInAgain(asha);
    clock.set('2030-03-01T10:00:00Z');

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(asha.token),
    });

    expect(res.statusCode).toBe(204);
    const refused = await ctx.app.inject({ url: '/api/user-profile', headers: bearer(asha.token) });
    expect([refused.statusCode, refused.json()]).toEqual([
      401,
      { message: 'Please sign in to continue.', code: 'UNAUTHORIZED' },
    ]);
    expect(await profileStatus(phone)).toBe(200);
    const rows = await sessionRows(asha.user._id);
    expect(Object.fromEntries(rows.map((row) => [row.id, row.revokedAt]))).toEqual({
      [sid(asha.token)]: new Date('2030-03-01T10:00:00Z'),
      [sid(phone)]: null,
    });
  });

  it('answers 204 to an ended token or none, changing nothing', async () => {
    const asha = await newUser(ctx.app);
    const logout = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    await logout(bearer(asha.token));
    const ended = await sessionRows(asha.user._id);
    clock.set('2030-03-01T11:00:00Z');

    expect((await logout(bearer(asha.token))).statusCode).toBe(204);
    expect((await logout({})).statusCode).toBe(204);
    expect((await logout(bearer('not-a-token'))).statusCode).toBe(204);
    expect(await sessionRows(asha.user._id)).toEqual(ended);
  });
});

describe('POST /api/auth/logout-all', () => {
  it("ends every session of the user and no one else's", async () => {
    const asha = await newUser(ctx.app);
    const ashaElsewhere = [await signInAgain(asha), await signInAgain(asha)];
    const ravi = await newUser(ctx.app, 'Ravi');

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: bearer(asha.token),
    });

    expect(res.statusCode).toBe(204);
    expect(await statuses([asha.token, ...ashaElsewhere])).toEqual([401, 401, 401]);
    expect(await profileStatus(ravi.token)).toBe(200);
    expect(await profileStatus(await signInAgain(asha))).toBe(200);
  });

  it('needs a live session: an ended token gets 401', async () => {
    const asha = await newUser(ctx.app);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(asha.token) });

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: bearer(asha.token),
    });

    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/auth/password', () => {
  it('sets the new password, ends every session and answers a token for this device', async () => {
    const asha = await newUser(ctx.app);
    const phone = await signInAgain(asha);
    const ravi = await newUser(ctx.app, 'Ravi');
    const before = await userRow(asha.user._id);

    const res = await changePassword(asha.token, {
      currentPassword: asha.password,
      newPassword: NEW_PASSWORD,
    });

    expect(res.statusCode).toBe(200);
    const { token } = res.json<PasswordChangedResponse>();
    expect(await statuses([asha.token, phone, token, ravi.token])).toEqual([401, 401, 200, 200]);
    expect((await userRow(asha.user._id)).passwordHash).not.toBe(before.passwordHash);
    const oldLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: asha.email, password: asha.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    expect(await profileStatus(await signInAgain(asha, NEW_PASSWORD))).toBe(200);
  });

  it('refuses a wrong current password with 400 naming it; the password and sessions stay', async () => {
    const asha = await newUser(ctx.app);
    const phone = await signInAgain(asha);
    const [userBefore, sessionsBefore] = [
      await userRow(asha.user._id),
      await sessionRows(asha.user._id),
    ];

    const res = await changePassword(asha.token, {
      currentPassword: 'not my password',
      newPassword: NEW_PASSWORD,
    });

    expect([res.statusCode, res.json()]).toEqual([
      400,
      {
        message: 'The current password is not right.',
        code: 'VALIDATION',
        fields: { currentPassword: 'The current password is not right.' },
      },
    ]);
    expect(await userRow(asha.user._id)).toEqual(userBefore);
    expect(await sessionRows(asha.user._id)).toEqual(sessionsBefore);
    expect(await statuses([asha.token, phone])).toEqual([200, 200]);
    expect(await profileStatus(await signInAgain(asha))).toBe(200);
  });

  it.each([
    [
      'no fields',
      {},
      {
        currentPassword: 'Current password is required',
        newPassword: 'New password is required',
      },
    ],
    [
      'a short new password',
      { newPassword: 'short' },
      { newPassword: 'Password must be at least 8 characters' },
    ],
    [
      'a new password of spaces',
      { newPassword: ' '.repeat(10) },
      { newPassword: 'Password cannot be only spaces' },
    ],
    [
      'the current password again',
      { newPassword: 'correct horse battery' },
      { newPassword: 'The new password must be different from the current one' },
    ],
    [
      'a common new password',
      { newPassword: 'password1' },
      { newPassword: 'This password is too common. Please choose one that is harder to guess' },
    ],
    [
      'a current password that is not text',
      { currentPassword: { $ne: '' } },
      { currentPassword: expect.any(String) },
    ],
  ])('refuses %s with 400 naming the field, changing nothing', async (_name, change, fields) => {
    const asha = await newUser(ctx.app);
    const before = await userRow(asha.user._id);
    const body =
      Object.keys(change).length === 0
        ? change
        : { currentPassword: asha.password, newPassword: NEW_PASSWORD, ...change };

    const res = await changePassword(asha.token, body);

    expect([res.statusCode, res.json()]).toEqual([
      400,
      { message: expect.any(String), code: 'VALIDATION', fields },
    ]);
    expect(await userRow(asha.user._id)).toEqual(before);
    expect(await profileStatus(asha.token)).toBe(200);
  });

  it('tells an account that signs in with Google that it has no password', async () => {
    const user = await insertUser(ctx.db, {
      email: 'kavya.nair@gmail.com',
      name: 'Kavya Nair',
      googleSub: '108234567890123456789',
    });
    const token = await createTokenService(TEST_JWT_SECRET).sign({
      userId: user!.id,
      sessionId: await insertSession(ctx.db, user!.id, clock.now()),
    });

    const res = await changePassword(token, {
      currentPassword: 'anything at all',
      newPassword: NEW_PASSWORD,
    });

    expect([res.statusCode, res.json()]).toEqual([
      409,
      {
        message: 'This account signs in with Google and has no password to change.',
        code: 'NO_PASSWORD',
      },
    ]);
    expect(await userRow(user!.id)).toEqual(user);
    expect(await profileStatus(token)).toBe(200);
  });

  it('answers 429 to a fourth try within a minute on one account, not to another account', async () => {
    const [asha, ravi] = [await newUser(ctx.app), await newUser(ctx.app, 'Ravi')];
    const guess = { currentPassword: 'a guess at it', newPassword: NEW_PASSWORD };

    const tries = [];
    for (let i = 0; i < 4; i += 1) tries.push((await changePassword(asha.token, guess)).statusCode);

    expect(tries).toEqual([400, 400, 400, 429]);
    expect((await changePassword(ravi.token, guess)).statusCode).toBe(400);
  });

  it('refuses a signed-out caller with 401', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      payload: { currentPassword: 'whatever it is', newPassword: NEW_PASSWORD },
    });

    expect(res.statusCode).toBe(401);
  });
});
