import type { CreateOrderResponse } from '@mitti/domain/payment-order';
import { count, eq } from 'drizzle-orm';
import { campaigns, investments, paymentOrders } from '../../db/schema/invest';
import { orders } from '../../db/schema/shop';
import { insertTestCampaign } from '../../../test/campaign-fixtures';
import { createOrder, sandboxPay, verifyPayment } from '../../../test/payments';
import {
  addToCart,
  insertTestItem,
  openCardPayment,
  shownLines,
} from '../../../test/shop-fixtures';
import { appOutbox } from '../../../test/mail-test-app';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser, TEST_JWT_SECRET } from '../../../test/test-app';
import { systemClock } from '../../clock';
import { testClock } from '../../../test/test-clock';
import { createInvestmentsService } from '../investments/service';
import { createOrdersService } from '../orders/service';
import { ORDER_LIFETIME_MS, reconcilePayments, REFUND_ATTEMPT_LIMIT } from './reconciliation';
import { createSandboxProvider } from './sandbox-provider';

const MINUTE_MS = 60_000;

let ctx: TestContext;
let farmer: Awaited<ReturnType<typeof newUser>>;
let investor: Awaited<ReturnType<typeof newUser>>;
let run: () => ReturnType<typeof reconcilePayments>;
const provider = createSandboxProvider(TEST_JWT_SECRET);
const refund = jest.spyOn(provider, 'refund');
const clock = testClock('2026-01-01T00:00:00Z');

beforeAll(async () => {
  ctx = await createTestApp({}, { paymentProvider: provider });
  farmer = await newUser(ctx.app, 'Ramesh Patil');
  investor = await newUser(ctx.app, 'Ananya Rao');
  // The settlement as the app wires it, on the app's database and job queue.
  const outbox = appOutbox(ctx);
  const shop = createOrdersService(ctx.db, provider, outbox, systemClock);
  const invest = createInvestmentsService(
    ctx.db,
    provider,
    outbox,
    shop.settleCardPayment,
    systemClock,
  );
  run = () =>
    reconcilePayments({
      db: ctx.db,
      provider,
      clock,
      settlePayment: invest.settlePayment,
      log: ctx.app.log,
    });
});
afterAll(() => ctx.close());
beforeEach(() => refund.mockReset());

async function paymentOrder(providerOrderId: string) {
  const [row] = await ctx.db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.providerOrderId, providerOrderId));
  return row!;
}

/** Sets the job's clock to this many minutes after the order was opened. */
async function minutesAfter(providerOrderId: string, minutes: number) {
  const { createdAt } = await paymentOrder(providerOrderId);
  clock.set(new Date(createdAt.getTime() + minutes * MINUTE_MS).toISOString());
}

async function funding(campaignId: string) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(investments)
    .where(eq(investments.campaignId, campaignId));
  const [campaign] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  return { investments: row!.n, raisedPaise: campaign!.raisedAmountPaise };
}

describe('payment reconciliation', () => {
  it('settles a paid investment whose verify never came, once, and a late verify says paid', async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id);
    const { order } = await createOrder(ctx.app, investor.token, campaignId, 2000);
    const payment = await sandboxPay(ctx.app, investor.token, order.id);

    await minutesAfter(order.id, 2);
    const early = await run();
    expect(early.settled).not.toContain((await paymentOrder(order.id)).id);
    expect(await funding(campaignId)).toEqual({ investments: 0, raisedPaise: 0 });

    await minutesAfter(order.id, 6);
    const first = await run();
    const second = await run();
    const late = await verifyPayment(ctx.app, investor.token, payment);

    const row = await paymentOrder(order.id);
    expect(first.settled).toContain(row.id);
    expect(second.settled).not.toContain(row.id);
    expect(row).toMatchObject({ status: 'paid', providerPaymentId: payment.razorpay_payment_id });
    expect(await funding(campaignId)).toEqual({ investments: 1, raisedPaise: 2000_00 });
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({ success: true, message: 'Investment Successful!' });
    expect(await funding(campaignId)).toEqual({ investments: 1, raisedPaise: 2000_00 });
  });

  it('counts a payment once when verify and the job settle it at the same time', async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id);
    const { order } = await createOrder(ctx.app, investor.token, campaignId, 3000);
    const payment = await sandboxPay(ctx.app, investor.token, order.id);
    await minutesAfter(order.id, 6);

    const [verified] = await Promise.all([
      verifyPayment(ctx.app, investor.token, payment),
      run(),
      run(),
    ]);

    expect(verified.statusCode).toBe(200);
    expect(await funding(campaignId)).toEqual({ investments: 1, raisedPaise: 3000_00 });
  });

  it('expires an order nobody paid once its lifetime is over, and only then', async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id);
    const abandoned = (await createOrder(ctx.app, investor.token, campaignId, 1000)).order;
    const declined = (await createOrder(ctx.app, investor.token, campaignId, 1000)).order;
    const fail = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/pay',
      headers: bearer(investor.token),
      payload: { orderId: declined.id, outcome: 'failure' },
    });
    expect(fail.json()).toEqual({
      error: { description: 'Your card was declined by the bank (test mode).' },
    });
    expect(await provider.fetchOrder(declined.id)).toEqual({
      id: declined.id,
      status: 'attempted',
    });

    await minutesAfter(abandoned.id, 20);
    await run();
    expect((await paymentOrder(abandoned.id)).status).toBe('created');
    expect((await paymentOrder(declined.id)).status).toBe('created');

    await minutesAfter(abandoned.id, ORDER_LIFETIME_MS / MINUTE_MS + 1);
    const report = await run();

    for (const id of [abandoned.id, declined.id]) {
      const row = await paymentOrder(id);
      expect(row.status).toBe('expired');
      expect(report.expired).toContain(row.id);
    }
    expect(await funding(campaignId)).toEqual({ investments: 0, raisedPaise: 0 });

    // Money that still arrives for an expired order is not lost: it is counted as verify counts it.
    const latePayment = await sandboxPay(ctx.app, investor.token, abandoned.id);
    expect((await verifyPayment(ctx.app, investor.token, latePayment)).statusCode).toBe(200);
    expect((await paymentOrder(abandoned.id)).status).toBe('paid');
    expect(await funding(campaignId)).toEqual({ investments: 1, raisedPaise: 1000_00 });
  });

  it('retries a refund that failed until the provider takes it, then never again', async () => {
    // Room for one unit: the second checkout was closed, its unit sold to the first, and its
    // payment captured after all is refunded when the job settles it.
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id, {
      fundingGoalPaise: 1000_00,
      minInvestmentPaise: 1000_00,
    });
    const second = (await createOrder(ctx.app, investor.token, campaignId, 1000)).order;
    const closed = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/release',
      headers: bearer(investor.token),
      payload: { orderId: second.id },
    });
    expect(closed.statusCode).toBe(200);
    const first = (await createOrder(ctx.app, investor.token, campaignId, 1000)).order;
    const firstPayment = await sandboxPay(ctx.app, investor.token, first.id);
    const secondPayment = await sandboxPay(ctx.app, investor.token, second.id);
    expect((await verifyPayment(ctx.app, investor.token, firstPayment)).statusCode).toBe(200);

    refund.mockRejectedValue(new Error('provider down'));
    await minutesAfter(second.id, 6);
    const failing = await run();
    let row = await paymentOrder(second.id);
    expect(failing.failed).toContain(row.id);
    expect(row).toMatchObject({
      status: 'refunded',
      providerPaymentId: secondPayment.razorpay_payment_id,
      providerRefundId: null,
      refundAttempts: 1,
    });

    refund.mockImplementation(() => Promise.resolve({ id: 'rfnd_sbx_retried' }));
    const retried = await run();
    row = await paymentOrder(second.id);
    expect(retried.refunded).toEqual([row.id]);
    expect(row).toMatchObject({ providerRefundId: 'rfnd_sbx_retried', refundAttempts: 1 });
    expect(refund).toHaveBeenLastCalledWith(secondPayment.razorpay_payment_id, 1000_00, row.id);
    expect(await funding(campaignId)).toEqual({ investments: 1, raisedPaise: 1000_00 });

    await run();
    expect(refund).toHaveBeenCalledTimes(3);
  });

  it('leaves a refund to the operators after the attempt limit', async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id);
    const { order } = await createOrder(ctx.app, investor.token, campaignId, 1000);
    // Cancelled while the investor paid: the payment goes back.
    await ctx.db.update(campaigns).set({ status: 'Cancelled' }).where(eq(campaigns.id, campaignId));
    await sandboxPay(ctx.app, investor.token, order.id);
    refund.mockRejectedValue(new Error('provider down'));
    await minutesAfter(order.id, 6);

    for (let runs = 0; runs < REFUND_ATTEMPT_LIMIT + 2; runs += 1) await run();

    const row = await paymentOrder(order.id);
    expect(row).toMatchObject({ status: 'refunded', providerRefundId: null });
    expect(row.refundAttempts).toBe(REFUND_ATTEMPT_LIMIT);
    // The settlement's own refund, then one retry a run until the limit.
    expect(refund).toHaveBeenCalledTimes(REFUND_ATTEMPT_LIMIT + 1);
  });

  it('settles a paid shop order whose verify never came, once', async () => {
    const itemId = await insertTestItem(ctx.db);
    const shopper = await newUser(ctx.app, 'Meera Iyer');
    const cart = await addToCart(ctx.app, shopper.token, itemId, '100 g');
    const created = await openCardPayment(ctx.app, shopper.token, shownLines(cart));
    const { order } = created.json<CreateOrderResponse>();
    const payment = await sandboxPay(ctx.app, shopper.token, order.id);
    await minutesAfter(order.id, 6);

    await run();
    await run();
    const late = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/verify-product-payment',
      headers: bearer(shopper.token),
      payload: payment,
    });

    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({ success: true, message: 'Payment successful! Order placed.' });
    const placed = await ctx.db.select().from(orders).where(eq(orders.userId, shopper.user._id));
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({
      paymentMethod: 'Razorpay',
      paymentStatus: 'Paid',
      providerPaymentId: payment.razorpay_payment_id,
      totalPaise: order.amount,
    });
    expect((await paymentOrder(order.id)).status).toBe('paid');
  });
});
