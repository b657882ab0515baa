import type { CartResponse } from '@mitti/domain/cart';
import type { OrdersResponse, PlaceOrderResponse } from '@mitti/domain/order';
import { eq } from 'drizzle-orm';
import { orderItems, orders } from '../../db/schema/shop';
import {
  addToCart,
  cartCall,
  insertTestItem,
  insertTestJaggery,
  TEST_ADDRESS,
} from '../../test/shop-fixtures';
import type { TestContext } from '../../test/test-app';
import { bearer, createTestApp, newUser } from '../../test/test-app';

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
  it('prices the order on the server, whatever the client sent, and keeps it Pending', async () => {
    const user = await newUser(ctx.app);
    await addToCart(ctx.app, user.token, turmericId, '100 g');
    await addToCart(ctx.app, user.token, turmericId, '100 g');
    await addToCart(ctx.app, user.token, jaggeryId, '1 kg');
    await addToCart(ctx.app, user.token, turmericId, '500 g');

    const res = await placeOrder(user.token, {
      items: [
        { itemId: turmericId, size: '100 g', quantity: 2, name: 'Free', price: 0.01, weight: 1 },
        { itemId: jaggeryId, size: '1 kg', quantity: 1, price: 1 },
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
    expect(listed.data.orders).toEqual([body.data.order]);

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

    const res = await placeOrder(user.token, {
      items: [{ itemId: jaggeryId, size: '250 g', quantity: 3 }],
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

  it('refuses a missing or out-of-stock variant by name and writes nothing', async () => {
    const user = await newUser(ctx.app);
    await addToCart(ctx.app, user.token, turmericId, '100 g');
    const order = (item: { itemId: string; size: string }) =>
      placeOrder(user.token, {
        items: [
          { itemId: turmericId, size: '100 g', quantity: 1 },
          { ...item, quantity: 1 },
        ],
        paymentMethod: 'COD',
        shippingAddress: TEST_ADDRESS,
      });

    const cases = [
      [{ itemId: turmericId, size: '250 g' }, 'Lakadong Turmeric Powder (250 g) is out of stock.'],
      [
        { itemId: turmericId, size: '2 kg' },
        'Lakadong Turmeric Powder (2 kg) is no longer available.',
      ],
      [
        { itemId: '00000000-0000-4000-8000-000000000000', size: '1 kg' },
        'A product in your order is no longer available.',
      ],
      [{ itemId: 'not-an-id', size: '1 kg' }, 'A product in your order is no longer available.'],
    ] as const;
    for (const [item, message] of cases) {
      const res = await order(item);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message });
    }

    expect(await ordersOf(user.user._id)).toEqual([]);
    expect(await cartLines(user.token)).toEqual([['Lakadong Turmeric Powder', '100 g', 1]]);
  });

  it('refuses an empty order, a missing address and another payment method', async () => {
    const user = await newUser(ctx.app);
    const line = { itemId: turmericId, size: '100 g', quantity: 1 };
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
      const res = await placeOrder(buyer.token, {
        items: [{ itemId: turmericId, size, quantity: 1 }],
        paymentMethod: 'COD',
        shippingAddress: TEST_ADDRESS,
      });
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
    expect(theirs.json()).toEqual({ data: { orders: [] } });
  });
});
