import { eq } from 'drizzle-orm';
import { formatDateTime } from '@mitti/domain/dates';
import { formatShopPrice } from '@mitti/domain/money';
import { orderNumber } from '@mitti/domain/short-id';
import { verificationRequests } from '../../db/schema/invest';
import { insertTestCampaign, reviewedVersion, setUser } from '../../../test/campaign-fixtures';
import { listUnsubscribeUrl, mailTo, rawHeader } from '../../../test/mail';
import { multipartForm } from '../../../test/multipart';
import { invest } from '../../../test/payments';
import { insertTestItem, placeCardOrder, placeCashOrder } from '../../../test/shop-fixtures';
import { startMailTestApp, stopMailTestApp } from '../../../test/mail-test-app';
import type { TestSmtpServer } from '../../../test/smtp-server';
import type { TestContext } from '../../../test/test-app';
import { bearer, newUser } from '../../../test/test-app';

const SITE = 'https://mitti.example';

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

function asAdmin(method: 'POST' | 'PATCH', url: string, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: bearer(admin.token),
    ...(payload ? { payload } : {}),
  });
}

const moveOrder = (id: string, orderStatus: string) =>
  asAdmin('PATCH', `/api/admin/orders/${id}`, { orderStatus });

describe('order status emails', () => {
  it('tells the shopper their order shipped and was delivered, as news they may unsubscribe from', async () => {
    const shopper = await newUser(ctx.app, 'Meera Shopper');
    const order = await placeCashOrder(ctx.app, shopper.token, itemId, '100 g');
    const number = `#${orderNumber(order._id)}`;

    expect((await moveOrder(order._id, 'Shipped')).statusCode).toBe(200);
    const shipped = await mailTo(smtp, shopper.email, `Order ${number} has shipped`);
    expect(shipped.text).toContain('Hello Meera Shopper,');
    expect(shipped.text).toContain(`Your order ${number} is on its way to Pune.`);
    // What is coming, as it was bought.
    expect(shipped.text).toContain('Lakadong Turmeric Powder (100 g): × 1');
    // The button opens this order on Your Orders.
    expect(shipped.text).toContain(`See your order: ${SITE}/shop/orders?order=${order._id}`);
    expect(shipped.html).toContain(`href="${SITE}/shop/orders?order=${order._id}"`);
    const unsubscribe = listUnsubscribeUrl(shipped);
    expect(unsubscribe).toMatch(new RegExp(`^${SITE}/api/unsubscribe\\?token=[\\w.-]+$`));
    expect(rawHeader(shipped, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(shipped.text).toContain(`Unsubscribe: ${unsubscribe!}`);

    expect((await moveOrder(order._id, 'Delivered')).statusCode).toBe(200);
    const delivered = await mailTo(smtp, shopper.email, `Order ${number} delivered`);
    expect(delivered.text).toContain(`Your order ${number} has been delivered in Pune.`);
    expect(delivered.text).toContain('Lakadong Turmeric Powder (100 g): × 1');
    expect(delivered.text).toContain(`See your order: ${SITE}/shop/orders?order=${order._id}`);
    expect(listUnsubscribeUrl(delivered)).toMatch(/\/api\/unsubscribe\?token=/);
  });

  it('tells the shopper of a cancelled cash order, and of the refund of a cancelled card order', async () => {
    const shopper = await newUser(ctx.app, 'Kiran Shopper');
    const cash = await placeCashOrder(ctx.app, shopper.token, itemId, '100 g');
    const placed = await mailTo(smtp, shopper.email, `Order #${orderNumber(cash._id)} placed`);
    // The receipt says when, as Your Orders does, and in which time zone.
    expect(placed.text).toContain(`Placed on: ${formatDateTime(new Date(cash.createdAt))} IST\n`);
    expect((await moveOrder(cash._id, 'Cancelled')).statusCode).toBe(200);

    const cancelled = await mailTo(
      smtp,
      shopper.email,
      `Order #${orderNumber(cash._id)} cancelled`,
    );
    expect(cancelled.text).toContain('Nothing was charged');
    expect(cancelled.text).toContain(`See your order: ${SITE}/shop/orders?order=${cash._id}`);
    // Money: always sent, no unsubscribe.
    expect(listUnsubscribeUrl(cancelled)).toBeUndefined();
    expect(cancelled.text).not.toContain('Unsubscribe');

    const card = await placeCardOrder(ctx.app, shopper.token, itemId, '100 g');
    expect((await moveOrder(card._id, 'Cancelled')).statusCode).toBe(200);
    const refunded = await mailTo(
      smtp,
      shopper.email,
      `Order #${orderNumber(card._id)} cancelled and refunded`,
    );
    expect(refunded.text).toContain(
      `Your order #${orderNumber(card._id)} was cancelled and ${formatShopPrice(card.totalPrice)} refunded to your card.`,
    );
    expect(refunded.text).toContain(`Refunded: ${formatShopPrice(card.totalPrice)}`);
    expect(listUnsubscribeUrl(refunded)).toBeUndefined();
  });
});

describe('review emails', () => {
  it('tells the farmer their campaign was approved, or sent back with the reason', async () => {
    const farmer = await newUser(ctx.app, 'Ravi Farmer');
    const draft = { status: 'Draft', isVerified: false, rejectionReason: null } as const;
    const approvedId = await insertTestCampaign(ctx.db, farmer.user._id, {
      ...draft,
      campaignTitle: 'Grapes of Nashik',
    });
    const rejectedId = await insertTestCampaign(ctx.db, farmer.user._id, {
      ...draft,
      campaignTitle: 'Mangoes of Ratnagiri',
    });

    const approval = await reviewedVersion(ctx.db, approvedId);
    expect(
      (await asAdmin('POST', `/api/admin/campaigns/${approvedId}/approve`, approval)).statusCode,
    ).toBe(200);
    const approved = await mailTo(smtp, farmer.email, '"Grapes of Nashik" is approved');
    expect(approved.text).toContain('Hello Ravi Farmer,');
    expect(approved.text).toContain(`See your campaign: ${SITE}/campaign/${approvedId}`);
    expect(listUnsubscribeUrl(approved)).toBeUndefined();

    const rejected = await asAdmin('POST', `/api/admin/campaigns/${rejectedId}/reject`, {
      reason: 'Please add photos of the orchard.',
      ...(await reviewedVersion(ctx.db, rejectedId)),
    });
    expect(rejected.statusCode).toBe(200);
    const sentBack = await mailTo(smtp, farmer.email, '"Mangoes of Ratnagiri" needs changes');
    expect(sentBack.text).toContain('Reason: Please add photos of the orchard.');
    expect(sentBack.text).toContain(`Open your dashboard: ${SITE}/dashboard`);
    expect(listUnsubscribeUrl(sentBack)).toBeUndefined();
  });

  it('tells the farmer their verification was approved, or declined with the reason', async () => {
    async function requestVerification(name: string) {
      const farmer = await newUser(ctx.app, name);
      const sent = await ctx.app.inject({
        method: 'POST',
        url: '/api/sending-request',
        headers: bearer(farmer.token),
      });
      expect(sent.statusCode).toBe(201);
      const [request] = await ctx.db
        .select()
        .from(verificationRequests)
        .where(eq(verificationRequests.userId, farmer.user._id));
      return { farmer, requestId: request!.id };
    }
    const first = await requestVerification('Sita Farmer');
    const second = await requestVerification('Gopal Farmer');

    const approve = `/api/admin/verification-requests/${first.requestId}/approve`;
    expect((await asAdmin('POST', approve)).statusCode).toBe(200);
    const approved = await mailTo(smtp, first.farmer.email, 'You are a verified farmer');
    expect(approved.text).toContain('Hello Sita Farmer,');
    expect(approved.text).toContain(`Start a campaign: ${SITE}/create`);
    expect(listUnsubscribeUrl(approved)).toBeUndefined();

    const decline = `/api/admin/verification-requests/${second.requestId}/decline`;
    expect(
      (await asAdmin('POST', decline, { reason: 'The land papers are unreadable.' })).statusCode,
    ).toBe(200);
    const declined = await mailTo(
      smtp,
      second.farmer.email,
      'Your verification request was declined',
    );
    expect(declined.text).toContain('Reason: The land papers are unreadable.');
    expect(declined.text).toContain(`Request verification again: ${SITE}/create`);
  });
});

describe('timeline update emails', () => {
  it('tells each investor of the campaign, with a link to their investment', async () => {
    const farmer = await newUser(ctx.app, 'Ravi Farmer');
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id, {
      campaignTitle: 'Grapes of Nashik',
      farmName: 'Green Vines',
    });
    const investor = await newUser(ctx.app, 'Asha Investor');
    const investmentId = await invest(ctx.app, investor.token, campaignId, 3000);
    const bystander = await newUser(ctx.app, 'Not Invested');

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

    const mail = await mailTo(smtp, investor.email, 'Green Vines: Drip lines laid');
    expect(mail.text).toContain('Hello Asha Investor,');
    expect(mail.text).toContain(
      'Green Vines posted a new update, "Drip lines laid", on "Grapes of Nashik", a campaign you invested in.',
    );
    const link = `${SITE}/invested-farm-details/${campaignId}/${investmentId}`;
    expect(mail.text).toContain(`Read the update: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
    expect(listUnsubscribeUrl(mail)).toMatch(/\/api\/unsubscribe\?token=/);
    expect(
      smtp.received.some((m) => m.to && !Array.isArray(m.to) && m.to.text === bystander.email),
    ).toBe(false);
  });
});
