import type { AccountData } from '@mitti/domain/account-data';
import type { Product } from '@mitti/domain/item';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { solidPng } from '../../db/solid-png';
import { campaigns, investments, paymentOrders } from '../../db/schema/invest';
import { notifications } from '../../db/schema/messages';
import { cartLines, orders, reviews } from '../../db/schema/shop';
import { accountTokens, addresses, emailOptOuts, sessions, users } from '../../db/schema/users';
import { insertTestToken } from '../../../test/account-tokens';
import { insertTestCampaign } from '../../../test/campaign-fixtures';
import { mailTo } from '../../../test/mail';
import { multipartFile } from '../../../test/multipart';
import { invest } from '../../../test/payments';
import {
  addToCart,
  insertTestItem,
  placeCashOrder,
  TEST_ADDRESS,
} from '../../../test/shop-fixtures';
import { startMailTestApp, stopMailTestApp } from '../../../test/mail-test-app';
import type { TestSmtpServer } from '../../../test/smtp-server';
import type { TestContext } from '../../../test/test-app';
import { bearer, newUser, TEST_JWT_SECRET } from '../../../test/test-app';
import { testClock } from '../../../test/test-clock';
import { insertSession } from '../auth/repository';
import { createTokenService } from '../auth/tokens';
import { notify } from '../notifications/repository';
import { insertUpdate } from '../timeline/repository';
import { insertUser } from '../users/repository';

const NOW = new Date();
const clock = testClock(NOW.toISOString());
let smtp: TestSmtpServer;
let ctx: TestContext;

beforeAll(async () => {
  ({ smtp, ctx } = await startMailTestApp({}, { clock }));
});
afterAll(() => stopMailTestApp(smtp, ctx));

const rowsOf = async (db: Database, userId: string) => ({
  addresses: await db.select().from(addresses).where(eq(addresses.userId, userId)),
  cartLines: await db.select().from(cartLines).where(eq(cartLines.userId, userId)),
  sessions: await db.select().from(sessions).where(eq(sessions.userId, userId)),
  accountTokens: await db.select().from(accountTokens).where(eq(accountTokens.userId, userId)),
  emailOptOuts: await db.select().from(emailOptOuts).where(eq(emailOptOuts.userId, userId)),
  notifications: await db.select().from(notifications).where(eq(notifications.userId, userId)),
});

async function userRow(id: string) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  return row!;
}

function call(method: 'GET' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
}

const deleteAccount = (token: string, payload: object) =>
  call('DELETE', '/api/users/me', token, payload);

/**
 * A shopper and investor with something in every table: an address, a cart line, an email
 * preference turned off, a profile picture, an investment, a delivered cash order and a review.
 */
async function busyAccount() {
  const farmer = await newUser(ctx.app, 'Ravi Farmer');
  const campaignId = await insertTestCampaign(ctx.db, farmer.user._id, {
    campaignTitle: 'Millet Revival',
  });
  const account = await newUser(ctx.app, 'Asha Verma');
  const { token } = account;
  await call('PUT', '/api/editAddress', token, { addresses: [{ ...TEST_ADDRESS }] });
  await call('PUT', '/api/users/me/email-preferences', token, {
    orderUpdates: false,
    farmUpdates: true,
    campaignEnded: true,
    newInvestments: true,
  });
  const picture = multipartFile('profilePicture', 'me.png', 'image/png', solidPng(32, [9, 9, 9]));
  const uploaded = await ctx.app.inject({
    method: 'PUT',
    url: '/api/profile-picture',
    headers: { ...picture.headers, ...bearer(token) },
    payload: picture.payload,
  });
  const pictureUrl = uploaded.json<{ profilePicture: { url: string } }>().profilePicture.url;
  const investmentId = await invest(ctx.app, token, campaignId, 2000);
  const itemId = await insertTestItem(ctx.db);
  const order = await placeCashOrder(ctx.app, token, itemId, '100 g');
  await ctx.db.update(orders).set({ status: 'Delivered' }).where(eq(orders.id, order._id));
  await call('PUT', `/api/items/${itemId}/review`, token, { rating: 5, comment: 'Golden.' });
  await addToCart(ctx.app, token, itemId, '500 g');
  await insertTestToken(ctx.db, account.user._id, 'reset-password');
  await notify(ctx.db, [
    {
      userId: account.user._id,
      type: 'order',
      title: 'Delivered',
      body: 'Enjoy.',
      link: '/shop/orders',
    },
  ]);
  return { account, farmer, campaignId, investmentId, itemId, orderId: order._id, pictureUrl };
}

describe('GET /api/users/me/data', () => {
  it('downloads everything held about the user as a dated JSON file, with no secret in it', async () => {
    const { account, farmer, campaignId, investmentId, itemId, orderId } = await busyAccount();

    const res = await call('GET', '/api/users/me/data', account.token);

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="mitti-data-${NOW.toISOString().slice(0, 10)}.json"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = res.json<AccountData>();
    expect(data.exportedAt).toBe(NOW.toISOString());
    expect(data.profile).toMatchObject({
      _id: account.user._id,
      name: 'Asha Verma',
      email: account.email,
      hasPassword: true,
      signsInWithGoogle: false,
    });
    expect(data.profile.profilePicture).toMatch(/^\/uploads\/avatars\//);
    expect(data.addresses).toEqual([{ ...TEST_ADDRESS, _id: expect.any(String) }]);
    expect(data.emailPreferences).toEqual({
      orderUpdates: false,
      farmUpdates: true,
      campaignEnded: true,
      newInvestments: true,
    });
    expect(data.investments).toEqual([
      expect.objectContaining({
        _id: investmentId,
        campaignId,
        campaignTitle: 'Millet Revival',
        amount: 2000,
        status: 'Confirmed',
      }),
    ]);
    expect(data.paymentOrders).toEqual([
      expect.objectContaining({
        purpose: 'investment',
        amount: 2000,
        status: 'paid',
        campaignTitle: 'Millet Revival',
      }),
    ]);
    expect(data.orders).toEqual([
      expect.objectContaining({
        _id: orderId,
        orderStatus: 'Delivered',
        items: [expect.objectContaining({ itemId, size: '100 g', quantity: 1, price: 60 })],
      }),
    ]);
    expect(data.reviews).toEqual([
      expect.objectContaining({ itemId, itemName: 'Lakadong Turmeric Powder', rating: 5 }),
    ]);
    expect(data.campaigns).toEqual([]);
    expect(data.notifications).toEqual([
      expect.objectContaining({ title: 'Delivered', read: false }),
    ]);
    expect(data.sessions).toEqual([
      { _id: expect.any(String), createdAt: expect.any(String), revokedAt: null },
    ]);

    const text = res.body;
    const row = await userRow(account.user._id);
    expect(text).not.toContain(row.passwordHash!);
    expect(text).not.toContain(account.password);
    expect(text).not.toMatch(/passwordHash|tokenHash|googleSub/);
    const { accountTokens: tokenRows } = await rowsOf(ctx.db, account.user._id);
    expect(tokenRows).toHaveLength(1);
    for (const { tokenHash } of tokenRows) expect(text).not.toContain(tokenHash);
    // The farmer is someone else: their campaign's title, never their contact details.
    expect(text).not.toContain(farmer.email);
    expect(text).not.toContain('Ravi Farmer');
  });

  it("holds a farmer's own campaigns with their timeline updates", async () => {
    const farmer = await newUser(ctx.app, 'Meena Farmer');
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id, {
      campaignTitle: 'Banana Groves',
    });
    await insertUpdate(
      ctx.db,
      { campaignId, title: 'First harvest', date: '2030-02-01', description: 'Ripe.' },
      [],
    );

    const data = (await call('GET', '/api/users/me/data', farmer.token)).json<AccountData>();

    expect(data.campaigns).toEqual([
      expect.objectContaining({
        _id: campaignId,
        campaignTitle: 'Banana Groves',
        status: 'Active',
        timelineUpdates: [
          expect.objectContaining({ title: 'First harvest', description: 'Ripe.' }),
        ],
      }),
    ]);
  });
});

describe('DELETE /api/users/me', () => {
  it('anonymises the account, keeps the money records, and emails the old address once', async () => {
    const { account, campaignId, investmentId, itemId, orderId, pictureUrl } = await busyAccount();
    const userId = account.user._id;
    const [orderBefore] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect((await ctx.app.inject({ url: pictureUrl })).statusCode).toBe(200);

    const res = await deleteAccount(account.token, { password: account.password });

    expect(res.statusCode).toBe(204);
    const mail = await mailTo(smtp, account.email, 'Your Mitti account was deleted');
    expect(mail.text).toContain('Hello Asha Verma,');
    expect(mail.headers.has('list-unsubscribe')).toBe(false);

    expect(await userRow(userId)).toMatchObject({
      name: 'Deleted user',
      email: `deleted-${userId}@deleted.invalid`,
      phone: '',
      passwordHash: null,
      googleSub: null,
      profilePictureUrl: null,
      emailConfirmedAt: null,
      role: 'user',
      deletedAt: NOW,
    });
    expect(await rowsOf(ctx.db, userId)).toEqual({
      addresses: [],
      cartLines: [],
      sessions: [],
      accountTokens: [],
      emailOptOuts: [],
      notifications: [],
    });
    expect(await ctx.db.select().from(investments).where(eq(investments.id, investmentId))).toEqual(
      [expect.objectContaining({ userId, campaignId, amountPaise: 2000_00, status: 'active' })],
    );
    expect(
      await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.userId, userId)),
    ).toEqual([expect.objectContaining({ amountPaise: 2000_00, status: 'paid' })]);
    const [orderAfter] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(orderAfter).toEqual({
      ...orderBefore,
      shippingAddress: {
        name: 'Deleted user',
        street: '',
        city: '',
        zipcode: '',
        phone: '',
        state: 'Maharashtra',
        country: 'India',
      },
    });

    // The review stays, under the account's new name.
    expect(await ctx.db.select().from(reviews).where(eq(reviews.userId, userId))).toHaveLength(1);
    const product = (await call('GET', `/api/items/${itemId}`)).json<Product>();
    expect(product.reviews).toEqual([
      expect.objectContaining({ username: 'Deleted user', comment: 'Golden.' }),
    ]);
    expect((await ctx.app.inject({ url: pictureUrl })).statusCode).toBe(404);

    expect((await call('GET', '/api/user-profile', account.token)).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(login.statusCode).toBe(401);
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { username: 'Asha Again', email: account.email, password: 'a fresh harvest' },
    });
    expect(signup.statusCode).toBe(201);
    expect(signup.json<{ user: { _id: string } }>().user._id).not.toBe(userId);
  });

  it("refuses while a campaign the user owns holds investors' money, and changes nothing", async () => {
    const farmer = await newUser(ctx.app, 'Kiran Farmer');
    const investor = await newUser(ctx.app, 'Dev Investor');
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id, {
      campaignTitle: 'Saffron Fields',
    });
    await invest(ctx.app, investor.token, campaignId, 1000);
    const before = await userRow(farmer.user._id);

    const res = await deleteAccount(farmer.token, { password: farmer.password });

    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'ACCOUNT_IN_USE',
      message:
        'Your account cannot be deleted yet: investors\' money is still in your campaign "Saffron Fields": refund it or complete the campaign first. Try again once that is done, or write to us from the Contact page if you need help.',
    });
    expect(await userRow(farmer.user._id)).toEqual(before);
    expect((await call('GET', '/api/user-profile', farmer.token)).statusCode).toBe(200);
  });

  it('refuses while a shop order is on its way, and changes nothing', async () => {
    const shopper = await newUser(ctx.app, 'Lata Shopper');
    const itemId = await insertTestItem(ctx.db);
    await placeCashOrder(ctx.app, shopper.token, itemId, '100 g');
    await call('PUT', '/api/editAddress', shopper.token, { addresses: [{ ...TEST_ADDRESS }] });
    const before = await rowsOf(ctx.db, shopper.user._id);

    const res = await deleteAccount(shopper.token, { password: shopper.password });

    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(
      'Your account cannot be deleted yet: you have a shop order that has not been delivered yet. Try again once that is done, or write to us from the Contact page if you need help.',
    );
    expect(await rowsOf(ctx.db, shopper.user._id)).toEqual(before);
    expect((await userRow(shopper.user._id)).deletedAt).toBeNull();
  });

  it('goes ahead once the campaign is completed, and closes the campaigns without money', async () => {
    const farmer = await newUser(ctx.app, 'Om Farmer');
    const investor = await newUser(ctx.app, 'Ira Investor');
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id);
    const unfundedId = await insertTestCampaign(ctx.db, farmer.user._id, {
      campaignTitle: 'Nobody came',
    });
    await invest(ctx.app, investor.token, campaignId, 1000);
    await ctx.db.update(campaigns).set({ status: 'Completed' }).where(eq(campaigns.id, campaignId));

    const res = await deleteAccount(farmer.token, { password: farmer.password });

    expect(res.statusCode).toBe(204);
    const [campaign] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(campaign).toMatchObject({
      userId: farmer.user._id,
      status: 'Completed',
      raisedAmountPaise: 1000_00,
    });
    // A live campaign without money is closed: nobody invests in a farm whose farmer has left.
    const [unfunded] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, unfundedId));
    expect(unfunded).toMatchObject({ status: 'Cancelled' });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      headers: bearer(investor.token),
      payload: { campaignId: unfundedId, amount: 1000 },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('refuses a wrong password with a 400 naming it, and changes nothing', async () => {
    const account = await newUser(ctx.app, 'Nisha Rao');
    const before = await userRow(account.user._id);

    const wrong = await deleteAccount(account.token, { password: 'not my password' });
    const missing = await deleteAccount(account.token, {});

    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'VALIDATION',
      message: 'The password is not right.',
      fields: { password: 'The password is not right.' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ fields: object }>().fields).toMatchObject({
      password: 'Enter your password to confirm',
    });
    expect(await userRow(account.user._id)).toEqual(before);
    expect((await call('GET', '/api/user-profile', account.token)).statusCode).toBe(200);
  });

  it('lets a Google-only account confirm by typing its email address', async () => {
    const email = `google.${Date.now()}@example.com`;
    const user = (await insertUser(ctx.db, {
      email,
      name: 'Kavya Nair',
      googleSub: `sub-${Date.now()}`,
      emailConfirmedAt: NOW,
    }))!;
    const sessionId = await insertSession(ctx.db, user.id, NOW);
    const token = await createTokenService(TEST_JWT_SECRET).sign({ userId: user.id, sessionId });

    const wrong = await deleteAccount(token, { email: 'someone.else@example.com' });
    const deleted = await deleteAccount(token, { email: ` ${email.toUpperCase()} ` });

    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ fields: object }>().fields).toEqual({
      email: 'This is not the email address of your account.',
    });
    expect(deleted.statusCode).toBe(204);
    expect(await userRow(user.id)).toMatchObject({ googleSub: null, name: 'Deleted user' });
    await mailTo(smtp, email, 'Your Mitti account was deleted');
  });

  it('needs a signed-in user', async () => {
    expect((await call('DELETE', '/api/users/me', undefined, { password: 'x' })).statusCode).toBe(
      401,
    );
    expect((await call('GET', '/api/users/me/data')).statusCode).toBe(401);
  });
});
