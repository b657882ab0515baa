import type { CreateOrderResponse } from '@mitti/domain/payment-order';
import { eq } from 'drizzle-orm';
import { paymentOrders } from '../../db/schema/invest';
import { insertTestCampaign } from '../../../test/campaign-fixtures';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser } from '../../../test/test-app';

let ctx: TestContext;
let farmer: Awaited<ReturnType<typeof newUser>>;
let investor: Awaited<ReturnType<typeof newUser>>;

beforeAll(async () => {
  ctx = await createTestApp();
  farmer = await newUser(ctx.app, 'Ramesh Patil');
  investor = await newUser(ctx.app, 'Ananya Rao');
});
afterAll(() => ctx.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

function order(payload: object, token: string | null = investor.token) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/create-order',
    headers: token ? bearer(token) : {},
    payload,
  });
}

describe('POST /api/payments/create-order', () => {
  it('records the order with the amount in paise and answers it with the prefill', async () => {
    // Goal ₹1,00,000, unit ₹1,000, ₹40,000 raised: 60 units left.
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id, {
      raisedAmountPaise: 40_000_00,
    });

    const res = await order({ campaignId, amount: 3000 });

    expect(res.statusCode).toBe(200);
    const body = res.json<CreateOrderResponse>();
    expect(body).toEqual({
      order: { id: expect.stringMatching(/^order_sbx_\w+$/), amount: 300_000, currency: 'INR' },
      prefill: { name: 'Ananya Rao', email: investor.email, contact: '' },
      provider: 'sandbox',
    });
    const [row] = await ctx.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, body.order.id));
    expect(row).toMatchObject({
      purpose: 'investment',
      amountPaise: 300_000,
      units: 3,
      campaignId,
      userId: investor.user._id,
      status: 'created',
    });
  });

  it('refuses amounts that are not whole units, below one unit or above what is left', async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id, {
      raisedAmountPaise: 95_000_00,
    });

    const cases: [number, number, string][] = [
      [1500, 400, 'Investments are made in whole units of ₹1,000.'],
      [500, 400, 'Minimum investment of ₹1,000 is required'],
      [6000, 409, 'You have reached the maximum available investment. Only 5 units (₹5,000) left.'],
    ];
    for (const [amount, status, message] of cases) {
      const res = await order({ campaignId, amount });
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect((await order({ campaignId, amount: 5000 })).statusCode).toBe(200);
  });

  it('refuses campaigns that ended, are not Active or are not public', async () => {
    const ended = await insertTestCampaign(ctx.db, farmer.user._id, {
      startDate: day(-40),
      endDate: day(-1),
    });
    const funded = await insertTestCampaign(ctx.db, farmer.user._id, {
      status: 'Funded',
      raisedAmountPaise: 100_000_00,
    });
    const completed = await insertTestCampaign(ctx.db, farmer.user._id, { status: 'Completed' });
    const draft = await insertTestCampaign(ctx.db, farmer.user._id, {
      status: 'Draft',
      isVerified: false,
    });

    expect((await order({ campaignId: ended, amount: 1000 })).json()).toEqual({
      message: 'This campaign is no longer accepting investments.',
      code: 'CAMPAIGN_CLOSED',
    });
    expect((await order({ campaignId: funded, amount: 1000 })).json()).toEqual({
      message: 'This campaign is already fully funded.',
      code: 'FULLY_FUNDED',
    });
    expect((await order({ campaignId: completed, amount: 1000 })).statusCode).toBe(409);
    expect((await order({ campaignId: draft, amount: 1000 })).statusCode).toBe(404);
    expect((await order({ campaignId: 'nope', amount: 1000 })).statusCode).toBe(404);
    expect(
      await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.campaignId, ended)),
    ).toEqual([]);
  });

  it('needs a signed-in user and a positive amount', async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id);

    expect((await order({ campaignId, amount: 1000 }, null)).statusCode).toBe(401);
    const bad = await order({ campaignId, amount: -1000 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ amount: 'Amount must be at least ₹1' });
  });
});
