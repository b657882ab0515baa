import type { CartResponse } from '@mitti/domain/cart';
import type { OrdersResponse } from '@mitti/domain/order';
import type { CreateOrderResponse, ProviderPaymentResult } from '@mitti/domain/payment-order';
import { and, eq } from 'drizzle-orm';
import { paymentOrders } from '../../db/schema/invest';
import { itemVariants, orderItems, orders } from '../../db/schema/shop';
import { capturedWebhook, sandboxPay } from '../../../test/payments';
import type { ShownLine } from '../../../test/shop-fixtures';
import {
  addToCart,
  cartCall,
  insertTestItem,
  readCart,
  shownLines,
  TEST_ADDRESS,
} from '../../../test/shop-fixtures';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser, TEST_JWT_SECRET } from '../../../test/test-app';
import { createSandboxProvider } from '../payments/sandbox-provider';

let ctx: TestContext;
let turmericId: string;
const provider = createSandboxProvider(TEST_JWT_SECRET);
const refund = jest.spyOn(provider, 'refund');

beforeAll(async () => {
  ctx = await createTestApp({}, { paymentProvider: provider });
  turmericId = await insertTestItem(ctx.db);
});
afterAll(() => ctx.close());
beforeEach(() => refund.mockClear());

/** create-product-order of the lines shown (the whole cart unless given), to TEST_ADDRESS. */
async function createProductOrder(token: string, amount: unknown = 1, items?: ShownLine[]) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/create-product-order',
    headers: bearer(token),
    payload: {
      amount,
      items: items ?? shownLines(await readCart(ctx.app, token)),
      shippingAddress: TEST_ADDRESS,
    },
  });
}

/** Verification with the spec's orderPayload, whose lines, total and address the server ignores. */
function verify(token: string, payment: ProviderPaymentResult) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/verify-product-payment',
    headers: bearer(token),
    payload: {
      ...payment,
      orderPayload: {
        items: [{ itemId: turmericId, size: '100 g', quantity: 1, price: 0.01 }],
        totalPrice: 0.01,
        paymentMethod: 'Razorpay',
        shippingAddress: { ...TEST_ADDRESS, city: 'Elsewhere' },
      },
    },
  });
}

/** A new user with 2 x turmeric 100 g and 1 x 500 g in the cart: ₹380, free shipping, tax ₹28.50. */
async function shopper() {
  const user = await newUser(ctx.app, 'Ananya Rao');
  await addToCart(ctx.app, user.token, turmericId, '100 g');
  await addToCart(ctx.app, user.token, turmericId, '100 g');
  await addToCart(ctx.app, user.token, turmericId, '500 g');
  return user;
}

async function ordersOf(userId: string) {
  return ctx.db.select().from(orders).where(eq(orders.userId, userId));
}

async function paymentOrderRow(providerOrderId: string) {
  const [row] = await ctx.db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.providerOrderId, providerOrderId));
  return row!;
}

describe('POST /api/payments/create-product-order', () => {
  it("charges the server's total of the cart, whatever amount the client sent", async () => {
    const user = await shopper();

    const res = await createProductOrder(user.token, 1);

    expect(res.statusCode).toBe(200);
    const body = res.json<CreateOrderResponse>();
    expect(body).toEqual({
      order: { id: expect.stringMatching(/^order_sbx_/), amount: 408_50, currency: 'INR' },
      prefill: { name: 'Ananya Rao', email: user.email, contact: '' },
      provider: 'sandbox',
    });
    expect(await paymentOrderRow(body.order.id)).toMatchObject({
      purpose: 'shop',
      amountPaise: 408_50,
      userId: user.user._id,
      status: 'created',
      campaignId: null,
      cartSnapshot: {
        lines: [
          {
            itemId: turmericId,
            size: '100 g',
            quantity: 2,
            name: 'Lakadong Turmeric Powder',
            unitPricePaise: 60_00,
            weight: 100,
          },
          {
            itemId: turmericId,
            size: '500 g',
            quantity: 1,
            name: 'Lakadong Turmeric Powder',
            unitPricePaise: 260_00,
            weight: 500,
          },
        ],
        shippingAddress: TEST_ADDRESS,
      },
    });
  });

  it('refuses an empty order, lines the cart no longer holds and an out-of-stock line', async () => {
    const user = await newUser(ctx.app);
    const empty = await createProductOrder(user.token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Your cart is empty.', code: 'VALIDATION' });
    const gone = await createProductOrder(user.token, 1, [
      { itemId: turmericId, size: '100 g', quantity: 1, price: 60 },
    ]);
    expect(gone.statusCode).toBe(409);
    expect(gone.json()).toEqual({
      message: 'Your cart changed. Please review it.',
      code: 'CART_CHANGED',
    });

    const itemId = await insertTestItem(ctx.db, { name: 'Wild Forest Honey' });
    await addToCart(ctx.app, user.token, itemId, '500 g');
    await ctx.db
      .update(itemVariants)
      .set({ stock: 0 })
      .where(and(eq(itemVariants.itemId, itemId), eq(itemVariants.size, '500 g')));

    const res = await createProductOrder(user.token);

    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Wild Forest Honey (500 g) is out of stock.',
      code: 'OUT_OF_STOCK',
    });
    expect(
      await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.userId, user.user._id)),
    ).toEqual([]);
  });
});

describe('POST /api/payments/verify-product-payment', () => {
  it('turns a verified Test mode payment into one paid order, however often it is replayed', async () => {
    const user = await shopper();
    const { order } = (await createProductOrder(user.token)).json<CreateOrderResponse>();
    const payment = await sandboxPay(ctx.app, user.token, order.id);

    const res = await verify(user.token, payment);
    const replay = await verify(user.token, payment);

    for (const answer of [res, replay]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        success: true,
        message: 'Payment successful! Order placed.',
      });
    }
    const rows = await ordersOf(user.user._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      paymentMethod: 'Razorpay',
      paymentStatus: 'Paid',
      status: 'Processing',
      subtotalPaise: 380_00,
      shippingPaise: 0,
      taxPaise: 28_50,
      totalPaise: 408_50,
      shippingAddress: TEST_ADDRESS,
      providerPaymentId: payment.razorpay_payment_id,
    });
    const lines = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, rows[0]!.id));
    expect(lines.map((line) => [line.size, line.quantity, line.unitPricePaise]).sort()).toEqual([
      ['100 g', 2, 60_00],
      ['500 g', 1, 260_00],
    ]);
    expect(await paymentOrderRow(order.id)).toMatchObject({
      status: 'paid',
      providerPaymentId: payment.razorpay_payment_id,
    });
    expect((await readCart(ctx.app, user.token)).data.items).toEqual([]);
    const listed = (
      await ctx.app.inject({ url: '/api/orders', headers: bearer(user.token) })
    ).json<OrdersResponse>();
    expect(listed.data.orders).toMatchObject([
      { paymentMethod: 'Razorpay', paymentStatus: 'Paid', totalPrice: 408.5 },
    ]);

    // Another, validly signed payment of the paid order is refused.
    const second = await sandboxPay(ctx.app, user.token, order.id);
    expect((await verify(user.token, second)).statusCode).toBe(409);
    expect(await ordersOf(user.user._id)).toHaveLength(1);
  });

  it('makes one order of racing verifications of the same payment', async () => {
    const user = await shopper();
    const { order } = (await createProductOrder(user.token)).json<CreateOrderResponse>();
    const payment = await sandboxPay(ctx.app, user.token, order.id);

    const answers = await Promise.all([1, 2, 3].map(() => verify(user.token, payment)));

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await ordersOf(user.user._id)).toHaveLength(1);
  });

  it('orders the cart as it was charged and leaves lines added since in the cart', async () => {
    const user = await newUser(ctx.app);
    await addToCart(ctx.app, user.token, turmericId, '100 g');
    const { order } = (await createProductOrder(user.token)).json<CreateOrderResponse>();
    await addToCart(ctx.app, user.token, turmericId, '500 g');

    const res = await verify(user.token, await sandboxPay(ctx.app, user.token, order.id));

    expect(res.statusCode).toBe(200);
    const [row] = await ordersOf(user.user._id);
    expect(row!.totalPaise).toBe(order.amount);
    const cart = (await cartCall(ctx.app, user.token, 'GET')).json<CartResponse>();
    expect(cart.data.items.map((line) => line.size)).toEqual(['500 g']);
  });

  it('refuses a signature of another order and writes nothing', async () => {
    const user = await shopper();
    const first = (await createProductOrder(user.token)).json<CreateOrderResponse>();
    const second = (await createProductOrder(user.token)).json<CreateOrderResponse>();
    const paidFirst = await sandboxPay(ctx.app, user.token, first.order.id);

    const res = await verify(user.token, { ...paidFirst, razorpay_order_id: second.order.id });

    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Payment verification failed.',
      code: 'PAYMENT_VERIFICATION_FAILED',
    });
    expect(await ordersOf(user.user._id)).toEqual([]);
    expect((await paymentOrderRow(second.order.id)).status).toBe('created');
    const cart = (await cartCall(ctx.app, user.token, 'GET')).json<CartResponse>();
    expect(cart.data.summary.totalItems).toBe(3);
  });

  it("answers 404 for another user's shop order, in verification and in the sandbox", async () => {
    const owner = await shopper();
    const other = await newUser(ctx.app);
    const { order } = (await createProductOrder(owner.token)).json<CreateOrderResponse>();
    const payment = await sandboxPay(ctx.app, owner.token, order.id);

    const verified = await verify(other.token, payment);
    const signed = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/pay',
      headers: bearer(other.token),
      payload: { orderId: order.id, outcome: 'success' },
    });

    expect(verified.statusCode).toBe(404);
    expect(signed.statusCode).toBe(404);
    expect(await ordersOf(other.user._id)).toEqual([]);
    expect(await ordersOf(owner.user._id)).toEqual([]);
  });

  it('refunds a payment whose lines left the cart meanwhile, and places no order', async () => {
    const user = await shopper();
    const { order } = (await createProductOrder(user.token)).json<CreateOrderResponse>();
    // Another tab ordered the same lines with cash while this one paid.
    const cash = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(user.token),
      payload: {
        items: shownLines(await readCart(ctx.app, user.token)),
        paymentMethod: 'COD',
        shippingAddress: TEST_ADDRESS,
      },
    });
    expect(cash.statusCode).toBe(201);
    const payment = await sandboxPay(ctx.app, user.token, order.id);

    const res = await verify(user.token, payment);
    const replay = await verify(user.token, payment);

    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message:
        'Your cart changed while you paid, so no order was placed. Your payment has been refunded.',
      code: 'CART_CHANGED',
    });
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ code: 'ORDER_REFUNDED' });
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund).toHaveBeenCalledWith(payment.razorpay_payment_id, 408_50, expect.any(String));
    expect(await paymentOrderRow(order.id)).toMatchObject({
      status: 'refunded',
      providerPaymentId: payment.razorpay_payment_id,
      providerRefundId: expect.stringMatching(/^rfnd_sbx_/),
    });
    expect((await ordersOf(user.user._id)).map((row) => row.paymentMethod)).toEqual(['COD']);
  });

  it('refunds a payment captured after its checkout was closed and its line sold out', async () => {
    const user = await newUser(ctx.app);
    const honeyId = await insertTestItem(ctx.db, { name: 'Wild Forest Honey' });
    await addToCart(ctx.app, user.token, honeyId, '500 g');
    const { order } = (await createProductOrder(user.token)).json<CreateOrderResponse>();
    const released = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/release',
      headers: bearer(user.token),
      payload: { orderId: order.id },
    });
    expect(released.statusCode).toBe(200);
    await ctx.db
      .update(itemVariants)
      .set({ stock: 0 })
      .where(and(eq(itemVariants.itemId, honeyId), eq(itemVariants.size, '500 g')));

    const res = await verify(user.token, await sandboxPay(ctx.app, user.token, order.id));

    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message:
        'Wild Forest Honey (500 g) went out of stock while you paid. Your payment has been refunded.',
      code: 'OUT_OF_STOCK',
    });
    expect(refund).toHaveBeenCalledTimes(1);
    expect(await ordersOf(user.user._id)).toEqual([]);
    expect((await readCart(ctx.app, user.token)).data.items).toHaveLength(1);
  });
});

describe('POST /api/payments/webhook (shop)', () => {
  it('places the order of a captured payment whose tab closed before verifying', async () => {
    const user = await shopper();
    await addToCart(ctx.app, user.token, turmericId, '500 g');
    const shown = shownLines(await readCart(ctx.app, user.token));
    const { order } = (
      await createProductOrder(user.token, 1, [shown[0]!])
    ).json<CreateOrderResponse>();
    const payment = await sandboxPay(ctx.app, user.token, order.id);

    const res = await capturedWebhook(ctx.app, order.id, payment.razorpay_payment_id, order.amount);

    expect(res.statusCode).toBe(200);
    const rows = await ordersOf(user.user._id);
    expect(rows).toEqual([
      expect.objectContaining({
        paymentMethod: 'Razorpay',
        paymentStatus: 'Paid',
        status: 'Processing',
        totalPaise: order.amount,
        shippingAddress: TEST_ADDRESS,
        providerPaymentId: payment.razorpay_payment_id,
      }),
    ]);
    const lines = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, rows[0]!.id));
    expect(lines.map((line) => [line.size, line.quantity])).toEqual([['100 g', 2]]);
    expect(await paymentOrderRow(order.id)).toMatchObject({ status: 'paid' });
    // The ordered line is gone; the one left out of the order stays.
    const cart = (await cartCall(ctx.app, user.token, 'GET')).json<CartResponse>();
    expect(cart.data.items.map((line) => [line.size, line.quantity])).toEqual([['500 g', 2]]);
  });

  it('makes exactly one order of a payment both verified and sent by webhook, in either order', async () => {
    for (const first of ['webhook', 'verify'] as const) {
      const user = await shopper();
      const { order } = (await createProductOrder(user.token)).json<CreateOrderResponse>();
      const payment = await sandboxPay(ctx.app, user.token, order.id);
      const hook = () =>
        capturedWebhook(ctx.app, order.id, payment.razorpay_payment_id, order.amount);
      const check = () => verify(user.token, payment);

      const answers =
        first === 'webhook' ? [await hook(), await check()] : [await check(), await hook()];

      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect((await verify(user.token, payment)).json()).toEqual({
        success: true,
        message: 'Payment successful! Order placed.',
      });
      expect(await ordersOf(user.user._id)).toHaveLength(1);
    }
  });

  it('makes one order of a webhook and a verification racing', async () => {
    const user = await shopper();
    const { order } = (await createProductOrder(user.token)).json<CreateOrderResponse>();
    const payment = await sandboxPay(ctx.app, user.token, order.id);

    const answers = await Promise.all([
      capturedWebhook(ctx.app, order.id, payment.razorpay_payment_id, order.amount),
      verify(user.token, payment),
      capturedWebhook(ctx.app, order.id, payment.razorpay_payment_id, order.amount),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await ordersOf(user.user._id)).toHaveLength(1);
  });

  it('refunds once a captured payment whose lines left the cart, however often it comes', async () => {
    const user = await shopper();
    const { order } = (await createProductOrder(user.token)).json<CreateOrderResponse>();
    await cartCall(ctx.app, user.token, 'DELETE', undefined, '/api/cart/clear');

    for (let i = 0; i < 2; i += 1) {
      const res = await capturedWebhook(ctx.app, order.id, 'pay_hook_gone', order.amount);
      expect(res.statusCode).toBe(200);
    }

    expect(refund).toHaveBeenCalledTimes(1);
    expect(await paymentOrderRow(order.id)).toMatchObject({
      status: 'refunded',
      providerPaymentId: 'pay_hook_gone',
      providerRefundId: expect.stringMatching(/^rfnd_sbx_/),
    });
    expect(await ordersOf(user.user._id)).toEqual([]);
  });
});
