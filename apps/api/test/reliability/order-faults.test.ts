import type { CreateOrderResponse, ProviderPaymentResult } from '@mitti/domain/payment-order';
import { and, eq } from 'drizzle-orm';
import { paymentOrders } from '../../src/db/schema/invest';
import { cartLines, itemVariants, orders } from '../../src/db/schema/shop';
import { sandboxPay } from '../payments';
import {
  addToCart,
  insertTestItem,
  openCardPayment,
  orderCash,
  shownLines,
  TURMERIC_VARIANTS,
} from '../shop-fixtures';
import type { TestContext } from '../test-app';
import { bearer, createTestApp, newUser } from '../test-app';
import { failEachStatement } from './every-step-fails';
import { createFaultInjector } from './fault-injection';

const faults = createFaultInjector();
let ctx: TestContext;
let shopper: Awaited<ReturnType<typeof newUser>>;
let itemId: string;
const ON_HAND = 1000;

beforeAll(async () => {
  ctx = await createTestApp({}, { wrapDb: faults.wrap });
  shopper = await newUser(ctx.app, 'Asha Rao');
  // Enough on hand for an order at every statement of each call.
  itemId = await insertTestItem(
    ctx.db,
    {},
    TURMERIC_VARIANTS.map((variant) => ({ ...variant, stock: ON_HAND })),
  );
});
afterAll(() => ctx.close());

async function ordersOfShopper() {
  return ctx.db.select().from(orders).where(eq(orders.userId, shopper.user._id));
}

async function stockOf(size: string): Promise<number> {
  const [row] = await ctx.db
    .select({ stock: itemVariants.stock })
    .from(itemVariants)
    .where(and(eq(itemVariants.itemId, itemId), eq(itemVariants.size, size)));
  return row!.stock;
}

async function cartOfShopper() {
  return ctx.db.select().from(cartLines).where(eq(cartLines.userId, shopper.user._id));
}

it('cash on delivery: a database failure at any statement places the order never or once', async () => {
  let placed = 0;
  const statements = await failEachStatement(ctx, faults, {
    prepare: async () => shownLines(await addToCart(ctx.app, shopper.token, itemId, '100 g')),
    send: (lines) => orderCash(ctx.app, shopper.token, lines),
    succeeds: 201,
    async done() {
      placed += 1;
      const rows = await ordersOfShopper();
      expect(rows.filter((row) => row.paymentMethod === 'COD')).toHaveLength(placed);
      expect(await stockOf('100 g')).toBe(ON_HAND - placed);
      expect(await cartOfShopper()).toEqual([]);
    },
  });
  expect(statements).toEqual(expect.arrayContaining(['begin', 'commit']));
});

it('card: a database failure at any statement of verify-product-payment places the order never or once', async () => {
  let placed = 0;
  const statements = await failEachStatement<ProviderPaymentResult>(ctx, faults, {
    async prepare() {
      const cart = await addToCart(ctx.app, shopper.token, itemId, '500 g');
      const created = await openCardPayment(
        ctx.app,
        shopper.token,
        shownLines(cart, { itemId, size: '500 g' }),
      );
      const { order } = created.json<CreateOrderResponse>();
      return sandboxPay(ctx.app, shopper.token, order.id);
    },
    send: (payment) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/payments/verify-product-payment',
        headers: bearer(shopper.token),
        payload: payment,
      }),
    succeeds: 200,
    async done(payment) {
      const paid = await ctx.db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.userId, shopper.user._id),
            eq(orders.providerPaymentId, payment.razorpay_payment_id),
          ),
        );
      expect(paid).toEqual([
        expect.objectContaining({
          paymentMethod: 'Razorpay',
          paymentStatus: 'Paid',
          totalPaise: 279_50,
        }),
      ]);
      const [paymentOrder] = await ctx.db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.providerOrderId, payment.razorpay_order_id));
      expect(paymentOrder!.status).toBe('paid');
      placed += 1;
      expect(await stockOf('500 g')).toBe(ON_HAND - placed);
      expect(await cartOfShopper()).toEqual([]);
    },
  });
  expect(statements).toEqual(expect.arrayContaining(['begin', 'commit']));
});
