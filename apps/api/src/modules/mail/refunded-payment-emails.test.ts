import type { CreateOrderResponse } from '@mitti/domain/payment-order';
import { eq } from 'drizzle-orm';
import { campaigns } from '../../db/schema/invest';
import { insertTestCampaign } from '../../../test/campaign-fixtures';
import { mailTo, queuedSubjects } from '../../../test/mail';
import { notificationsOf } from '../../../test/notifications';
import { capturedWebhook, createOrder, sandboxPay, verifyPayment } from '../../../test/payments';
import {
  addToCart,
  cartCall,
  insertTestItem,
  openCardPayment,
  shownLines,
} from '../../../test/shop-fixtures';
import { startMailTestApp, stopMailTestApp } from '../../../test/mail-test-app';
import type { TestSmtpServer } from '../../../test/smtp-server';
import type { TestContext } from '../../../test/test-app';
import { bearer, newUser } from '../../../test/test-app';

const SITE = 'https://mitti.example';

let smtp: TestSmtpServer;
let ctx: TestContext;

beforeAll(async () => {
  ({ smtp, ctx } = await startMailTestApp({ publicUrl: SITE }));
});
afterAll(() => stopMailTestApp(smtp, ctx));

describe('a payment the settlement refunds by itself', () => {
  it('tells the investor by email and in the bell, once, whoever settles it again', async () => {
    const farmer = await newUser(ctx.app, 'Ravi Farmer');
    const investor = await newUser(ctx.app, 'Asha Investor');
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id, {
      campaignTitle: 'Grapes of Nashik',
    });
    const { order } = await createOrder(ctx.app, investor.token, campaignId, 3000);
    // The owner cancels the campaign while the investor pays.
    await ctx.db.update(campaigns).set({ status: 'Cancelled' }).where(eq(campaigns.id, campaignId));
    const payment = await sandboxPay(ctx.app, investor.token, order.id);

    const verified = await verifyPayment(ctx.app, investor.token, payment);
    // The webhook comes after the checkout's verify, and finds the order settled.
    const hook = await capturedWebhook(
      ctx.app,
      order.id,
      payment.razorpay_payment_id,
      order.amount,
    );

    const reason =
      'This campaign stopped accepting investments while you paid. Your payment has been refunded.';
    expect(verified.statusCode).toBe(409);
    expect(verified.json()).toEqual({ message: reason, code: 'CAMPAIGN_CLOSED' });
    expect(hook.statusCode).toBe(200);
    const subject = 'Your payment for Grapes of Nashik was refunded';
    const mail = await mailTo(smtp, investor.email, subject);
    expect(mail.text).toContain('Hello Asha Investor,');
    expect(mail.text).toContain(
      'Your payment of ₹3,000 for "Grapes of Nashik" could not be counted.',
    );
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain('Refunded: ₹3,000');
    expect(mail.text).toContain(`Payment: ${payment.razorpay_payment_id}`);
    expect(mail.text).toContain(`See your investments: ${SITE}/dashboard`);
    expect(await queuedSubjects(ctx.db, investor.email)).toEqual([subject]);
    expect(await notificationsOf(ctx.db, investor.user._id)).toEqual([
      {
        type: 'refund',
        title: 'Payment refunded',
        body: `Your payment of ₹3,000 for "Grapes of Nashik" could not be counted. ${reason}`,
        link: '/dashboard',
      },
    ]);
  });

  it('tells the shopper whose cart changed while they paid by card, once', async () => {
    const itemId = await insertTestItem(ctx.db);
    const shopper = await newUser(ctx.app, 'Meera Shopper');
    const cart = await addToCart(ctx.app, shopper.token, itemId, '100 g');
    const created = await openCardPayment(ctx.app, shopper.token, shownLines(cart));
    const { order } = created.json<CreateOrderResponse>();
    // Another tab empties the cart while this one pays.
    const emptied = await cartCall(ctx.app, shopper.token, 'DELETE', { itemId, size: '100 g' });
    expect(emptied.statusCode).toBe(200);
    const payment = await sandboxPay(ctx.app, shopper.token, order.id);

    const hook = await capturedWebhook(
      ctx.app,
      order.id,
      payment.razorpay_payment_id,
      order.amount,
    );
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/verify-product-payment',
      headers: bearer(shopper.token),
      payload: payment,
    });

    expect(hook.statusCode).toBe(200);
    expect(verified.statusCode).toBe(409);
    expect(verified.json()).toMatchObject({ code: 'ORDER_REFUNDED' });
    const reason =
      'Your cart changed while you paid, so no order was placed. Your payment has been refunded.';
    const subject = 'Your Mitti Market payment was refunded';
    const mail = await mailTo(smtp, shopper.email, subject);
    expect(mail.text).toContain('Hello Meera Shopper,');
    expect(mail.text).toContain(
      'Your card payment of ₹72.00 for your Mitti Market order could not be used.',
    );
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain('Refunded: ₹72.00');
    expect(mail.text).toContain(`Review your cart: ${SITE}/shop/cart`);
    expect(await queuedSubjects(ctx.db, shopper.email)).toEqual([subject]);
    expect(await notificationsOf(ctx.db, shopper.user._id)).toEqual([
      expect.objectContaining({ type: 'order', title: 'Payment refunded', link: '/shop/cart' }),
    ]);
  });
});
