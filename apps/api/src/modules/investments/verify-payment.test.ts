import type { InvestmentDetails, UserCampaignsResponse } from '@mitti/domain/investment';
import { count, eq, sql } from 'drizzle-orm';
import { campaigns, investments, paymentOrders } from '../../db/schema/invest';
import { insertTestCampaign } from '../../../test/campaign-fixtures';
import { createOrder, invest, sandboxPay, verifyPayment } from '../../../test/payments';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser } from '../../../test/test-app';
import { testClock } from '../../../test/test-clock';
import { paymentSignature } from '../payments/signature';

let ctx: TestContext;
let farmer: Awaited<ReturnType<typeof newUser>>;
let investor: Awaited<ReturnType<typeof newUser>>;
let other: Awaited<ReturnType<typeof newUser>>;
const clock = testClock(new Date().toISOString());
/** Moves the clock past every reservation made so far (15 minutes). */
const outlastReservations = () =>
  clock.set(new Date(clock.now().getTime() + 16 * 60_000).toISOString());

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
  farmer = await newUser(ctx.app, 'Ramesh Patil');
  investor = await newUser(ctx.app, 'Ananya Rao');
  other = await newUser(ctx.app, 'Kabir Shah');
});
afterAll(() => ctx.close());

async function campaignRow(id: string) {
  const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, id));
  return row!;
}

async function investmentCount(campaignId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(investments)
    .where(eq(investments.campaignId, campaignId));
  return row!.n;
}

async function orderRow(providerOrderId: string) {
  const [row] = await ctx.db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.providerOrderId, providerOrderId));
  return row!;
}

describe('POST /api/payments/verify-payment', () => {
  it('counts a verified payment once: investment, raised amount, paid order', async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id);
    const { order } = await createOrder(ctx.app, investor.token, campaignId, 2000);
    const payment = await sandboxPay(ctx.app, investor.token, order.id);
    expect(payment).toEqual({
      razorpay_order_id: order.id,
      razorpay_payment_id: expect.stringMatching(/^pay_sbx_\w+$/),
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    const res = await verifyPayment(ctx.app, investor.token, payment);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Investment Successful!' });
    expect((await campaignRow(campaignId)).raisedAmountPaise).toBe(2000_00);
    expect(await orderRow(order.id)).toMatchObject({
      status: 'paid',
      providerPaymentId: payment.razorpay_payment_id,
    });
    const list = (
      await ctx.app.inject({ url: '/api/user-campaigns', headers: bearer(investor.token) })
    ).json<UserCampaignsResponse>();
    expect(list.investments[0]).toMatchObject({
      amount: 2000,
      units: 2,
      status: 'Confirmed',
      refundStatus: null,
      campaignId: { _id: campaignId },
    });
  });

  it('answers a replayed verification the same and counts nothing twice', async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id);
    const { order } = await createOrder(ctx.app, investor.token, campaignId, 1000);
    const payment = await sandboxPay(ctx.app, investor.token, order.id);
    expect((await verifyPayment(ctx.app, investor.token, payment)).statusCode).toBe(200);

    const again = await verifyPayment(ctx.app, investor.token, payment);

    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, message: 'Investment Successful!' });
    expect(await investmentCount(campaignId)).toBe(1);
    expect((await campaignRow(campaignId)).raisedAmountPaise).toBe(1000_00);

    // Another (validly signed) payment of the already paid order is refused.
    const second = await sandboxPay(ctx.app, investor.token, order.id);
    expect((await verifyPayment(ctx.app, investor.token, second)).statusCode).toBe(409);
    expect(await investmentCount(campaignId)).toBe(1);
  });

  it('refuses a forged signature and writes nothing', async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id);
    const { order } = await createOrder(ctx.app, investor.token, campaignId, 1000);
    const payment = await sandboxPay(ctx.app, investor.token, order.id);

    for (const signature of [
      paymentSignature('not-the-secret', order.id, payment.razorpay_payment_id),
      'abc',
      `${payment.razorpay_signature.slice(0, -1)}0`,
    ]) {
      if (signature === payment.razorpay_signature) continue;
      const res = await verifyPayment(ctx.app, investor.token, {
        ...payment,
        razorpay_signature: signature,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Payment verification failed.',
        code: 'PAYMENT_VERIFICATION_FAILED',
      });
    }
    expect(await investmentCount(campaignId)).toBe(0);
    expect(await orderRow(order.id)).toMatchObject({ status: 'created', providerPaymentId: null });
    expect((await campaignRow(campaignId)).raisedAmountPaise).toBe(0);
  });

  it('refuses a signature moved to another order', async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id);
    const small = await createOrder(ctx.app, investor.token, campaignId, 1000);
    const large = await createOrder(ctx.app, investor.token, campaignId, 9000);
    const paidSmall = await sandboxPay(ctx.app, investor.token, small.order.id);

    const res = await verifyPayment(ctx.app, investor.token, {
      ...paidSmall,
      razorpay_order_id: large.order.id,
    });

    expect(res.statusCode).toBe(400);
    expect(await investmentCount(campaignId)).toBe(0);
    expect((await orderRow(large.order.id)).status).toBe('created');
  });

  it("ignores the client's amount and campaign: the stored order counts", async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id);
    const elsewhere = await insertTestCampaign(ctx.db, farmer.user._id);
    const { order } = await createOrder(ctx.app, investor.token, campaignId, 1000);
    const payment = await sandboxPay(ctx.app, investor.token, order.id);

    const res = await verifyPayment(ctx.app, investor.token, {
      ...payment,
      amount: 50_000,
      campaignId: elsewhere,
    });

    expect(res.statusCode).toBe(200);
    expect((await campaignRow(campaignId)).raisedAmountPaise).toBe(1000_00);
    expect((await campaignRow(elsewhere)).raisedAmountPaise).toBe(0);
    expect(await investmentCount(elsewhere)).toBe(0);
    const [row] = await ctx.db
      .select()
      .from(investments)
      .where(eq(investments.campaignId, campaignId));
    expect(row).toMatchObject({ amountPaise: 1000_00, units: 1 });
  });

  it("answers 404 for another user's order, in verification and in the sandbox", async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id);
    const { order } = await createOrder(ctx.app, investor.token, campaignId, 1000);
    const payment = await sandboxPay(ctx.app, investor.token, order.id);

    expect((await verifyPayment(ctx.app, other.token, payment)).statusCode).toBe(404);
    const pay = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/pay',
      headers: bearer(other.token),
      payload: { orderId: order.id, outcome: 'success' },
    });
    expect(pay.statusCode).toBe(404);
    expect(await investmentCount(campaignId)).toBe(0);
  });

  it('answers a declined test card with 200 and the description, and records nothing', async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id);
    const { order } = await createOrder(ctx.app, investor.token, campaignId, 1000);

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/pay',
      headers: bearer(investor.token),
      payload: { orderId: order.id, outcome: 'failure' },
    });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      error: { description: 'Your card was declined by the bank (test mode).' },
    });
    expect((await orderRow(order.id)).status).toBe('created');
    expect(await investmentCount(campaignId)).toBe(0);
  });

  it('refunds a payment whose reservation expired and whose unit was sold meanwhile', async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id, {
      raisedAmountPaise: 99_000_00,
    });
    const second = await createOrder(ctx.app, other.token, campaignId, 1000);
    const paidSecond = await sandboxPay(ctx.app, other.token, second.order.id);
    outlastReservations();
    const first = await createOrder(ctx.app, investor.token, campaignId, 1000);
    const paidFirst = await sandboxPay(ctx.app, investor.token, first.order.id);
    expect((await verifyPayment(ctx.app, investor.token, paidFirst)).statusCode).toBe(200);
    expect((await campaignRow(campaignId)).status).toBe('Funded');

    const late = await verifyPayment(ctx.app, other.token, paidSecond);

    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      message: 'This campaign was fully funded while you paid. Your payment has been refunded.',
      code: 'CAPACITY_TAKEN',
    });
    expect(await orderRow(second.order.id)).toMatchObject({
      status: 'refunded',
      providerRefundId: expect.stringMatching(/^rfnd_sbx_\w+$/),
    });
    expect((await campaignRow(campaignId)).raisedAmountPaise).toBe(100_000_00);
  });

  it('counts 25 racing one-unit payments for 10 units left exactly up to the goal', async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id, {
      raisedAmountPaise: 90_000_00,
    });
    const buyers = [investor, other];
    const payments = [];
    // Ten at a time hold the ten units; the earlier ones' reservations have expired by the race.
    for (let i = 0; i < 25; i += 1) {
      if (i > 0 && i % 10 === 0) outlastReservations();
      const buyer = buyers[i % 2]!;
      const { order } = await createOrder(ctx.app, buyer.token, campaignId, 1000);
      payments.push({ buyer, payment: await sandboxPay(ctx.app, buyer.token, order.id) });
    }

    const answers = await Promise.all(
      payments.map(({ buyer, payment }) => verifyPayment(ctx.app, buyer.token, payment)),
    );

    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    const refusals = answers.filter((res) => res.statusCode === 409);
    expect(refusals.map((res) => res.json<{ code: string }>().code)).toEqual(
      Array(15).fill('CAPACITY_TAKEN'),
    );
    expect(await investmentCount(campaignId)).toBe(10);
    expect(await campaignRow(campaignId)).toMatchObject({
      raisedAmountPaise: 100_000_00,
      fundingGoalPaise: 100_000_00,
      status: 'Funded',
      heldUnits: 0,
    });
    const orders = await ctx.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.campaignId, campaignId));
    expect(orders.filter((row) => row.status === 'paid')).toHaveLength(10);
    const refunded = orders.filter((row) => row.status === 'refunded');
    expect(refunded).toHaveLength(15);
    expect(refunded.every((row) => row.providerRefundId?.startsWith('rfnd_sbx_'))).toBe(true);
  });

  it("keeps the listing's counted totals through payments until one funds the campaign", async () => {
    const place = { farmLocation: 'Mandya, Karnataka' };
    const probe = await insertTestCampaign(ctx.db, farmer.user._id, place);
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id, {
      ...place,
      fundingGoalPaise: 3000_00,
      minInvestmentPaise: 1000_00,
    });
    const total = async () =>
      (await ctx.app.inject({ url: '/api/campaigns?farmLocation=mandya' })).json<{
        total: number;
      }>().total;
    expect(await total()).toBe(2);
    // Taken out of what the totals count without telling anyone: only a recount sees it.
    await ctx.db.execute(sql`delete from campaign_search where campaign_id = ${probe}`);

    await invest(ctx.app, investor.token, campaignId, 1000);
    await invest(ctx.app, other.token, campaignId, 1000);
    expect(await total()).toBe(2);

    await invest(ctx.app, investor.token, campaignId, 1000);
    expect(await campaignRow(campaignId)).toMatchObject({
      raisedAmountPaise: 3000_00,
      status: 'Funded',
    });
    expect(await total()).toBe(1);
  });
});

describe('GET /api/campaigns/:investmentId/investment-details', () => {
  it("answers the caller's own investment and 404 to anyone else", async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id);
    const investmentId = await invest(ctx.app, investor.token, campaignId, 3000);
    const url = `/api/campaigns/${investmentId}/investment-details`;

    const own = await ctx.app.inject({ url, headers: bearer(investor.token) });

    expect(own.statusCode).toBe(200);
    expect(own.json<InvestmentDetails>()).toEqual({
      _id: investmentId,
      amount: 3000,
      date: expect.any(String),
      units: 3,
      status: 'Confirmed',
      campaignId,
    });
    expect((await ctx.app.inject({ url, headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url, headers: bearer(farmer.token) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
  });
});
