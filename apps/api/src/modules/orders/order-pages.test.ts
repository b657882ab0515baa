import type { OrderResponse, OrdersResponse } from '@mitti/domain/order';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/shop';
import { insertTestItem, placeCashOrder, TEST_ADDRESS } from '../../../test/shop-fixtures';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser } from '../../../test/test-app';
import { insertOrder } from './repository';

let ctx: TestContext;
let itemId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  itemId = await insertTestItem(ctx.db);
});
afterAll(() => ctx.close());

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `count` orders of the user: 'Order 1' (the newest, a day old) to 'Order <count>', one day older
 * each, every one with a single line named after it.
 */
async function shopperWithOrders(count: number): Promise<{ token: string; userId: string }> {
  const { token, user } = await newUser(ctx.app);
  const now = Date.now();
  for (let i = 1; i <= count; i += 1) {
    await insertOrder(
      ctx.db,
      {
        userId: user._id,
        paymentMethod: 'COD',
        subtotalPaise: 60_00,
        shippingPaise: 7_50,
        taxPaise: 4_50,
        totalPaise: 72_00,
        shippingAddress: TEST_ADDRESS,
        createdAt: new Date(now - i * DAY_MS),
      },
      [
        {
          itemId,
          size: '100 g',
          quantity: i,
          name: `Order ${i}`,
          unitPricePaise: 60_00,
          weight: 100,
        },
      ],
    );
  }
  return { token, userId: user._id };
}

function orderPage(token: string, query = '') {
  return ctx.app.inject({ method: 'GET', url: `/api/orders${query}`, headers: bearer(token) });
}

/** Each order's one line's name, which says which order it is. */
function names(body: OrdersResponse): string[] {
  return body.data.orders.map((order) => order.items.map((line) => line.name).join());
}

describe('GET /api/orders', () => {
  it('answers a page of the orders, newest first, each with its own lines', async () => {
    const { token } = await shopperWithOrders(23);

    const second = await orderPage(token, '?page=2&limit=10');
    const last = await orderPage(token, '?page=3&limit=10');

    expect(second.statusCode).toBe(200);
    expect(second.headers['cache-control']).toBe('private, no-store');
    const body = second.json<OrdersResponse>();
    expect(body.data).toMatchObject({ page: 2, limit: 10, total: 23, hasMore: true });
    expect(names(body)).toEqual(Array.from({ length: 10 }, (_, i) => `Order ${i + 11}`));
    expect(body.data.orders[0]!.items).toEqual([
      expect.objectContaining({ name: 'Order 11', quantity: 11, price: 60, size: '100 g' }),
    ]);
    expect(last.json<OrdersResponse>().data).toMatchObject({ page: 3, total: 23, hasMore: false });
    expect(names(last.json<OrdersResponse>())).toEqual(['Order 21', 'Order 22', 'Order 23']);
  });

  it('answers the newest 10 and the count when no page or limit is named', async () => {
    const { token } = await shopperWithOrders(12);

    const body = (await orderPage(token)).json<OrdersResponse>();

    expect(body.data).toMatchObject({ page: 1, limit: 10, total: 12, hasMore: true });
    expect(names(body)).toEqual(Array.from({ length: 10 }, (_, i) => `Order ${i + 1}`));
  });

  it('puts an order just placed first', async () => {
    const { token } = await shopperWithOrders(11);

    const placed = await placeCashOrder(ctx.app, token, itemId, '100 g');

    const body = (await orderPage(token)).json<OrdersResponse>();
    expect(body.data.total).toBe(12);
    expect(body.data.orders[0]!._id).toBe(placed._id);
    expect(names(body).slice(1)).toEqual(Array.from({ length: 9 }, (_, i) => `Order ${i + 1}`));
  });

  it('keeps orders of the same moment in one order across pages', async () => {
    const { token, userId } = await shopperWithOrders(6);
    await ctx.db
      .update(orders)
      .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(orders.userId, userId));

    const pages = await Promise.all(
      [1, 2, 3].map(async (page) =>
        (await orderPage(token, `?page=${page}&limit=2`)).json<OrdersResponse>(),
      ),
    );

    const ids = pages.flatMap((page) => page.data.orders.map((order) => order._id));
    expect(ids).toEqual([...ids].sort().reverse());
    expect(new Set(ids).size).toBe(6);
  });

  it("never shows another shopper's orders, nor counts them", async () => {
    const mine = await shopperWithOrders(3);
    const theirs = await shopperWithOrders(4);

    const body = (await orderPage(mine.token, '?limit=50')).json<OrdersResponse>();
    const theirIds = (await orderPage(theirs.token)).json<OrdersResponse>().data.orders;

    expect(body.data).toMatchObject({ total: 3, hasMore: false });
    expect(body.data.orders).toHaveLength(3);
    expect(theirIds).toHaveLength(4);
    for (const { _id } of theirIds) {
      expect(body.data.orders.map((order) => order._id)).not.toContain(_id);
    }
  });

  it('answers an empty page past the end, and for a shopper with no orders', async () => {
    const { token } = await shopperWithOrders(3);
    const { token: newcomer } = await newUser(ctx.app);

    expect((await orderPage(token, '?page=2')).json()).toEqual({
      data: { orders: [], page: 2, limit: 10, total: 3, hasMore: false },
    });
    expect((await orderPage(newcomer)).json()).toEqual({
      data: { orders: [], page: 1, limit: 10, total: 0, hasMore: false },
    });
  });

  it.each([
    ['?page=0', { page: 'page must be 1 or more' }],
    ['?page=x', { page: 'page must be a number' }],
    ['?page=1.5', { page: 'page must be a whole number' }],
    ['?limit=0', { limit: 'limit must be 1 or more' }],
    ['?limit=51', { limit: 'limit must be at most 50' }],
  ])('refuses %s', async (query, fields) => {
    const { token } = await newUser(ctx.app);

    const res = await orderPage(token, query);

    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: Object.values(fields)[0],
      code: 'VALIDATION',
      fields,
    });
  });

  it('needs a signed-in shopper', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/orders?page=1' });

    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/orders/:id', () => {
  const orderOf = (token: string, id: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(token) });

  it("answers one of the caller's orders as their list has it", async () => {
    const { token } = await shopperWithOrders(12);
    const oldest = (await orderPage(token, '?page=2')).json<OrdersResponse>().data.orders[1]!;

    const res = await orderOf(token, oldest._id);

    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json<OrderResponse>()).toEqual({ data: { order: oldest } });
    expect(oldest.items.map((line) => line.name)).toEqual(['Order 12']);
  });

  it("answers 404 for another shopper's order, as for one that does not exist", async () => {
    const theirs = await shopperWithOrders(1);
    const { token } = await newUser(ctx.app);
    const [order] = (await orderPage(theirs.token)).json<OrdersResponse>().data.orders;

    for (const id of [order!._id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await orderOf(token, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Order not found.' });
    }
  });

  it('needs a signed-in shopper', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders/00000000-0000-4000-8000-000000000000',
    });

    expect(res.statusCode).toBe(401);
  });
});
