import type { AuthResponse, UserProfile } from '@mitti/domain/user';
import { eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { accountTokens, users } from '../../db/schema/users';
import { insertTestToken } from '../../../test/account-tokens';
import { insertTestCampaign, NEW_CAMPAIGN_FIELDS } from '../../../test/campaign-fixtures';
import { multipartForm } from '../../../test/multipart';
import { createOrder, invest } from '../../../test/payments';
import { startMailTestApp, stopMailTestApp } from '../../../test/mail-test-app';
import type { TestSmtpServer } from '../../../test/smtp-server';
import type { TestContext } from '../../../test/test-app';
import {
  bearer,
  newEmail,
  newUnconfirmedUser,
  newUser,
  TEST_PASSWORD,
} from '../../../test/test-app';
import { testClock } from '../../../test/test-clock';
import { FORGOT_PASSWORD_MESSAGE } from './service';

const PUBLIC_URL = 'https://mitti.example';
const NEW_PASSWORD = 'a fresh harvest of words';
const HOUR_MS = 60 * 60 * 1000;

const clock = testClock(new Date().toISOString());
let smtp: TestSmtpServer;
let ctx: TestContext;
let campaignId: string;

beforeAll(async () => {
  ({ smtp, ctx } = await startMailTestApp({ publicUrl: PUBLIC_URL }, { clock }));
  const farmer = await newUser(ctx.app, 'Ravi Farmer');
  campaignId = await insertTestCampaign(ctx.db, farmer.user._id);
});
afterAll(() => stopMailTestApp(smtp, ctx));

/** The next message to the address; messages to others (earlier tests' sign-ups) are passed over. */
async function mailTo(email: string): Promise<ParsedMail> {
  for (;;) {
    const mail = await smtp.nextMessage();
    if (mail.to && !Array.isArray(mail.to) && mail.to.text === email) return mail;
  }
}

/** The jobs ever queued to send mail to the address. */
async function mailJobsTo(email: string): Promise<number> {
  const result = await ctx.db.execute(
    sql`select count(*)::int as count from pgboss.job where name = 'send-email' and data->>'to' = ${email}`,
  );
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return (rows[0] as { count: number }).count;
}

/** The token of the link the mail carries to `path`, checked in both its HTML and text parts. */
function linkToken(mail: ParsedMail, path: string): string {
  const match = new RegExp(`${PUBLIC_URL}${path}\\?token=([0-9a-f]{64})`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  expect(mail.html).toContain(`href="${match[0]}"`);
  return match[1]!;
}

function post(url: string, payload?: object, token?: string) {
  return ctx.app.inject({
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
    headers: token ? bearer(token) : {},
  });
}

function login(email: string, password: string) {
  return post('/api/auth/login', { email, password });
}

async function profile(token: string): Promise<UserProfile> {
  return (await ctx.app.inject({ url: '/api/user-profile', headers: bearer(token) })).json();
}

async function userRow(email: string) {
  const [row] = await ctx.db.select().from(users).where(eq(users.email, email));
  return row!;
}

async function tokenRows(userId: string) {
  return ctx.db.select().from(accountTokens).where(eq(accountTokens.userId, userId));
}

describe('confirming the email', () => {
  it('sign-up sends a confirmation link; investing waits for it, then works', async () => {
    const investor = await newUnconfirmedUser(ctx.app, 'Asha Investor');
    expect(investor.user.emailConfirmed).toBe(false);

    const refused = await post(
      '/api/payments/create-order',
      { campaignId, amount: 1000 },
      investor.token,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'EMAIL_NOT_CONFIRMED',
      message: 'Please confirm your email address first. We sent you a link when you signed up.',
    });

    const mail = await mailTo(investor.email);
    expect(mail.subject).toBe('Confirm your email address');
    expect(mail.text).toContain('Hello Asha Investor,');
    expect(mail.headers.has('list-unsubscribe')).toBe(false);

    const confirmed = await post('/api/auth/confirm-email', {
      token: linkToken(mail, '/confirm-email'),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'Your email address is confirmed.' });
    expect((await profile(investor.token)).emailConfirmed).toBe(true);
    expect((await userRow(investor.email)).emailConfirmedAt).toEqual(clock.now());

    // The same link again (a second click, another device): said to be done, not to ask again.
    const twice = await post('/api/auth/confirm-email', {
      token: linkToken(mail, '/confirm-email'),
    });
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual({ message: 'Your email address is already confirmed.' });

    await expect(invest(ctx.app, investor.token, campaignId, 1000)).resolves.toEqual(
      expect.any(String),
    );
  });

  it('refuses creating a campaign before the email is confirmed', async () => {
    const farmer = await newUnconfirmedUser(ctx.app, 'Unconfirmed Farmer');
    await ctx.db.update(users).set({ active: 'true' }).where(eq(users.id, farmer.user._id));
    const form = multipartForm(Object.entries(NEW_CAMPAIGN_FIELDS), []);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: { ...bearer(farmer.token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'EMAIL_NOT_CONFIRMED' });
  });

  it('sends a new link when asked, and refuses once the email is confirmed', async () => {
    const investor = await newUnconfirmedUser(ctx.app, 'Meera Resend');
    await mailTo(investor.email); // the sign-up's link

    const resent = await post('/api/auth/resend-confirmation', undefined, investor.token);
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toEqual({ message: `We have sent a new link to ${investor.email}.` });
    const mail = await mailTo(investor.email);
    expect(
      (await post('/api/auth/confirm-email', { token: linkToken(mail, '/confirm-email') }))
        .statusCode,
    ).toBe(200);

    const again = await post('/api/auth/resend-confirmation', undefined, investor.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_CONFIRMED' });
    await expect(createOrder(ctx.app, investor.token, campaignId, 1000)).resolves.toBeDefined();
  });

  it('refuses a reset token used to confirm the email', async () => {
    const account = await newUnconfirmedUser(ctx.app);
    const resetToken = await insertTestToken(ctx.db, account.user._id, 'reset-password');
    const res = await post('/api/auth/confirm-email', { token: resetToken });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { token: expect.any(String) } });
    expect((await userRow(account.email)).emailConfirmedAt).toBeNull();
  });
});

describe('resetting a forgotten password', () => {
  it('mails a link that sets a new password and ends every session', async () => {
    const owner = await newUser(ctx.app, 'Kiran Owner');

    const asked = await post('/api/auth/forgot-password', { email: owner.email.toUpperCase() });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });

    const mail = await mailTo(owner.email);
    expect(mail.subject).toBe('Reset your Mitti password');
    expect(mail.text).toContain('Hello Kiran Owner,');
    const token = linkToken(mail, '/reset-password');

    const reset = await post('/api/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({
      message: 'Your password has been reset. Please sign in with the new one.',
    });

    expect(
      (await ctx.app.inject({ url: '/api/user-profile', headers: bearer(owner.token) })).statusCode,
    ).toBe(401);
    expect((await login(owner.email, TEST_PASSWORD)).statusCode).toBe(401);
    const signedIn = await login(owner.email, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<AuthResponse>().user.email).toBe(owner.email);
    expect((await mailTo(owner.email)).subject).toBe('Your Mitti password was changed');

    // Single use: the same link again changes nothing.
    const before = await userRow(owner.email);
    const again = await post('/api/auth/reset-password', { token, password: 'yet another phrase' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { token: 'This link has already been used. Please ask for a new one.' },
    });
    expect(await userRow(owner.email)).toEqual(before);
  });

  it('answers an unknown email the same way and sends nothing', async () => {
    const known = await newUser(ctx.app);
    const unknown = newEmail();
    const answers = [];
    for (const email of [unknown, known.email]) {
      answers.push(await post('/api/auth/forgot-password', { email }));
    }
    expect(answers.map((res) => res.statusCode)).toEqual([202, 202]);
    expect(answers[0]!.body).toBe(answers[1]!.body);
    // The known one's mail arrives; for the unknown one no mail was ever queued.
    expect((await mailTo(known.email)).subject).toBe('Reset your Mitti password');
    expect(await mailJobsTo(unknown)).toBe(0);
    expect(smtp.received.some((mail) => JSON.stringify(mail.to).includes(unknown))).toBe(false);
  });

  it('refuses a wrong or expired token with a 400 naming token, changing nothing', async () => {
    const owner = await newUser(ctx.app);
    const token = await insertTestToken(
      ctx.db,
      owner.user._id,
      'reset-password',
      new Date(clock.now().getTime() + HOUR_MS),
    );
    const before = await userRow(owner.email);
    const tokensBefore = await tokenRows(owner.user._id);

    const wrong = await post('/api/auth/reset-password', {
      token: 'ab'.repeat(32),
      password: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      fields: { token: 'This link is not valid. Please ask for a new one.' },
    });

    clock.set(new Date(clock.now().getTime() + HOUR_MS + 1000).toISOString());
    const expired = await post('/api/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      fields: { token: 'This link has expired. Please ask for a new one.' },
    });

    expect(await userRow(owner.email)).toEqual(before);
    expect(await tokenRows(owner.user._id)).toEqual(tokensBefore);
    expect((await profile(owner.token)).email).toBe(owner.email);
    expect((await login(owner.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('checks a link without using it: usable, then used, wrong and expired as reset would say', async () => {
    const owner = await newUser(ctx.app);
    const token = await insertTestToken(
      ctx.db,
      owner.user._id,
      'reset-password',
      new Date(clock.now().getTime() + HOUR_MS),
    );
    const check = (linkToken: string) =>
      post('/api/auth/reset-password/check', { token: linkToken });
    const problem = async (linkToken: string) => {
      const res = await check(linkToken);
      return [res.statusCode, res.json<{ fields?: Record<string, string> }>().fields];
    };

    expect((await check(token)).statusCode).toBe(204);
    expect((await check(token)).statusCode).toBe(204);
    const [row] = await tokenRows(owner.user._id);
    expect(row!.usedAt).toBeNull();

    expect(await problem('ab'.repeat(32))).toEqual([
      400,
      { token: 'This link is not valid. Please ask for a new one.' },
    ]);
    expect(await problem('not-a-token')).toEqual([
      400,
      { token: 'This link is not valid. Please ask for a new one.' },
    ]);

    expect(
      (await post('/api/auth/reset-password', { token, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    expect(await problem(token)).toEqual([
      400,
      { token: 'This link has already been used. Please ask for a new one.' },
    ]);

    const later = await insertTestToken(
      ctx.db,
      owner.user._id,
      'reset-password',
      new Date(clock.now().getTime() + HOUR_MS),
    );
    clock.set(new Date(clock.now().getTime() + HOUR_MS + 1000).toISOString());
    expect(await problem(later)).toEqual([
      400,
      { token: 'This link has expired. Please ask for a new one.' },
    ]);
  });

  it('refuses a new password under the sign-up rules, keeping the token', async () => {
    const owner = await newUser(ctx.app);
    const token = await insertTestToken(
      ctx.db,
      owner.user._id,
      'reset-password',
      new Date(clock.now().getTime() + HOUR_MS),
    );
    const short = await post('/api/auth/reset-password', { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      fields: { password: 'Password must be at least 8 characters' },
    });
    const common = await post('/api/auth/reset-password', { token, password: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ fields: { password: expect.any(String) } });

    const [row] = await tokenRows(owner.user._id);
    expect(row!.usedAt).toBeNull();
    expect(
      (await post('/api/auth/reset-password', { token, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('ends the reset links asked for before a password change', async () => {
    const owner = await newUser(ctx.app);
    expect((await post('/api/auth/forgot-password', { email: owner.email })).statusCode).toBe(202);
    const token = linkToken(await mailTo(owner.email), '/reset-password');

    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      payload: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      headers: bearer(owner.token),
    });
    expect(changed.statusCode).toBe(200);
    expect((await mailTo(owner.email)).subject).toBe('Your Mitti password was changed');

    // Never opened, the link does not say it was used: the change ended it.
    const cancelled = {
      token:
        'This link no longer works: your password or email address changed after it was sent. Please ask for a new one.',
    };
    const check = await post('/api/auth/reset-password/check', { token });
    expect(check.statusCode).toBe(400);
    expect(check.json()).toMatchObject({ fields: cancelled });
    const before = await userRow(owner.email);
    const reset = await post('/api/auth/reset-password', { token, password: 'yet another phrase' });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject({ fields: cancelled });
    expect(await userRow(owner.email)).toEqual(before);
    expect((await login(owner.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ends the other reset links once one of them sets a new password', async () => {
    const owner = await newUser(ctx.app);
    const asked = async () => {
      expect((await post('/api/auth/forgot-password', { email: owner.email })).statusCode).toBe(
        202,
      );
      return linkToken(await mailTo(owner.email), '/reset-password');
    };
    const first = await asked();
    const second = await asked();

    expect(
      (await post('/api/auth/reset-password', { token: second, password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200);

    const check = await post('/api/auth/reset-password/check', { token: first });
    expect(check.statusCode).toBe(400);
    expect(check.json()).toMatchObject({
      fields: {
        token:
          'This link no longer works: your password or email address changed after it was sent. Please ask for a new one.',
      },
    });
  });

  it('sends a disabled account no link, answering as for any address', async () => {
    const owner = await newUser(ctx.app);
    await ctx.db.update(users).set({ disabledAt: clock.now() }).where(eq(users.email, owner.email));

    const asked = await post('/api/auth/forgot-password', { email: owner.email });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(await tokenRows(owner.user._id)).toEqual([]);
    expect(await mailJobsTo(owner.email)).toBe(0);
  });

  it('refuses the link of an account disabled since it was sent, as sign-in does', async () => {
    const owner = await newUser(ctx.app);
    expect((await post('/api/auth/forgot-password', { email: owner.email })).statusCode).toBe(202);
    const token = linkToken(await mailTo(owner.email), '/reset-password');
    await ctx.db.update(users).set({ disabledAt: clock.now() }).where(eq(users.email, owner.email));
    const before = await userRow(owner.email);

    const signIn = await login(owner.email, TEST_PASSWORD);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ code: 'ACCOUNT_DISABLED' });
    const check = await post('/api/auth/reset-password/check', { token });
    expect(check.statusCode).toBe(403);
    expect(check.json()).toEqual(signIn.json());
    const reset = await post('/api/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(403);
    expect(reset.json()).toEqual(signIn.json());

    expect(await userRow(owner.email)).toEqual(before);
    const [row] = await tokenRows(owner.user._id);
    expect(row!.usedAt).toBeNull();
    expect((await login(owner.email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('stores only the hash of a token', async () => {
    const owner = await newUser(ctx.app);
    const token = await insertTestToken(ctx.db, owner.user._id, 'reset-password');
    const [row] = await tokenRows(owner.user._id);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toBe(token);
  });
});
