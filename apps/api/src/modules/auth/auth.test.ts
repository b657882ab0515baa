import type { AuthResponse } from '@mitti/domain/user';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, TEST_PASSWORD } from '../../../test/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp(
    {},
    {
      authRateLimits: {
        login: { max: 3, timeWindowMs: 60_000 },
        loginPerAddress: { max: 6, timeWindowMs: 60_000 },
        forgotPassword: { max: 1, timeWindowMs: 15 * 60_000 },
      },
    },
  );
});
afterAll(() => ctx.close());

// Client addresses of the rate-limit tests (documentation ranges); the others sign in from 127.0.0.1.
const ATTACKER = '198.51.100.7';
const STRANGER = '198.51.100.8';
const SPRAYER = '198.51.100.9';
const OWNER = '203.0.113.25';

const signup = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
const login = (payload: object, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });

describe('POST /api/auth/signup', () => {
  it('creates the account with a hashed password and answers 201 with the profile', async () => {
    const res = await signup({
      username: 'Asha Verma',
      email: 'Asha@Example.com',
      password: 'kheti-2026!',
    });

    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Signup successful',
      user: {
        _id: expect.any(String),
        name: 'Asha Verma',
        email: 'asha@example.com',
        phone: '',
        profilePicture: null,
        addresses: [],
        addressesVersion: expect.any(String),
        active: 'false',
        role: 'user',
        verificationRequest: { status: 'none' },
        hasPassword: true,
        emailConfirmed: false,
        pendingEmail: null,
      },
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.email, 'asha@example.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a second account with the same email (any case) with 409', async () => {
    const res = await signup({
      username: 'Other',
      email: 'ASHA@example.com',
      password: 'another-pass',
    });

    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'An account with this email already exists.',
      code: 'EMAIL_TAKEN',
    });
    expect(
      await ctx.db.select().from(users).where(eq(users.email, 'asha@example.com')),
    ).toHaveLength(1);
  });

  it('names each bad field with 400', async () => {
    const res = await signup({ username: 'Bad', email: 'not-an-email', password: 'short' });

    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.fields).toEqual({
      email: 'Enter a valid email address',
      password: 'Password must be at least 8 characters',
    });
    expect(body.message).toBe('Enter a valid email address');
    expect(await ctx.db.select().from(users).where(eq(users.name, 'Bad'))).toHaveLength(0);
  });

  it.each([
    ['eight spaces', '        ', 'Password cannot be only spaces'],
    [
      'a common password',
      'password1',
      'This password is too common. Please choose one that is harder to guess',
    ],
    [
      'a common password in capitals with spaces around',
      ' Iloveyou1 ',
      'This password is too common. Please choose one that is harder to guess',
    ],
  ])(
    'refuses %s with 400 naming the password, creating nothing',
    async (_name, password, message) => {
      const res = await signup({ username: 'Weak', email: 'weak@example.com', password });

      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, code: 'VALIDATION', fields: { password: message } });
      expect(await ctx.db.select().from(users).where(eq(users.name, 'Weak'))).toHaveLength(0);
    },
  );

  it.each([
    ['mitti-demo', 'demo@example.com'],
    [TEST_PASSWORD, 'horse@example.com'],
  ])('accepts %j', async (password, email) => {
    const res = await signup({ username: 'Fine', email, password });

    expect(res.statusCode).toBe(201);
  });
});

describe('POST /api/auth/login', () => {
  it('returns a token that opens the profile', async () => {
    await signup({ username: 'Ravi', email: 'ravi@example.com', password: TEST_PASSWORD });

    const res = await login({ email: 'Ravi@example.com', password: TEST_PASSWORD });

    expect(res.statusCode).toBe(200);
    const { token, user } = res.json<AuthResponse>();
    expect(user).toMatchObject({ name: 'Ravi', email: 'ravi@example.com' });
    const profile = await ctx.app.inject({ url: '/api/user-profile', headers: bearer(token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual(user);
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const wrongPassword = await login({ email: 'ravi@example.com', password: 'not-the-password' });
    const unknownEmail = await login({ email: 'nobody@example.com', password: TEST_PASSWORD });

    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      message: 'Invalid email or password.',
      code: 'UNAUTHORIZED',
    });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  const RATE_LIMITED = {
    message: 'Too many attempts. Please wait a minute and try again.',
    code: 'RATE_LIMITED',
  };

  it('answers 429 to repeated guesses at one account from one address, not to other accounts', async () => {
    const email = 'meera@example.com';
    await signup({ username: 'Meera', email, password: TEST_PASSWORD });
    const guess = () => login({ email, password: 'wrong-password' }, ATTACKER);
    const attempts = [await guess(), await guess(), await guess(), await guess()];

    expect(attempts.map((r) => r.statusCode)).toEqual([401, 401, 401, 429]);
    expect(attempts[3]!.json()).toEqual(RATE_LIMITED);
    expect(Number(attempts[3]!.headers['retry-after'])).toBeGreaterThan(0);
    // From that address even the right password waits now; another account does not.
    expect((await login({ email, password: TEST_PASSWORD }, ATTACKER)).statusCode).toBe(429);
    expect(
      (await login({ email: 'ravi@example.com', password: TEST_PASSWORD }, ATTACKER)).statusCode,
    ).toBe(200);
  });

  it('lets the owner sign in from another address while one address is locked out of the account', async () => {
    const email = 'kiran@example.com';
    await signup({ username: 'Kiran', email, password: TEST_PASSWORD });
    for (let i = 0; i < 4; i += 1) await login({ email, password: 'wrong-password' }, STRANGER);
    expect((await login({ email, password: TEST_PASSWORD }, STRANGER)).statusCode).toBe(429);

    const owner = await login({ email, password: TEST_PASSWORD }, OWNER);

    expect(owner.statusCode).toBe(200);
    expect(owner.json<AuthResponse>().user.email).toBe(email);
  });

  it('says how long the wait is when a limit runs for longer than a minute', async () => {
    const ask = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: SPRAYER,
        payload: { email: 'meera@example.com' },
      });
    expect((await ask()).statusCode).toBe(202);

    const refused = await ask();

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many attempts. Please try again in 15 minutes.',
      code: 'RATE_LIMITED',
    });
  });

  it('answers 429 to one address trying many accounts once the per-address limit is reached', async () => {
    const attempts = [];
    for (let i = 0; i < 7; i += 1) {
      attempts.push(
        await login({ email: `sprayed${i}@example.com`, password: '123456789' }, SPRAYER),
      );
    }

    expect(attempts.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401, 401, 429]);
    expect(attempts[6]!.json()).toEqual(RATE_LIMITED);
    // Other addresses are not slowed by it.
    expect(
      (await login({ email: 'ravi@example.com', password: TEST_PASSWORD }, OWNER)).statusCode,
    ).toBe(200);
  });
});

describe('GET /api/auth/config', () => {
  it('tells the apps that Google sign-in is off', async () => {
    const res = await ctx.app.inject({ url: '/api/auth/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ googleClientId: null });
  });
});
