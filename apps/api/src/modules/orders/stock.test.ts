import type { CartResponse } from '@mitti/domain/cart';
import type { CreateOrderResponse } from '@mitti/domain/payment-order';
import { and, eq } from 'drizzle-orm';
import { ALL_RESERVED_MESSAGE } from '@mitti/domain/payment-order';
import { paymentOrders } from '../../db/schema/invest';
import { reservations } from '../../db/schema/reservations';
import { itemVariants, orders } from '../../db/schema/shop';
import { setUser } from '../../../test/campaign-fixtures';
import { sandboxPay } from '../../../test/payments';
import {
  addToCart,
  cartCall,
  insertTestItem,
  openCardPayment,
  orderCash,
  placeCardOrder,
  placeCashOrder,
  readCart,
  shownLines,
} from '../../../test/shop-fixtures';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser, TEST_JWT_SECRET } from '../../../test/test-app';
import { testClock } from '../../../test/test-clock';
import { createSandboxProvider } from '../payments/sandbox-provider';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof newUser>>;
const provider = createSandboxProvider(TEST_JWT_SECRET);
const refund = jest.spyOn(provider, 'refund');
const clock = testClock(new Date().toISOString());
const later = (minutes: number) =>
  clock.set(new Date(clock.now().getTime() + minutes * 60_000).toISOString());

beforeAll(async () => {
  ctx = await createTestApp({}, { paymentProvider: provider, clock });
  admin = await newUser(ctx.app, 'Meera Iyer');
  await setUser(ctx.db, admin.user._id, { role: 'admin' });
});
afterAll(() => ctx.close());
beforeEach(() => refund.mockClear());

/** Wild Forest Honey whose 500 g has `stock` on hand (100 g: 40, 250 g: none). */
async function honeyWith(stock: number): Promise<string> {
  const itemId = await insertTestItem(ctx.db, { name: 'Wild Forest Honey' });
  await setStock(itemId, '500 g', stock);
  return itemId;
}

/** `count` new shoppers, each with one 500 g jar of the honey in the cart, and the cart's lines. */
async function shoppersWithHoney(honeyId: string, count: number) {
  const shoppers = [];
  for (let i = 0; i < count; i += 1) {
    const shopper = await newUser(ctx.app);
    const cart = await addToCart(ctx.app, shopper.token, honeyId, '500 g');
    shoppers.push({ shopper, lines: shownLines(cart) });
  }
  return shoppers;
}

async function setStock(itemId: string, size: string, stock: number): Promise<void> {
  await ctx.db
    .update(itemVariants)
    .set({ stock })
    .where(and(eq(itemVariants.itemId, itemId), eq(itemVariants.size, size)));
}

async function stockOf(itemId: string, size = '500 g'): Promise<number> {
  const [row] = await ctx.db
    .select({ stock: itemVariants.stock })
    .from(itemVariants)
    .where(and(eq(itemVariants.itemId, itemId), eq(itemVariants.size, size)));
  return row!.stock;
}

async function ordersOf(userId: string) {
  return ctx.db.select().from(orders).where(eq(orders.userId, userId));
}

function cancel(orderId: string) {
  return ctx.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${orderId}`,
    headers: bearer(admin.token),
    payload: { orderStatus: 'Cancelled' },
  });
}

describe('stock and cash orders', () => {
  it('takes the quantities from stock with the order', async () => {
    const honeyId = await honeyWith(10);
    const user = await newUser(ctx.app);
    await addToCart(ctx.app, user.token, honeyId, '500 g');
    await addToCart(ctx.app, user.token, honeyId, '500 g');
    const cart = await addToCart(ctx.app, user.token, honeyId, '100 g');

    expect((await orderCash(ctx.app, user.token, shownLines(cart))).statusCode).toBe(201);

    expect(await stockOf(honeyId, '500 g')).toBe(8);
    expect(await stockOf(honeyId, '100 g')).toBe(39);
  });

  it('refuses more than there is, naming the product and size and how many are left', async () => {
    const honeyId = await honeyWith(3);
    const user = await newUser(ctx.app);
    for (let i = 0; i < 3; i += 1) await addToCart(ctx.app, user.token, honeyId, '500 g');
    // Someone else bought one since.
    await setStock(honeyId, '500 g', 2);

    const res = await orderCash(
      ctx.app,
      user.token,
      shownLines(await readCart(ctx.app, user.token)),
    );

    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Only 2 of Wild Forest Honey (500 g) left.',
      code: 'OUT_OF_STOCK',
    });
    expect(await ordersOf(user.user._id)).toEqual([]);
    expect(await stockOf(honeyId)).toBe(2);
    expect((await readCart(ctx.app, user.token)).data.items[0]?.quantity).toBe(3);
  });

  it('sells 20 racing one-unit orders exactly the 5 left, refusing the rest', async () => {
    const honeyId = await honeyWith(5);
    const shoppers = await shoppersWithHoney(honeyId, 20);

    const answers = await Promise.all(
      shoppers.map(({ shopper, lines }) => orderCash(ctx.app, shopper.token, lines)),
    );

    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    for (const refused of answers.filter((res) => res.statusCode === 409)) {
      expect(refused.json()).toEqual({
        message: 'Wild Forest Honey (500 g) is out of stock.',
        code: 'OUT_OF_STOCK',
      });
    }
    expect(await stockOf(honeyId)).toBe(0);
    const placed = await Promise.all(shoppers.map(({ shopper }) => ordersOf(shopper.user._id)));
    expect(placed.flat()).toHaveLength(5);
  });

  it('answers an add to cart of a sold-out size as out of stock', async () => {
    const honeyId = await honeyWith(1);
    const buyer = await newUser(ctx.app);
    await placeCashOrder(ctx.app, buyer.token, honeyId, '500 g');
    const late = await newUser(ctx.app);

    const res = await cartCall(ctx.app, late.token, 'POST', {
      itemId: honeyId,
      size: '500 g',
      quantity: 1,
    });

    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Wild Forest Honey (500 g) is out of stock.',
      code: 'OUT_OF_STOCK',
    });
    expect((await readCart(ctx.app, late.token)).data.items).toEqual([]);
    const [variant] = (await ctx.app.inject({ url: `/api/items/${honeyId}` }))
      .json<{ variants: { size: string; available: boolean; stock: number }[] }>()
      .variants.filter((candidate) => candidate.size === '500 g');
    expect(variant).toMatchObject({ available: false, stock: 0 });
  });

  it('shows a line of a sold-out size in the cart as unavailable, with its stock', async () => {
    const honeyId = await honeyWith(3);
    const user = await newUser(ctx.app);
    await addToCart(ctx.app, user.token, honeyId, '500 g');
    await setStock(honeyId, '500 g', 0);

    const cart = (await cartCall(ctx.app, user.token, 'GET')).json<CartResponse>();

    expect(cart.data.items[0]).toMatchObject({ size: '500 g', available: false, stock: 0 });
  });
});

describe('stock and cancellations', () => {
  it('puts a cancelled cash order back on stock, once', async () => {
    const honeyId = await honeyWith(4);
    const user = await newUser(ctx.app);
    const order = await placeCashOrder(ctx.app, user.token, honeyId, '500 g');
    expect(await stockOf(honeyId)).toBe(3);

    expect((await cancel(order._id)).statusCode).toBe(200);
    expect(await stockOf(honeyId)).toBe(4);

    expect((await cancel(order._id)).statusCode).toBe(409);
    expect(await stockOf(honeyId)).toBe(4);
  });

  it('puts a cancelled card order back on stock as it is refunded', async () => {
    const honeyId = await honeyWith(4);
    const user = await newUser(ctx.app);
    const order = await placeCardOrder(ctx.app, user.token, honeyId, '500 g');
    expect(await stockOf(honeyId)).toBe(3);

    const res = await cancel(order._id);

    expect(res.statusCode).toBe(200);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(await stockOf(honeyId)).toBe(4);
  });

  it('keeps the stock of a cancellation whose refund fails', async () => {
    const honeyId = await honeyWith(4);
    const user = await newUser(ctx.app);
    const order = await placeCardOrder(ctx.app, user.token, honeyId, '500 g');
    refund.mockRejectedValueOnce(new Error('provider down'));

    expect((await cancel(order._id)).statusCode).toBe(500);

    expect(await stockOf(honeyId)).toBe(3);
  });
});

describe('stock and card payments', () => {
  it('opens a card payment only while there is enough', async () => {
    const honeyId = await honeyWith(2);
    const user = await newUser(ctx.app);
    await addToCart(ctx.app, user.token, honeyId, '500 g');
    const cart = await addToCart(ctx.app, user.token, honeyId, '500 g');
    await setStock(honeyId, '500 g', 1);

    const res = await openCardPayment(ctx.app, user.token, shownLines(cart));

    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Only 1 of Wild Forest Honey (500 g) left.',
      code: 'OUT_OF_STOCK',
    });
    expect(
      await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.userId, user.user._id)),
    ).toEqual([]);
  });

  it('holds the stock when the card payment opens and sells it once verified', async () => {
    const honeyId = await honeyWith(3);
    const user = await newUser(ctx.app);
    const cart = await addToCart(ctx.app, user.token, honeyId, '500 g');
    const { order } = (
      await openCardPayment(ctx.app, user.token, shownLines(cart))
    ).json<CreateOrderResponse>();
    expect(await stockOf(honeyId)).toBe(2);
    const payment = await sandboxPay(ctx.app, user.token, order.id);
    const verify = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/payments/verify-product-payment',
        headers: bearer(user.token),
        payload: payment,
      });

    expect((await verify()).statusCode).toBe(200);
    expect((await verify()).statusCode).toBe(200);

    expect(await stockOf(honeyId)).toBe(2);
    expect(await ordersOf(user.user._id)).toHaveLength(1);
  });

  it('refunds a payment whose hold expired and whose stock another shopper bought', async () => {
    const honeyId = await honeyWith(1);
    const cash = await newUser(ctx.app);
    const cashCart = await addToCart(ctx.app, cash.token, honeyId, '500 g');
    const payer = await newUser(ctx.app);
    const cart = await addToCart(ctx.app, payer.token, honeyId, '500 g');
    const { order } = (
      await openCardPayment(ctx.app, payer.token, shownLines(cart))
    ).json<CreateOrderResponse>();
    later(16);
    // The expiry job has not run: the cash order puts the lapsed hold back itself.
    expect((await orderCash(ctx.app, cash.token, shownLines(cashCart))).statusCode).toBe(201);
    const payment = await sandboxPay(ctx.app, payer.token, order.id);

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/verify-product-payment',
      headers: bearer(payer.token),
      payload: payment,
    });

    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message:
        'Wild Forest Honey (500 g) went out of stock while you paid. Your payment has been refunded.',
      code: 'OUT_OF_STOCK',
    });
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund).toHaveBeenCalledWith(
      payment.razorpay_payment_id,
      order.amount,
      expect.any(String),
    );
    const [paymentOrder] = await ctx.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, payer.user._id));
    expect(paymentOrder).toMatchObject({
      status: 'refunded',
      providerRefundId: expect.stringMatching(/^rfnd_sbx_/),
    });
    expect(await ordersOf(payer.user._id)).toEqual([]);
    expect(await stockOf(honeyId)).toBe(0);
  });
});

describe('stock held by card checkouts', () => {
  async function openHoney(stock: number, before?: (honeyId: string) => Promise<void>) {
    const honeyId = await honeyWith(stock);
    await before?.(honeyId);
    const payer = await newUser(ctx.app);
    const cart = await addToCart(ctx.app, payer.token, honeyId, '500 g');
    const opened = await openCardPayment(ctx.app, payer.token, shownLines(cart));
    expect(opened.statusCode).toBe(200);
    return { honeyId, payer, order: opened.json<CreateOrderResponse>().order };
  }

  function releaseCheckout(token: string, orderId: string) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/payments/release',
      headers: bearer(token),
      payload: { orderId },
    });
  }

  async function holdsOf(orderId: string) {
    const [paymentOrder] = await ctx.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, orderId));
    return ctx.db
      .select()
      .from(reservations)
      .where(eq(reservations.paymentOrderId, paymentOrder!.id));
  }

  it("replaces the shopper's own checkout left open by a reload, by card or by cash", async () => {
    const other = await newUser(ctx.app);
    let otherCart: CartResponse | undefined;
    const { honeyId, payer, order } = await openHoney(1, async (id) => {
      otherCart = await addToCart(ctx.app, other.token, id, '500 g');
    });
    const cart = await readCart(ctx.app, payer.token);
    expect((await orderCash(ctx.app, other.token, shownLines(otherCart!))).json()).toMatchObject({
      code: 'ALL_RESERVED',
    });

    const again = await openCardPayment(ctx.app, payer.token, shownLines(cart));

    expect(again.statusCode).toBe(200);
    expect(await holdsOf(order.id)).toEqual([expect.objectContaining({ status: 'released' })]);
    const second = again.json<CreateOrderResponse>().order;
    expect(await holdsOf(second.id)).toEqual([expect.objectContaining({ status: 'held' })]);
    expect(await stockOf(honeyId)).toBe(0);
    expect((await orderCash(ctx.app, other.token, shownLines(otherCart!))).json()).toMatchObject({
      code: 'ALL_RESERVED',
    });

    const cash = await orderCash(ctx.app, payer.token, shownLines(cart));

    expect(cash.statusCode).toBe(201);
    expect(await holdsOf(second.id)).toEqual([expect.objectContaining({ status: 'released' })]);
    expect(await ordersOf(payer.user._id)).toHaveLength(1);
    expect(await stockOf(honeyId)).toBe(0);
  });

  it('holds the items for 15 minutes and refuses a cash order of them as being paid for', async () => {
    const cash = await newUser(ctx.app);
    let cart: CartResponse | undefined;
    const { honeyId, order } = await openHoney(1, async (id) => {
      cart = await addToCart(ctx.app, cash.token, id, '500 g');
    });
    expect(await holdsOf(order.id)).toEqual([
      expect.objectContaining({
        quantity: 1,
        status: 'held',
        expiresAt: new Date(clock.now().getTime() + 15 * 60_000),
      }),
    ]);

    const res = await orderCash(ctx.app, cash.token, shownLines(cart!));

    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ALL_RESERVED_MESSAGE, code: 'ALL_RESERVED' });
    expect(await stockOf(honeyId)).toBe(0);
  });

  it('puts the items back when the checkout fails or is closed, once', async () => {
    const { honeyId, payer, order } = await openHoney(2);
    expect(await stockOf(honeyId)).toBe(1);

    expect((await releaseCheckout(payer.token, order.id)).statusCode).toBe(200);
    expect((await releaseCheckout(payer.token, order.id)).statusCode).toBe(200);

    expect(await stockOf(honeyId)).toBe(2);
    expect(await holdsOf(order.id)).toEqual([expect.objectContaining({ status: 'released' })]);
    const stranger = await newUser(ctx.app);
    expect((await releaseCheckout(stranger.token, order.id)).statusCode).toBe(404);
  });

  it('puts expired holds back through the expiry job, and sells a late payment while stock lasts', async () => {
    const { honeyId, payer, order } = await openHoney(1);
    later(16);
    const done = ctx.app.jobs.spy('reservation-expiry').waitForJob(() => true, 'completed');

    await ctx.app.jobs.send(ctx.db, 'reservation-expiry', {});
    await done;

    expect(await stockOf(honeyId)).toBe(1);
    expect(await holdsOf(order.id)).toEqual([expect.objectContaining({ status: 'released' })]);
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/verify-product-payment',
      headers: bearer(payer.token),
      payload: await sandboxPay(ctx.app, payer.token, order.id),
    });
    expect(verified.statusCode).toBe(200);
    expect(await stockOf(honeyId)).toBe(0);
    expect(await ordersOf(payer.user._id)).toHaveLength(1);
    expect(refund).not.toHaveBeenCalled();
  });

  it('holds exactly the 5 left for 20 racing card checkouts', async () => {
    const honeyId = await honeyWith(5);
    const shoppers = await shoppersWithHoney(honeyId, 20);

    const answers = await Promise.all(
      shoppers.map(({ shopper, lines }) => openCardPayment(ctx.app, shopper.token, lines)),
    );

    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(await stockOf(honeyId)).toBe(0);
    const held = await ctx.db.select().from(reservations).where(eq(reservations.status, 'held'));
    const ours = await Promise.all(
      answers
        .filter((res) => res.statusCode === 200)
        .map((res) => holdsOf(res.json<CreateOrderResponse>().order.id)),
    );
    expect(ours.flat()).toHaveLength(5);
    expect(held.length).toBeGreaterThanOrEqual(5);
  });
});
