import { count, eq } from 'drizzle-orm';
import { investments, paymentOrders } from '../../db/schema/invest';
import { insertTestCampaign } from '../../../test/campaign-fixtures';
import { createOrder } from '../../../test/payments';
import type { TestContext } from '../../../test/test-app';
import { createTestApp, newUser, TEST_JWT_SECRET } from '../../../test/test-app';
import { sandboxSecrets } from '../payments/sandbox-provider';
import { hmacHex } from '../payments/signature';

let ctx: TestContext;
let farmer: Awaited<ReturnType<typeof newUser>>;
let investor: Awaited<ReturnType<typeof newUser>>;

beforeAll(async () => {
  ctx = await createTestApp();
  farmer = await newUser(ctx.app, 'Ramesh Patil');
  investor = await newUser(ctx.app, 'Ananya Rao');
});
afterAll(() => ctx.close());

function captured(orderId: string, paymentId: string, amount: number): string {
  // Spacing as Razorpay sends it: the signature covers these exact bytes.
  return JSON.stringify(
    {
      event: 'payment.captured',
      payload: { payment: { entity: { id: paymentId, order_id: orderId, amount } } },
    },
    null,
    2,
  );
}

function webhook(body: string, signature: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
    payload: body,
  });
}

async function investmentCount(campaignId: string) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(investments)
    .where(eq(investments.campaignId, campaignId));
  return row!.n;
}

describe('POST /api/payments/webhook', () => {
  const { webhookSecret } = sandboxSecrets(TEST_JWT_SECRET);

  it('refuses a bad signature with 400 and writes nothing', async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id);
    const { order } = await createOrder(ctx.app, investor.token, campaignId, 1000);
    const body = captured(order.id, 'pay_hook_1', order.amount);

    const forged = await webhook(body, hmacHex('another-secret', body));
    const reformatted = await webhook(
      body,
      hmacHex(webhookSecret, JSON.stringify(JSON.parse(body))),
    );

    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('BAD_SIGNATURE');
    expect(reformatted.statusCode).toBe(400);
    expect(await investmentCount(campaignId)).toBe(0);
  });

  it('counts a captured payment once through the settlement, however often it comes', async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id);
    const { order } = await createOrder(ctx.app, investor.token, campaignId, 2000);
    const body = captured(order.id, 'pay_hook_2', order.amount);
    const signature = hmacHex(webhookSecret, body);

    const first = await webhook(body, signature);
    const again = await webhook(body, signature);

    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(await investmentCount(campaignId)).toBe(1);
    const [row] = await ctx.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, order.id));
    expect(row).toMatchObject({ status: 'paid', providerPaymentId: 'pay_hook_2' });
  });

  it('acknowledges events it does not act on', async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id);
    const { order } = await createOrder(ctx.app, investor.token, campaignId, 1000);
    for (const body of [
      captured(order.id, 'pay_hook_3', order.amount + 100),
      captured('order_unknown', 'pay_hook_4', 1000),
      JSON.stringify({ event: 'refund.processed' }),
    ]) {
      expect((await webhook(body, hmacHex(webhookSecret, body))).statusCode).toBe(200);
    }
    expect(await investmentCount(campaignId)).toBe(0);
  });
});
