import type { EmailPreferencesResponse } from '@mitti/domain/email-preferences';
import { orderNumber } from '@mitti/domain/short-id';
import { eq } from 'drizzle-orm';
import { emailOptOuts } from '../../db/schema/users';
import { insertTestCampaign, setUser } from '../../../test/campaign-fixtures';
import { listUnsubscribeUrl, mailTo, queuedSubjects } from '../../../test/mail';
import { multipartForm } from '../../../test/multipart';
import { invest } from '../../../test/payments';
import { insertTestItem, placeCashOrder } from '../../../test/shop-fixtures';
import { startMailTestApp, stopMailTestApp } from '../../../test/mail-test-app';
import type { TestSmtpServer } from '../../../test/smtp-server';
import type { TestContext } from '../../../test/test-app';
import { bearer, newUser, TEST_JWT_SECRET } from '../../../test/test-app';
import { unsubscribeUrl } from './unsubscribe-link';

const SITE = 'https://mitti.example';
const ALL_ON = {
  orderUpdates: true,
  farmUpdates: true,
  campaignEnded: true,
  newInvestments: true,
};

let smtp: TestSmtpServer;
let ctx: TestContext;
let itemId: string;
let admin: Awaited<ReturnType<typeof newUser>>;

beforeAll(async () => {
  ({ smtp, ctx } = await startMailTestApp({ publicUrl: SITE }));
  itemId = await insertTestItem(ctx.db);
  admin = await newUser(ctx.app, 'Ops');
  await setUser(ctx.db, admin.user._id, { role: 'admin' });
});
afterAll(() => stopMailTestApp(smtp, ctx));

const preferencesOf = (token: string) =>
  ctx.app.inject({ url: '/api/users/me/email-preferences', headers: bearer(token) });

const setPreferences = (token: string, payload: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/users/me/email-preferences',
    headers: bearer(token),
    payload,
  });

const moveOrder = (id: string, orderStatus: string) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${id}`,
    headers: bearer(admin.token),
    payload: { orderStatus },
  });

const optOutRows = (userId: string) =>
  ctx.db.select().from(emailOptOuts).where(eq(emailOptOuts.userId, userId));

/** An absolute link of ours as the path app.inject takes. */
const pathOf = (url: string) => url.slice(SITE.length);

describe('email preferences', () => {
  it('starts with every kind on, and keeps what the user turns off and on', async () => {
    const user = await newUser(ctx.app);
    expect((await preferencesOf(user.token)).json()).toEqual({ preferences: ALL_ON });

    const off = await setPreferences(user.token, { ...ALL_ON, farmUpdates: false });
    expect(off.statusCode).toBe(200);
    expect(off.json<EmailPreferencesResponse>().preferences).toEqual({
      ...ALL_ON,
      farmUpdates: false,
    });
    expect((await preferencesOf(user.token)).json<EmailPreferencesResponse>().preferences).toEqual({
      ...ALL_ON,
      farmUpdates: false,
    });
    expect((await optOutRows(user.user._id)).map((row) => row.topic)).toEqual(['farmUpdates']);

    const on = await setPreferences(user.token, ALL_ON);
    expect(on.json<EmailPreferencesResponse>().preferences).toEqual(ALL_ON);
    expect(await optOutRows(user.user._id)).toEqual([]);
  });

  it('refuses a missing or non-boolean switch with a 400 naming it, and changes nothing', async () => {
    const user = await newUser(ctx.app);
    const bad = await setPreferences(user.token, { orderUpdates: 'false', farmUpdates: false });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      fields: {
        orderUpdates: expect.stringContaining('orderUpdates'),
        campaignEnded: expect.stringContaining('campaignEnded'),
      },
    });
    expect(await optOutRows(user.user._id)).toEqual([]);
  });

  it('sends no order news to a shopper who turned it off, yet still the money messages', async () => {
    const shopper = await newUser(ctx.app, 'Quiet Shopper');
    await setPreferences(shopper.token, { ...ALL_ON, orderUpdates: false });
    const shipped = await placeCashOrder(ctx.app, shopper.token, itemId, '100 g');
    const cancelled = await placeCashOrder(ctx.app, shopper.token, itemId, '100 g');

    expect((await moveOrder(shipped._id, 'Shipped')).statusCode).toBe(200);
    expect((await moveOrder(cancelled._id, 'Cancelled')).statusCode).toBe(200);

    const mail = await mailTo(
      smtp,
      shopper.email,
      `Order #${orderNumber(cancelled._id)} cancelled`,
    );
    expect(mail.text).toContain('Hello Quiet Shopper,');
    // What went in the queue for them, in the transactions of the changes: no 'shipped'.
    expect(await queuedSubjects(ctx.db, shopper.email)).toEqual([
      `Order #${orderNumber(shipped._id)} placed`,
      `Order #${orderNumber(cancelled._id)} placed`,
      `Order #${orderNumber(cancelled._id)} cancelled`,
    ]);
  });

  it('sends no farm updates to an investor who turned them off or was disabled', async () => {
    const farmer = await newUser(ctx.app, 'Ravi Farmer');
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id, {
      campaignTitle: 'Grapes of Nashik',
      farmName: 'Green Vines',
    });
    const quiet = await newUser(ctx.app, 'Quiet Investor');
    const keen = await newUser(ctx.app, 'Keen Investor');
    const disabled = await newUser(ctx.app, 'Disabled Investor');
    await setPreferences(quiet.token, { ...ALL_ON, farmUpdates: false });
    await invest(ctx.app, quiet.token, campaignId, 2000);
    await invest(ctx.app, keen.token, campaignId, 2000);
    await invest(ctx.app, disabled.token, campaignId, 2000);
    const disabling = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${disabled.user._id}/disabled`,
      headers: bearer(admin.token),
      payload: { disabled: true, reason: 'Chargebacks on three cards.' },
    });
    expect(disabling.statusCode).toBe(200);

    const form = multipartForm([
      ['title', 'Drip lines laid'],
      ['date', '2025-02-14'],
      ['description', 'All twelve acres now have drip irrigation.'],
    ]);
    const posted = await ctx.app.inject({
      method: 'POST',
      url: `/api/campaigns/${campaignId}/timeline-update`,
      headers: { ...form.headers, ...bearer(farmer.token) },
      payload: form.payload,
    });
    expect(posted.statusCode).toBe(201);

    await mailTo(smtp, keen.email, 'Green Vines: Drip lines laid');
    for (const investor of [quiet, disabled]) {
      expect(await queuedSubjects(ctx.db, investor.email)).toEqual([
        'Your investment in Grapes of Nashik',
      ]);
    }
  });
});

describe('one-click unsubscribe', () => {
  /** A shopper's shipped-order email and its one-click link. */
  async function shippedMail() {
    const shopper = await newUser(ctx.app, 'Link Clicker');
    const order = await placeCashOrder(ctx.app, shopper.token, itemId, '100 g');
    await moveOrder(order._id, 'Shipped');
    const mail = await mailTo(smtp, shopper.email, `Order #${orderNumber(order._id)} has shipped`);
    return { shopper, order, link: listUnsubscribeUrl(mail)! };
  }

  it('turns the kind off on the mail client’s POST, without signing in', async () => {
    const { shopper, order, link } = await shippedMail();

    const res = await ctx.app.inject({
      method: 'POST',
      url: pathOf(link),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('You will no longer get “Order updates” emails.');
    expect(res.body).toContain('href="/profile"');
    expect((await optOutRows(shopper.user._id)).map((row) => row.topic)).toEqual(['orderUpdates']);
    expect(
      (await preferencesOf(shopper.token)).json<EmailPreferencesResponse>().preferences,
    ).toEqual({ ...ALL_ON, orderUpdates: false });

    // Clicked twice: still off, still fine.
    const again = await ctx.app.inject({ method: 'POST', url: pathOf(link) });
    expect(again.statusCode).toBe(200);

    expect((await moveOrder(order._id, 'Delivered')).statusCode).toBe(200);
    expect(await queuedSubjects(ctx.db, shopper.email)).not.toContain(
      `Order #${orderNumber(order._id)} delivered`,
    );
  });

  it('only asks on GET (mail scanners open links), with a button that posts', async () => {
    const { shopper, link } = await shippedMail();

    const page = await ctx.app.inject({ url: pathOf(link) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Unsubscribe from Order updates?');
    expect(page.body).toContain(`<form method="post" action="${pathOf(link)}">`);
    expect(await optOutRows(shopper.user._id)).toEqual([]);
  });

  it('refuses a tampered, foreign or missing token with a 400 and changes nothing', async () => {
    const { shopper, link } = await shippedMail();
    const token = new URL(link).searchParams.get('token')!;
    const [header, payload] = token.split('.');
    const forged = await unsubscribeUrl(
      'another-secret-of-enough-length-for-hs256',
      '',
      shopper.user._id,
      'orderUpdates',
    );
    const attempts = [
      `/api/unsubscribe?token=${header}.${payload}.${'A'.repeat(43)}`,
      forged,
      // A sign-in token is signed with the same secret but is no unsubscribe token.
      `/api/unsubscribe?token=${shopper.token}`,
      `/api/unsubscribe?token=not-a-token`,
    ];
    for (const url of attempts) {
      const oneClick = await ctx.app.inject({ method: 'POST', url });
      expect(oneClick.statusCode).toBe(400);
      expect(oneClick.json()).toEqual({
        message: 'This unsubscribe link is not valid. Nothing was changed.',
        code: 'INVALID_UNSUBSCRIBE_TOKEN',
      });
      const page = await ctx.app.inject({ url, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('This unsubscribe link is not valid. Nothing was changed.');
    }
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/unsubscribe' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ fields: { token: 'token is required' } });
    expect(await optOutRows(shopper.user._id)).toEqual([]);
  });

  it('signs links the server reads back for the user and kind they name', async () => {
    const user = await newUser(ctx.app);
    const link = await unsubscribeUrl(TEST_JWT_SECRET, SITE, user.user._id, 'campaignEnded');
    expect((await ctx.app.inject({ method: 'POST', url: pathOf(link) })).statusCode).toBe(200);
    expect((await optOutRows(user.user._id)).map((row) => row.topic)).toEqual(['campaignEnded']);
  });
});
