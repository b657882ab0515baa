import type { AdminOrder, AdminOrderResponse, AdminOrdersResponse } from '@mitti/domain/admin';
import type { OrderStatus, OrdersResponse } from '@mitti/domain/order';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit';
import { orders } from '../../db/schema/shop';
import { setUser } from '../../../test/campaign-fixtures';
import { notificationCount, notificationsOf } from '../../../test/notifications';
import { insertTestItem, placeCardOrder, placeCashOrder } from '../../../test/shop-fixtures';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser, TEST_JWT_SECRET } from '../../../test/test-app';
import { createSandboxProvider } from '../payments/sandbox-provider';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof newUser>>;
let shopper: Awaited<ReturnType<typeof newUser>>;
let turmericId: string;
const provider = createSandboxProvider(TEST_JWT_SECRET);
const refund = jest.spyOn(provider, 'refund');

beforeAll(async () => {
  ctx = await createTestApp({}, { paymentProvider: provider });
  admin = await newUser(ctx.app, 'Meera Iyer');
  await setUser(ctx.db, admin.user._id, { role: 'admin' });
  shopper = await newUser(ctx.app, 'Ananya Rao');
  turmericId = await insertTestItem(ctx.db);
});
afterAll(() => ctx.close());
beforeEach(() => refund.mockClear());

function move(id: string, orderStatus: string) {
  return ctx.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${id}`,
    headers: bearer(admin.token),
    payload: { orderStatus },
  });
}

async function row(id: string) {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, id));
  return order!;
}

/** A cash order of the shopper moved along `path` by an admin. */
async function cashOrderAt(path: OrderStatus[]) {
  const order = await placeCashOrder(ctx.app, shopper.token, turmericId, '100 g');
  for (const status of path) expect((await move(order._id, status)).statusCode).toBe(200);
  return order._id;
}

describe('GET /api/admin/orders', () => {
  it('lists every order, newest first, with its shopper and the count of each view', async () => {
    const other = await newUser(ctx.app, 'Kabir Shah');
    const first = await placeCashOrder(ctx.app, shopper.token, turmericId, '100 g');
    const second = await placeCashOrder(ctx.app, other.token, turmericId, '500 g');

    const res = await ctx.app.inject({ url: '/api/admin/orders', headers: bearer(admin.token) });

    expect(res.statusCode).toBe(200);
    const list = res.json<AdminOrdersResponse>().orders;
    expect(list.map((o) => o._id)).toEqual([second._id, first._id]);
    expect(list[0]).toEqual<AdminOrder>({
      ...second,
      // A listed line carries its item's photo, which the placing answer does not.
      items: second.items.map((line) => ({ ...line, image: '/uploads/items/turmeric.svg' })),
      customer: { _id: other.user._id, name: 'Kabir Shah', email: other.email },
    });
    expect(list[1]?.customer.name).toBe('Ananya Rao');
    expect(res.json()).toMatchObject({
      page: 1,
      limit: 20,
      total: 2,
      hasMore: false,
      counts: { all: 2, 'to-ship': 2, shipped: 0, delivered: 0, cancelled: 0 },
    });
  });
});

describe('PATCH /api/admin/orders/:id', () => {
  it('moves a cash order forward, Paid on delivery, telling the shopper each time', async () => {
    const order = await placeCashOrder(ctx.app, shopper.token, turmericId, '100 g');
    const number = order._id.slice(-6);
    const before = await notificationsOf(ctx.db, shopper.user._id);

    const shipped = await move(order._id, 'Shipped');
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json<AdminOrderResponse>()).toMatchObject({
      message: `Order #${number} marked Shipped.`,
      order: { _id: order._id, orderStatus: 'Shipped', paymentStatus: 'Pending' },
    });
    const delivered = await move(order._id, 'Delivered');
    expect(delivered.json<AdminOrderResponse>()).toMatchObject({
      message: `Order #${number} marked Delivered.`,
      order: {
        orderStatus: 'Delivered',
        paymentStatus: 'Paid',
        customer: { _id: shopper.user._id, name: 'Ananya Rao', email: shopper.email },
      },
    });

    const mine = (
      await ctx.app.inject({ url: '/api/orders', headers: bearer(shopper.token) })
    ).json<OrdersResponse>().data.orders;
    expect(mine.find((o) => o._id === order._id)).toMatchObject({
      orderStatus: 'Delivered',
      paymentStatus: 'Paid',
    });
    expect((await notificationsOf(ctx.db, shopper.user._id)).slice(before.length)).toEqual([
      {
        type: 'order',
        title: 'Your order has shipped',
        body: `Order #${number} is on its way to Pune.`,
        link: `/shop/orders?order=${order._id}`,
      },
      {
        type: 'order',
        title: 'Order delivered',
        body: `Order #${number} has been delivered.`,
        link: `/shop/orders?order=${order._id}`,
      },
    ]);
    expect(await notificationsOf(ctx.db, admin.user._id)).toEqual([]);
    expect(refund).not.toHaveBeenCalled();
  });

  it.each<[OrderStatus[], string]>([
    [['Shipped'], 'Shipped'],
    [['Shipped'], 'Cancelled'],
    [['Shipped', 'Delivered'], 'Shipped'],
    [['Shipped', 'Delivered'], 'Cancelled'],
    [['Shipped', 'Delivered'], 'Delivered'],
    [['Cancelled'], 'Shipped'],
    [['Cancelled'], 'Cancelled'],
    [[], 'Delivered'],
  ])('refuses to move an order at %j to %s (409) and changes nothing', async (path, to) => {
    const id = await cashOrderAt(path);
    const before = await row(id);
    const notified = await notificationCount(ctx.db);

    const res = await move(id, to);

    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: `An order that is ${before.status} cannot be marked ${to}.`,
      code: 'ORDER_STATUS_CONFLICT',
    });
    expect(await row(id)).toEqual(before);
    expect(await notificationCount(ctx.db)).toBe(notified);
  });

  it('accepts only Shipped, Delivered or Cancelled (400 naming orderStatus)', async () => {
    const id = await cashOrderAt([]);

    for (const orderStatus of ['Processing', 'Pending', '']) {
      const res = await move(id, orderStatus);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json<{ fields: object }>().fields)).toEqual(['orderStatus']);
    }
    expect((await row(id)).status).toBe('Processing');
  });

  it('cancels a cash order without any refund, its cash no longer to be collected', async () => {
    const id = await cashOrderAt([]);

    const res = await move(id, 'Cancelled');

    expect(res.json<AdminOrderResponse>()).toMatchObject({
      message: `Order #${id.slice(-6)} marked Cancelled.`,
      order: { orderStatus: 'Cancelled', paymentStatus: 'Cancelled' },
    });
    expect(await row(id)).toMatchObject({ status: 'Cancelled', paymentStatus: 'Cancelled' });
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect([entry?.before, entry?.after]).toEqual([
      { status: 'Processing', paymentStatus: 'Pending' },
      { status: 'Cancelled', paymentStatus: 'Cancelled' },
    ]);
    const mine = (
      await ctx.app.inject({ url: '/api/orders', headers: bearer(shopper.token) })
    ).json<OrdersResponse>().data.orders;
    expect(mine.find((o) => o._id === id)).toMatchObject({ paymentStatus: 'Cancelled' });
    expect(refund).not.toHaveBeenCalled();
    expect((await notificationsOf(ctx.db, shopper.user._id)).at(-1)).toEqual({
      type: 'order',
      title: 'Order cancelled',
      body: `Order #${id.slice(-6)} was cancelled.`,
      link: `/shop/orders?order=${id}`,
    });
  });

  it('refunds a cancelled card order once through the provider', async () => {
    const order = await placeCardOrder(ctx.app, shopper.token, turmericId, '500 g');
    const paid = await row(order._id);
    expect(paid).toMatchObject({ paymentMethod: 'Razorpay', paymentStatus: 'Paid' });

    const answers = await Promise.all([move(order._id, 'Cancelled'), move(order._id, 'Cancelled')]);

    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const ok = answers.find((res) => res.statusCode === 200)!;
    expect(ok.json<AdminOrderResponse>()).toMatchObject({
      message: `Order #${order._id.slice(-6)} cancelled and refunded.`,
      order: { orderStatus: 'Cancelled', paymentStatus: 'Refunded' },
    });
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund).toHaveBeenCalledWith(paid.providerPaymentId, paid.totalPaise, order._id);
    expect(await row(order._id)).toMatchObject({
      status: 'Cancelled',
      paymentStatus: 'Refunded',
      providerRefundId: expect.stringMatching(/^rfnd_sbx_/),
    });
    expect((await move(order._id, 'Cancelled')).statusCode).toBe(409);
    expect(refund).toHaveBeenCalledTimes(1);
    expect((await notificationsOf(ctx.db, shopper.user._id)).at(-1)).toEqual({
      type: 'order',
      title: 'Order cancelled',
      body: `Order #${order._id.slice(-6)} was cancelled and ₹279.50 refunded to your card.`,
      link: `/shop/orders?order=${order._id}`,
    });
  });

  it('leaves a card order as it was when the provider refund fails', async () => {
    const order = await placeCardOrder(ctx.app, shopper.token, turmericId, '100 g');
    const before = await row(order._id);
    const notified = await notificationCount(ctx.db);
    refund.mockRejectedValueOnce(new Error('provider down'));

    expect((await move(order._id, 'Cancelled')).statusCode).toBe(500);

    expect(await row(order._id)).toEqual(before);
    expect(await notificationCount(ctx.db)).toBe(notified);
    expect((await move(order._id, 'Cancelled')).statusCode).toBe(200);
    expect((await row(order._id)).paymentStatus).toBe('Refunded');
  });
});
