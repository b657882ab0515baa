import type { AdminJobsResponse } from '@mitti/domain/admin-jobs';
import { orderNumber } from '@mitti/domain/short-id';
import { insertTestCampaign, setUser } from '../../../test/campaign-fixtures';
import { invest } from '../../../test/payments';
import { insertTestItem, placeCardOrder, placeCashOrder } from '../../../test/shop-fixtures';
import { startMailTestApp, stopMailTestApp } from '../../../test/mail-test-app';
import type { TestSmtpServer } from '../../../test/smtp-server';
import { listUnsubscribeUrl } from '../../../test/mail';
import type { TestContext } from '../../../test/test-app';
import { bearer, newUser } from '../../../test/test-app';

let smtp: TestSmtpServer;
let ctx: TestContext;
let itemId: string;

beforeAll(async () => {
  ({ smtp, ctx } = await startMailTestApp({
    mailFrom: 'Mitti <hello@mitti.test>',
    publicUrl: 'https://mitti.example',
  }));
  itemId = await insertTestItem(ctx.db);
});
afterAll(() => stopMailTestApp(smtp, ctx));

describe('emails through SMTP', () => {
  it('sends the investor a receipt once the investment is verified', async () => {
    const farmer = await newUser(ctx.app, 'Ravi Farmer');
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id, {
      campaignTitle: 'Grapes of Nashik',
      farmName: 'Green Vines',
    });
    const investor = await newUser(ctx.app, 'Asha Investor');
    const arrived = smtp.nextMessage();

    const investmentId = await invest(ctx.app, investor.token, campaignId, 3000);

    const mail = await arrived;
    expect(mail.from?.text).toBe('"Mitti" <hello@mitti.test>');
    expect(mail.to).toMatchObject({ text: investor.email });
    expect(mail.subject).toBe('Your investment in Grapes of Nashik');
    expect(mail.text).toContain('Hello Asha Investor,');
    expect(mail.text).toContain('Amount: ₹3,000');
    expect(mail.text).toContain('Units: 3');
    // India time, and saying so.
    expect(mail.text).toMatch(/^Paid on: \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m IST$/m);
    const link = `https://mitti.example/invested-farm-details/${campaignId}/${investmentId}`;
    expect(mail.text).toContain(`See your investment: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('#2F6B3A');
    // Money messages always go out: no unsubscribe.
    expect(listUnsubscribeUrl(mail)).toBeUndefined();
  });

  it('tells the owner their password was changed', async () => {
    const owner = await newUser(ctx.app, 'Kiran Owner');
    const arrived = smtp.nextMessage();

    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: bearer(owner.token),
      payload: { currentPassword: owner.password, newPassword: 'a fresh harvest of words' },
    });
    expect(changed.statusCode).toBe(200);

    const mail = await arrived;
    expect(mail.to).toMatchObject({ text: owner.email });
    expect(mail.subject).toBe('Your Mitti password was changed');
    expect(mail.text).toContain('Hello Kiran Owner,');
    // Whoever did not change it cannot sign in with the old one: the link asks for a new one.
    expect(mail.text).toContain('Choose a new password: https://mitti.example/forgot-password');
    expect(listUnsubscribeUrl(mail)).toBeUndefined();
  });

  it('sends the shopper the order they placed, by cash or by card', async () => {
    const shopper = await newUser(ctx.app, 'Meera Shopper');
    let arrived = smtp.nextMessage();
    const cash = await placeCashOrder(ctx.app, shopper.token, itemId, '100 g');

    let mail = await arrived;
    expect(mail.to).toMatchObject({ text: shopper.email });
    expect(mail.subject).toBe(`Order #${orderNumber(cash._id)} placed`);
    expect(mail.text).toContain('Lakadong Turmeric Powder (100 g) × 1: ₹60.00');
    expect(mail.text).toContain('you pay on delivery');
    expect(mail.text).toContain(
      `Track your order: https://mitti.example/shop/orders?order=${cash._id}`,
    );

    arrived = smtp.nextMessage();
    const card = await placeCardOrder(ctx.app, shopper.token, itemId, '100 g');
    mail = await arrived;
    expect(mail.subject).toBe(`Order #${orderNumber(card._id)} placed`);
    expect(mail.text).toContain('Your card payment of');
  });

  it('answers the order at once with the mail server down, keeps the mail and sends it when asked again', async () => {
    const admin = await newUser(ctx.app, 'Ops');
    await setUser(ctx.db, admin.user._id, { role: 'admin' });
    const shopper = await newUser(ctx.app, 'Kiran Patient');
    await smtp.stop();
    const spy = ctx.app.jobs.spy('send-email');
    const gaveUp = spy.waitForJob((mail) => mail.to === shopper.email, 'failed');

    const order = await placeCashOrder(ctx.app, shopper.token, itemId, '100 g');
    expect(order.orderStatus).toBe('Processing');

    // Tried, retried, then left failed with its error; never dropped.
    const failed = await gaveUp;
    const listed = await ctx.app.inject({ url: '/api/admin/jobs', headers: bearer(admin.token) });
    expect(listed.statusCode).toBe(200);
    const job = listed.json<AdminJobsResponse>().jobs.find((entry) => entry._id === failed.id);
    expect(job).toMatchObject({
      name: 'send-email',
      state: 'failed',
      attempts: 2,
      maxAttempts: 2,
      error: expect.stringMatching(/ECONNREFUSED|connect/),
    });

    await smtp.start();
    const arrived = smtp.nextMessage();
    const retried = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${failed.id}/retry`,
      headers: bearer(admin.token),
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ job: { state: 'waiting' } });

    const mail = await arrived;
    expect(mail.to).toMatchObject({ text: shopper.email });
    expect(mail.subject).toBe(`Order #${orderNumber(order._id)} placed`);
  });
});
