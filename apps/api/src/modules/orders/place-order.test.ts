import type { CartResponse } from '@mitti/domain/cart';
import type { OrdersResponse, PlaceOrderResponse } from '@mitti/domain/order';
import { and, eq } from 'drizzle-orm';
import { itemVariants, orderItems, orders } from '../../db/schema/shop';
import {
  addToCart,
  cartCall,
  insertTestItem,
  insertTestJaggery,
  orderCash,
  readCart,
  shownLines,
  TEST_ADDRESS,
} from '../../../test/shop-fixtures';
import type { ShownLine } from '../../../test/shop-fixtures';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser } from '../../../test/test-app';

let ctx: TestContext;
let turmericId: string;
let jaggeryId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  turmericId = await insertTestItem(ctx.db);
  jaggeryId = await insertTestJaggery(ctx.db);
});
afterAll(() => ctx.close());

function placeOrder(token: string, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/orders', headers: bearer(token), payload });
}

async function ordersOf(userId: string) {
  return ctx.db.select().from(orders).where(eq(orders.userId, userId));
}

async function cartLines(token: string) {
  const cart = (await cartCall(ctx.app, token, 'GET')).json<CartResponse>();
  return cart.data.items.map((line) => [line.name, line.size, line.quantity]);
}

describe('POST /api/orders (cash on delivery)', () => {
  it('prices the order on the server, reads no name, weight, total or status sent, and keeps it Pending', async () => {
    const user = await newUser(ctx.app);
    await addToCart(ctx.app, user.token, turmericId, '100 g');
    await addToCart(ctx.app, user.token, turmericId, '100 g');
    await addToCart(ctx.app, user.token, jaggeryId, '1 kg');
    await addToCart(ctx.app, user.token, turmericId, '500 g');

    const res = await placeOrder(user.token, {
      items: [
        { itemId: turmericId, size: '100 g', quantity: 2, name: 'Free', price: 60, weight: 1 },
        { itemId: jaggeryId, size: '1 kg', quantity: 1, price: 89.99 },
      ],
      totalPrice: 1,
      paymentMethod: 'COD',
      paymentStatus: 'Paid',
      shippingAddress: { ...TEST_ADDRESS, _id: 'ignored' },
    });

    expect(res.statusCode).toBe(201);
    const body = res.json<PlaceOrderResponse>();
    expect(body.message).toBe('Order placed successfully with Cash on Delivery!');
    // 2 x 60 + 89.99 = 209.99, free shipping, tax 15.75.
    expect(body.data.order).toMatchObject({
      orderStatus: 'Processing',
      paymentMethod: 'COD',
      paymentStatus: 'Pending',
      totalPrice: 225.74,
      shippingAddress: TEST_ADDRESS,
    });
    const items = [
      {
        itemId: turmericId,
        name: 'Lakadong Turmeric Powder',
        size: '100 g',
        quantity: 2,
        price: 60,
        weight: 100,
      },
      {
        itemId: jaggeryId,
        name: 'Jaggery Powder',
        size: '1 kg',
        quantity: 1,
        price: 89.99,
        weight: 1000,
      },
    ];
    expect(body.data.order.items).toEqual(items);
    const listed = (
      await ctx.app.inject({ url: '/api/orders', headers: bearer(user.token) })
    ).json<OrdersResponse>();
    // The list also carries each line's first photo now: the jaggery has none.
    expect(listed.data.orders).toEqual([
      {
        ...body.data.order,
        items: [{ ...items[0], image: '/uploads/items/turmeric.svg' }, items[1]],
      },
    ]);

    const [row] = await ordersOf(user.user._id);
    expect(row).toMatchObject({
      id: body.data.order._id,
      status: 'Processing',
      paymentMethod: 'COD',
      paymentStatus: 'Pending',
      subtotalPaise: 209_99,
      shippingPaise: 0,
      taxPaise: 15_75,
      totalPaise: 225_74,
      shippingAddress: TEST_ADDRESS,
      providerPaymentId: null,
    });
    const lines = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, row!.id));
    expect(
      lines
        .sort((a, b) => a.position - b.position)
        .map((line) => [
          line.itemId,
          line.name,
          line.size,
          line.unitPricePaise,
          line.weight,
          line.quantity,
        ]),
    ).toEqual([
      [turmericId, 'Lakadong Turmeric Powder', '100 g', 60_00, 100, 2],
      [jaggeryId, 'Jaggery Powder', '1 kg', 89_99, 1000, 1],
    ]);
    // Only the ordered lines leave the cart.
    expect(await cartLines(user.token)).toEqual([['Lakadong Turmeric Powder', '500 g', 1]]);
  });

  it('charges shipping at ₹75 and leaves out a blank landmark', async () => {
    const user = await newUser(ctx.app);
    for (let i = 0; i < 3; i += 1) await addToCart(ctx.app, user.token, jaggeryId, '250 g');

    const res = await placeOrder(user.token, {
      items: [{ itemId: jaggeryId, size: '250 g', quantity: 3, price: 25 }],
      paymentMethod: 'COD',
      shippingAddress: { ...TEST_ADDRESS, landmark: '  ' },
    });

    expect(res.statusCode).toBe(201);
    const { order } = res.json<PlaceOrderResponse>().data;
    expect(order.totalPrice).toBe(88.13);
    const [row] = await ordersOf(user.user._id);
    for (const address of [order.shippingAddress, row!.shippingAddress]) {
      expect(address).toEqual({ ...TEST_ADDRESS, landmark: undefined });
      expect(address).not.toHaveProperty('landmark');
    }
  });

  it('orders the lines shown and leaves a line added in another tab in the cart', async () => {
    const user = await newUser(ctx.app);
    const shown = shownLines(await addToCart(ctx.app, user.token, turmericId, '100 g'));
    await addToCart(ctx.app, user.token, jaggeryId, '1 kg');

    const res = await orderCash(ctx.app, user.token, shown);

    expect(res.statusCode).toBe(201);
    const { order } = res.json<PlaceOrderResponse>().data;
    expect(order.items.map((line) => [line.name, line.size, line.quantity])).toEqual([
      ['Lakadong Turmeric Powder', '100 g', 1],
    ]);
    expect(order.totalPrice).toBe(72);
    expect(await cartLines(user.token)).toEqual([['Jaggery Powder', '1 kg', 1]]);
  });

  it('refuses with 409 CART_CHANGED when the cart was emptied elsewhere, and writes nothing', async () => {
    const user = await newUser(ctx.app);
    const shown = shownLines(await addToCart(ctx.app, user.token, turmericId, '100 g'));
    await cartCall(ctx.app, user.token, 'DELETE', undefined, '/api/cart/clear');

    const res = await orderCash(ctx.app, user.token, shown);

    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Your cart changed. Please review it.',
      code: 'CART_CHANGED',
    });
    expect(await ordersOf(user.user._id)).toEqual([]);
  });

  it('refuses with 409 CART_CHANGED when a quantity changed elsewhere, and keeps the cart', async () => {
    const user = await newUser(ctx.app);
    const shown = shownLines(await addToCart(ctx.app, user.token, turmericId, '100 g'));
    await addToCart(ctx.app, user.token, turmericId, '100 g');

    const res = await orderCash(ctx.app, user.token, shown);

    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CART_CHANGED' });
    expect(await ordersOf(user.user._id)).toEqual([]);
    expect(await cartLines(user.token)).toEqual([['Lakadong Turmeric Powder', '100 g', 2]]);
  });

  it('refuses lines the cart or the catalogue no longer hold as shown', async () => {
    const user = await newUser(ctx.app);
    await addToCart(ctx.app, user.token, turmericId, '100 g');
    const shown = shownLines(await addToCart(ctx.app, user.token, jaggeryId, '1 kg'));
    const [turmeric, jaggery] = shown as [ShownLine, ShownLine];
    const cases: [string, ShownLine[]][] = [
      ['another price', [turmeric, { ...jaggery, price: 79.99 }]],
      ['a line not in the cart', [...shown, { ...jaggery, size: '250 g', price: 25 }]],
      ['a line twice', [turmeric, jaggery, jaggery]],
      ['a size that does not exist', [turmeric, { ...jaggery, size: '2 kg' }]],
      [
        'an unknown item',
        [turmeric, { ...jaggery, itemId: '00000000-0000-4000-8000-000000000000' }],
      ],
      ['a malformed id', [turmeric, { ...jaggery, itemId: 'not-an-id' }]],
    ];

    for (const [what, items] of cases) {
      const res = await orderCash(ctx.app, user.token, items);
      expect([what, res.statusCode, res.json()]).toEqual([
        what,
        409,
        { message: 'Your cart changed. Please review it.', code: 'CART_CHANGED' },
      ]);
    }
    expect(await ordersOf(user.user._id)).toEqual([]);
    expect(await cartLines(user.token)).toEqual([
      ['Lakadong Turmeric Powder', '100 g', 1],
      ['Jaggery Powder', '1 kg', 1],
    ]);
  });

  it('refuses a line that went out of stock by name and writes nothing', async () => {
    const user = await newUser(ctx.app);
    const honeyId = await insertTestItem(ctx.db, { name: 'Wild Forest Honey' });
    await addToCart(ctx.app, user.token, turmericId, '100 g');
    const shown = shownLines(await addToCart(ctx.app, user.token, honeyId, '500 g'));
    await ctx.db
      .update(itemVariants)
      .set({ stock: 0 })
      .where(and(eq(itemVariants.itemId, honeyId), eq(itemVariants.size, '500 g')));

    const res = await orderCash(ctx.app, user.token, shown);

    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Wild Forest Honey (500 g) is out of stock.',
      code: 'OUT_OF_STOCK',
    });
    expect(await ordersOf(user.user._id)).toEqual([]);
    expect((await readCart(ctx.app, user.token)).data.items).toHaveLength(2);
  });

  it('refuses an empty order, a missing address and another payment method', async () => {
    const user = await newUser(ctx.app);
    const line = { itemId: turmericId, size: '100 g', quantity: 1, price: 60 };
    const cases = [
      [{ items: [], paymentMethod: 'COD', shippingAddress: TEST_ADDRESS }, 'Your cart is empty.'],
      [{ items: [line], paymentMethod: 'COD' }, 'Please select a shipping address.'],
      [
        { items: [line], paymentMethod: 'Razorpay', shippingAddress: TEST_ADDRESS },
        'Please select a valid payment method.',
      ],
    ] as const;

    for (const [payload, message] of cases) {
      const res = await placeOrder(user.token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
    expect(await ordersOf(user.user._id)).toEqual([]);
  });

  it('names the kind of value expected when a field has the wrong JSON type', async () => {
    const user = await newUser(ctx.app);

    const res = await placeOrder(user.token, {
      items: 5,
      paymentMethod: 'COD',
      shippingAddress: [TEST_ADDRESS],
    });

    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'items must be a list.',
      code: 'VALIDATION',
      fields: {
        items: 'items must be a list.',
        shippingAddress: 'shippingAddress must be an object.',
      },
    });
  });

  it('needs a signed-in user', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/orders', payload: {} });

    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/orders', () => {
  it("lists the caller's own orders, newest first, with their lines", async () => {
    const buyer = await newUser(ctx.app);
    const other = await newUser(ctx.app);
    for (const size of ['100 g', '500 g']) {
      const cart = await addToCart(ctx.app, buyer.token, turmericId, size);
      const res = await orderCash(ctx.app, buyer.token, shownLines(cart));
      expect(res.statusCode).toBe(201);
    }

    const mine = (
      await ctx.app.inject({ url: '/api/orders', headers: bearer(buyer.token) })
    ).json<OrdersResponse>();
    const theirs = await ctx.app.inject({ url: '/api/orders', headers: bearer(other.token) });

    expect(mine.data.orders.map((order) => [order.items[0]!.size, order.totalPrice])).toEqual([
      ['500 g', 279.5],
      ['100 g', 72],
    ]);
    expect(mine.data.orders[0]!.createdAt >= mine.data.orders[1]!.createdAt).toBe(true);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual({
      data: { orders: [], page: 1, limit: 10, total: 0, hasMore: false },
    });
  });

  it("carries each line's first photo, and none for an item without one", async () => {
    const buyer = await newUser(ctx.app);
    const pictured = await insertTestItem(ctx.db, { name: 'Pictured Turmeric' }, undefined, [
      { url: '/uploads/items/first.webp', publicId: 'items/first.webp' },
      { url: '/uploads/items/second.webp', publicId: 'items/second.webp' },
    ]);
    await addToCart(ctx.app, buyer.token, pictured, '100 g');
    const cart = await addToCart(ctx.app, buyer.token, jaggeryId, '1 kg');
    expect((await orderCash(ctx.app, buyer.token, shownLines(cart))).statusCode).toBe(201);

    const [order] = (
      await ctx.app.inject({ url: '/api/orders', headers: bearer(buyer.token) })
    ).json<OrdersResponse>().data.orders;

    expect(order!.items.map((line) => [line.name, line.image])).toEqual([
      ['Pictured Turmeric', '/uploads/items/first.webp'],
      ['Jaggery Powder', undefined],
    ]);
  });
});
