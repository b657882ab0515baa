import { eq, sql } from 'drizzle-orm';
import { investments, paymentOrders } from '../../db/schema/invest';
import { insertTestCampaign } from '../../../test/campaign-fixtures';
import { createOrder, sandboxPay } from '../../../test/payments';
import { startMailTestApp, stopMailTestApp } from '../../../test/mail-test-app';
import type { TestSmtpServer } from '../../../test/smtp-server';
import type { TestContext } from '../../../test/test-app';
import { newUser } from '../../../test/test-app';

let smtp: TestSmtpServer;
let ctx: TestContext;

beforeAll(async () => {
  ({ smtp, ctx } = await startMailTestApp());
});
afterAll(() => stopMailTestApp(smtp, ctx));

describe('the reconcile-payments job of the app', () => {
  it('settles a paid investment whose checkout closed, and the investor gets the receipt', async () => {
    const farmer = await newUser(ctx.app, 'Ramesh Patil');
    const investor = await newUser(ctx.app, 'Ananya Rao');
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id, {
      campaignTitle: 'Mangoes of Ratnagiri',
    });
    const { order } = await createOrder(ctx.app, investor.token, campaignId, 2000);
    const payment = await sandboxPay(ctx.app, investor.token, order.id);
    // The app runs on the system clock: the order was opened ten minutes ago and never verified.
    await ctx.db
      .update(paymentOrders)
      .set({ createdAt: sql`now() - interval '10 minutes'` })
      .where(eq(paymentOrders.providerOrderId, order.id));
    const done = ctx.app.jobs.spy('reconcile-payments').waitForJob(() => true, 'completed');
    const arrived = smtp.nextMessage();

    await ctx.app.jobs.send(ctx.db, 'reconcile-payments', {});
    await done;

    const mail = await arrived;
    expect(mail.to).toMatchObject({ text: investor.email });
    expect(mail.subject).toBe('Your investment in Mangoes of Ratnagiri');
    expect(mail.text).toContain('Amount: ₹2,000');
    const rows = await ctx.db
      .select()
      .from(investments)
      .where(eq(investments.campaignId, campaignId));
    expect(rows).toEqual([
      expect.objectContaining({
        userId: investor.user._id,
        amountPaise: 2000_00,
        providerPaymentId: payment.razorpay_payment_id,
      }),
    ]);
  });
});
