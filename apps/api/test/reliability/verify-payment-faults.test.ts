import type { ProviderPaymentResult } from '@mitti/domain/payment-order';
import { eq } from 'drizzle-orm';
import { campaigns, investments, paymentOrders } from '../../src/db/schema/invest';
import { insertTestCampaign } from '../campaign-fixtures';
import { createOrder, sandboxPay, verifyPayment } from '../payments';
import type { TestContext } from '../test-app';
import { createTestApp, newUser } from '../test-app';
import { failEachStatement } from './every-step-fails';
import { createFaultInjector } from './fault-injection';

const faults = createFaultInjector();
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, { wrapDb: faults.wrap });
});
afterAll(() => ctx.close());

it('verify-payment: a database failure at any statement counts the payment never or once', async () => {
  const farmer = await newUser(ctx.app, 'Ramesh Patil');
  const investor = await newUser(ctx.app, 'Ananya Rao');
  const campaignId = await insertTestCampaign(ctx.db, farmer.user._id);

  const statements = await failEachStatement<ProviderPaymentResult>(ctx, faults, {
    async prepare() {
      const { order } = await createOrder(ctx.app, investor.token, campaignId, 2000);
      return sandboxPay(ctx.app, investor.token, order.id);
    },
    send: (payment) => verifyPayment(ctx.app, investor.token, payment),
    succeeds: 200,
    async done(payment) {
      const [order] = await ctx.db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.providerOrderId, payment.razorpay_order_id));
      expect(order).toMatchObject({
        status: 'paid',
        providerPaymentId: payment.razorpay_payment_id,
      });
      const counted = await ctx.db
        .select()
        .from(investments)
        .where(eq(investments.providerPaymentId, payment.razorpay_payment_id));
      expect(counted).toEqual([
        expect.objectContaining({ amountPaise: 2000_00, status: 'active' }),
      ]);
    },
  });

  expect(statements.length).toBeGreaterThanOrEqual(8);
  const investedRows = await ctx.db
    .select()
    .from(investments)
    .where(eq(investments.campaignId, campaignId));
  const [campaign] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  // The probe and one retry per statement, each counted once.
  expect(investedRows).toHaveLength(statements.length + 1);
  expect(campaign!.raisedAmountPaise).toBe((statements.length + 1) * 2000_00);
});
