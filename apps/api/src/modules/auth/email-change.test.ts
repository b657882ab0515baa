import type { AuthResponse, UserProfile } from '@mitti/domain/user';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { accountTokens, users } from '../../db/schema/users';
import { insertTestToken } from '../../../test/account-tokens';
import { mailsTo, mailTo, queuedSubjects } from '../../../test/mail';
import { startMailTestApp, stopMailTestApp } from '../../../test/mail-test-app';
import type { TestSmtpServer } from '../../../test/smtp-server';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newEmail, newUser, TEST_PASSWORD } from '../../../test/test-app';
import { testClock } from '../../../test/test-clock';
import { EMAIL_IN_USE_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from './service';

const PUBLIC_URL = 'https://mitti.example';
const HOUR_MS = 60 * 60 * 1000;
const CONFIRM_SUBJECT = 'Confirm your new email address';
const CHANGED_SUBJECT = 'Your Mitti email address was changed';
const REQUESTED_SUBJECT = 'A change of your Mitti email address was asked for';
const NEW_PASSWORD = 'a fresh harvest of words';

const clock = testClock(new Date().toISOString());
let smtp: TestSmtpServer;
let ctx: TestContext;

beforeAll(async () => {
  ({ smtp, ctx } = await startMailTestApp({ publicUrl: PUBLIC_URL }, { clock }));
});
afterAll(() => stopMailTestApp(smtp, ctx));

/** The token of the mail's link to /confirm-email-change, the same in its HTML and text parts. */
function linkToken(mail: ParsedMail): string {
  const match = new RegExp(`${PUBLIC_URL}/confirm-email-change\\?token=([0-9a-f]{64})`).exec(
    mail.text ?? '',
  );
  if (!match) throw new Error(`no link in: ${mail.text}`);
  expect(mail.html).toContain(`href="${match[0]}"`);
  return match[1]!;
}

function post(url: string, payload: object, token?: string) {
  return ctx.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
}

function changeEmail(token: string, newEmail: string, currentPassword = TEST_PASSWORD) {
  return post('/api/auth/change-email', { newEmail, currentPassword }, token);
}

function confirm(token: string) {
  return post('/api/auth/confirm-email-change', { token });
}

function put(url: string, payload: object, token: string) {
  return ctx.app.inject({ method: 'PUT', url, payload, headers: bearer(token) });
}

function login(email: string, password = TEST_PASSWORD) {
  return post('/api/auth/login', { email, password });
}

async function profile(token: string): Promise<UserProfile> {
  return (await ctx.app.inject({ url: '/api/user-profile', headers: bearer(token) })).json();
}

async function userRow(id: string) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  return row!;
}

async function tokenRows(userId: string) {
  return ctx.db.select().from(accountTokens).where(eq(accountTokens.userId, userId));
}

describe('changing the email', () => {
  it('mails the new address a link that moves the account there and tells the old one', async () => {
    const owner = await newUser(ctx.app, 'Divya Menon');
    const next = newEmail();

    const asked = await changeEmail(owner.token, next.toUpperCase());
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({
      message: `We have sent a link to ${next}. Your email changes when you follow it.`,
      pendingEmail: next,
    });
    // Nothing changes yet; the profile says what waits.
    expect(await profile(owner.token)).toMatchObject({ email: owner.email, pendingEmail: next });
    expect((await login(owner.email)).statusCode).toBe(200);

    const [mail, warning] = await mailsTo(
      smtp,
      [next, CONFIRM_SUBJECT],
      [owner.email, REQUESTED_SUBJECT],
    );
    expect(mail!.text).toContain('Hello Divya Menon,');
    expect(mail!.text).toContain(`change the email address of your Mitti account to ${next}`);
    const token = linkToken(mail!);
    // The current address hears of it at once, with the way to stop it.
    expect(warning!.text).toContain('Hello Divya Menon,');
    expect(warning!.text).toContain(
      `asked to change its email address to ${next}. It changes only when the link we sent to that address is opened.`,
    );
    expect(warning!.text).toContain('reset your password now with the link below');
    expect(warning!.html).toContain(`href="${PUBLIC_URL}/forgot-password"`);
    expect(warning!.headers.has('list-unsubscribe')).toBe(false);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      message: `Your email address is now ${next}.`,
      email: next,
    });

    const row = await userRow(owner.user._id);
    expect(row.email).toBe(next);
    expect(row.emailConfirmedAt).toEqual(clock.now());
    expect(await profile(owner.token)).toMatchObject({
      email: next,
      emailConfirmed: true,
      pendingEmail: null,
    });
    expect((await login(owner.email)).statusCode).toBe(401);
    const signedIn = await login(next);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<AuthResponse>().user.email).toBe(next);

    const notice = await mailTo(smtp, owner.email, CHANGED_SUBJECT);
    expect(notice.text).toContain(`was just changed to ${next}`);
    expect(notice.headers.has('list-unsubscribe')).toBe(false);

    // The same link again (a second click, another device): said to be done, and done once.
    const after = await userRow(owner.user._id);
    const again = await confirm(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      message: `Your email address is already ${next}.`,
      email: next,
    });
    expect(await userRow(owner.user._id)).toEqual(after);
    expect(await queuedSubjects(ctx.db, owner.email)).toEqual([REQUESTED_SUBJECT, CHANGED_SUBJECT]);
  });

  it('refuses a used link once the account has moved on from its address', async () => {
    const owner = await newUser(ctx.app);
    const first = newEmail();
    const second = newEmail();
    expect((await changeEmail(owner.token, first)).statusCode).toBe(202);
    const token = linkToken(await mailTo(smtp, first, CONFIRM_SUBJECT));
    expect((await confirm(token)).statusCode).toBe(200);
    const signedIn = (await login(first)).json<AuthResponse>();
    expect((await changeEmail(signedIn.token, second)).statusCode).toBe(202);
    expect((await confirm(linkToken(await mailTo(smtp, second, CONFIRM_SUBJECT)))).statusCode).toBe(
      200,
    );

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      fields: { token: 'This link has already been used. Please ask for a new one.' },
    });
    expect((await userRow(owner.user._id)).email).toBe(second);
  });

  it('refuses an address another account has, saying so, and sends nothing', async () => {
    const owner = await newUser(ctx.app);
    const other = await newUser(ctx.app);

    const res = await changeEmail(owner.token, other.email);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'EMAIL_TAKEN', message: EMAIL_IN_USE_MESSAGE });
    expect(await tokenRows(owner.user._id)).toEqual([]);
  });

  it('refuses at the link when another account has taken the address since', async () => {
    const owner = await newUser(ctx.app);
    const next = newEmail();
    expect((await changeEmail(owner.token, next)).statusCode).toBe(202);
    const token = linkToken(await mailTo(smtp, next, CONFIRM_SUBJECT));
    const signup = await post('/api/auth/signup', {
      username: 'Quick Taker',
      email: next,
      password: TEST_PASSWORD,
    });
    expect(signup.statusCode).toBe(201);
    const before = await userRow(owner.user._id);

    const res = await confirm(token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
    expect(await userRow(owner.user._id)).toEqual(before);
  });

  it('refuses a wrong, expired or other-purpose token with a 400, changing nothing', async () => {
    const owner = await newUser(ctx.app);
    const next = newEmail();
    const expiring = await insertTestToken(
      ctx.db,
      owner.user._id,
      'change-email',
      new Date(clock.now().getTime() + HOUR_MS),
      next,
    );
    const resetToken = await insertTestToken(ctx.db, owner.user._id, 'reset-password');
    const before = await userRow(owner.user._id);
    const tokensBefore = await tokenRows(owner.user._id);

    const wrong = await confirm('ab'.repeat(32));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { token: 'This link is not valid. Please ask for a new one.' },
    });
    expect((await confirm(resetToken)).statusCode).toBe(400);

    const later = new Date(clock.now().getTime() + HOUR_MS + 1000);
    clock.set(later.toISOString());
    const expired = await confirm(expiring);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      fields: { token: 'This link has expired. Please ask for a new one.' },
    });

    expect(await userRow(owner.user._id)).toEqual(before);
    expect(await tokenRows(owner.user._id)).toEqual(tokensBefore);
    expect((await login(owner.email)).statusCode).toBe(200);
    expect((await login(next)).statusCode).toBe(401);
  });

  it('replaces an earlier request: only the newest link works', async () => {
    const owner = await newUser(ctx.app);
    const first = newEmail();
    const second = newEmail();
    expect((await changeEmail(owner.token, first)).statusCode).toBe(202);
    const firstToken = linkToken(await mailTo(smtp, first, CONFIRM_SUBJECT));
    expect((await changeEmail(owner.token, second)).statusCode).toBe(202);
    const secondToken = linkToken(await mailTo(smtp, second, CONFIRM_SUBJECT));
    expect((await profile(owner.token)).pendingEmail).toBe(second);

    expect((await confirm(firstToken)).statusCode).toBe(400);
    expect((await confirm(secondToken)).statusCode).toBe(200);
    expect((await userRow(owner.user._id)).email).toBe(second);
  });

  it('asks for the current password and refuses the address the account has', async () => {
    const owner = await newUser(ctx.app);

    const wrong = await changeEmail(owner.token, newEmail(), 'not my password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      fields: { currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE },
    });
    const same = await changeEmail(owner.token, owner.email);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({
      fields: { newEmail: 'This is already your email address.' },
    });
    const invalid = await changeEmail(owner.token, 'not an address');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ fields: { newEmail: 'Enter a valid email address' } });
    expect(await tokenRows(owner.user._id)).toEqual([]);
  });

  it('refuses an account that signs in with Google only', async () => {
    const owner = await newUser(ctx.app);
    await ctx.db.update(users).set({ passwordHash: null }).where(eq(users.id, owner.user._id));

    const res = await changeEmail(owner.token, newEmail(), 'anything at all');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'NO_PASSWORD',
      message: expect.stringContaining('signs in with Google'),
    });
  });

  it('limits the requests of one account', async () => {
    const limited = await createTestApp(
      {},
      { authRateLimits: { changeEmail: { max: 2, timeWindowMs: 60_000 } } },
    );
    try {
      const owner = await newUser(limited.app);
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/change-email',
          payload: { newEmail: newEmail(), currentPassword: TEST_PASSWORD },
          headers: bearer(owner.token),
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([202, 202, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('a waiting change of email is cancelled by', () => {
  /** An owner with a change to another address waiting: its link, as mailed. */
  async function waitingChange() {
    const owner = await newUser(ctx.app);
    const next = newEmail();
    expect((await changeEmail(owner.token, next)).statusCode).toBe(202);
    const token = linkToken(await mailTo(smtp, next, CONFIRM_SUBJECT));
    expect((await profile(owner.token)).pendingEmail).toBe(next);
    return { owner, next, token };
  }

  async function expectCancelled(
    owner: { email: string; user: { _id: string } },
    next: string,
    token: string,
    password: string,
  ) {
    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      fields: { token: 'This link is not valid. Please ask for a new one.' },
    });
    expect((await userRow(owner.user._id)).email).toBe(owner.email);
    const tokens = await tokenRows(owner.user._id);
    expect(tokens.filter((row) => row.purpose === 'change-email')).toEqual([]);
    expect((await login(next, password)).statusCode).toBe(401);
    const signedIn = await login(owner.email, password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<AuthResponse>().user).toMatchObject({
      email: owner.email,
      pendingEmail: null,
    });
  }

  it('a password reset', async () => {
    const { owner, next, token } = await waitingChange();
    const resetToken = await insertTestToken(
      ctx.db,
      owner.user._id,
      'reset-password',
      new Date(clock.now().getTime() + HOUR_MS),
    );

    const reset = await post('/api/auth/reset-password', {
      token: resetToken,
      password: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);

    await expectCancelled(owner, next, token, NEW_PASSWORD);
  });

  it('a password change', async () => {
    const { owner, next, token } = await waitingChange();

    const changed = await put(
      '/api/auth/password',
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      owner.token,
    );
    expect(changed.statusCode).toBe(200);

    await expectCancelled(owner, next, token, NEW_PASSWORD);
  });

  it('signing out everywhere', async () => {
    const { owner, next, token } = await waitingChange();

    expect((await post('/api/auth/logout-all', {}, owner.token)).statusCode).toBe(204);

    await expectCancelled(owner, next, token, TEST_PASSWORD);
  });

  it('nothing else: a failed password change leaves it waiting', async () => {
    const { owner, next, token } = await waitingChange();

    const wrong = await put(
      '/api/auth/password',
      { currentPassword: 'not my password', newPassword: NEW_PASSWORD },
      owner.token,
    );
    expect(wrong.statusCode).toBe(400);

    expect((await profile(owner.token)).pendingEmail).toBe(next);
    expect((await confirm(token)).statusCode).toBe(200);
    expect((await userRow(owner.user._id)).email).toBe(next);
  });
});
