import type { CreateOrderResponse } from '@mitti/domain/payment-order';
import { ALL_RESERVED_MESSAGE } from '@mitti/domain/payment-order';
import { eq } from 'drizzle-orm';
import { campaigns, paymentOrders } from '../../db/schema/invest';
import { reservations } from '../../db/schema/reservations';
import { insertTestCampaign } from '../../../test/campaign-fixtures';
import { createOrder, sandboxPay, verifyPayment } from '../../../test/payments';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser } from '../../../test/test-app';
import { testClock } from '../../../test/test-clock';
import { countActiveReservations } from '../reservations/repository';

let ctx: TestContext;
let farmer: Awaited<ReturnType<typeof newUser>>;
let investor: Awaited<ReturnType<typeof newUser>>;
let other: Awaited<ReturnType<typeof newUser>>;
const clock = testClock(new Date().toISOString());
const later = (minutes: number) =>
  clock.set(new Date(clock.now().getTime() + minutes * 60_000).toISOString());

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
  farmer = await newUser(ctx.app, 'Ramesh Patil');
  investor = await newUser(ctx.app, 'Ananya Rao');
  other = await newUser(ctx.app, 'Kabir Shah');
});
afterAll(() => ctx.close());

/** A campaign of ₹1,000 units with `left` of its 100 units not yet sold. */
const campaignWithUnitsLeft = (left: number) =>
  insertTestCampaign(ctx.db, farmer.user._id, { raisedAmountPaise: (100 - left) * 1000_00 });

function order(token: string, campaignId: string, amount: number) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/create-order',
    headers: bearer(token),
    payload: { campaignId, amount },
  });
}

function release(token: string, orderId: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/release',
    headers: bearer(token),
    payload: { orderId },
  });
}

async function holdsOfCampaign(campaignId: string) {
  return ctx.db.select().from(reservations).where(eq(reservations.campaignId, campaignId));
}

/** The campaign's count of held units, which create-order and verify-payment check. */
async function heldUnitsOf(campaignId: string) {
  const [row] = await ctx.db
    .select({ heldUnits: campaigns.heldUnits })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return row!.heldUnits;
}

describe('reserving units at create-order', () => {
  it('holds the units for 15 minutes, counted as active', async () => {
    const campaignId = await campaignWithUnitsLeft(10);
    const before = await countActiveReservations(ctx.db, clock.now());

    const { order: created } = await createOrder(ctx.app, investor.token, campaignId, 3000);

    const [paymentOrder] = await ctx.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, created.id));
    expect(await holdsOfCampaign(campaignId)).toEqual([
      expect.objectContaining({
        paymentOrderId: paymentOrder!.id,
        quantity: 3,
        status: 'held',
        expiresAt: new Date(clock.now().getTime() + 15 * 60_000),
      }),
    ]);
    expect(await countActiveReservations(ctx.db, clock.now())).toBe(before + 1);
    expect(await heldUnitsOf(campaignId)).toBe(3);
    const metrics = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toContain(`\nmitti_reservations_held ${before + 1}\n`);
  });

  it('answers 409 when every remaining unit is held, and offers only the units not held', async () => {
    const campaignId = await campaignWithUnitsLeft(3);
    await createOrder(ctx.app, investor.token, campaignId, 2000);

    const tooMany = await order(other.token, campaignId, 2000);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      message: 'You have reached the maximum available investment. Only 1 unit (₹1,000) left.',
      code: 'ABOVE_AVAILABLE',
    });
    await createOrder(ctx.app, other.token, campaignId, 1000);
    const third = await newUser(ctx.app, 'Farah Khan');

    const res = await order(third.token, campaignId, 1000);

    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ALL_RESERVED_MESSAGE, code: 'ALL_RESERVED' });
    expect(ALL_RESERVED_MESSAGE).toBe(
      'All remaining units are being paid for right now. Please try again in a few minutes.',
    );
    expect(await holdsOfCampaign(campaignId)).toHaveLength(2);
    expect(await heldUnitsOf(campaignId)).toBe(3);
  });

  it('gives the units back when the checkout fails or is closed', async () => {
    const campaignId = await campaignWithUnitsLeft(1);
    const { order: held } = await createOrder(ctx.app, investor.token, campaignId, 1000);
    expect((await order(other.token, campaignId, 1000)).statusCode).toBe(409);
    expect((await release(other.token, held.id)).statusCode).toBe(404);

    expect((await release(investor.token, held.id)).statusCode).toBe(200);
    expect((await release(investor.token, held.id)).statusCode).toBe(200);

    expect(await holdsOfCampaign(campaignId)).toEqual([
      expect.objectContaining({ status: 'released' }),
    ]);
    expect(await heldUnitsOf(campaignId)).toBe(0);
    expect((await order(other.token, campaignId, 1000)).statusCode).toBe(200);
  });

  it('stops counting a hold after 15 minutes, and the expiry job releases it', async () => {
    const campaignId = await campaignWithUnitsLeft(1);
    await createOrder(ctx.app, investor.token, campaignId, 1000);
    later(14);
    expect((await order(other.token, campaignId, 1000)).statusCode).toBe(409);
    later(2);
    const done = ctx.app.jobs.spy('reservation-expiry').waitForJob(() => true, 'completed');

    await ctx.app.jobs.send(ctx.db, 'reservation-expiry', {});
    await done;

    expect(await holdsOfCampaign(campaignId)).toEqual([
      expect.objectContaining({ status: 'released' }),
    ]);
    expect(await heldUnitsOf(campaignId)).toBe(0);
    expect((await order(other.token, campaignId, 1000)).statusCode).toBe(200);
  });

  it('releases a lapsed hold when a checkout needs its units, before the expiry job runs', async () => {
    const campaignId = await campaignWithUnitsLeft(2);
    const { order: lapsed } = await createOrder(ctx.app, investor.token, campaignId, 2000);
    later(16);

    const res = await order(other.token, campaignId, 2000);

    expect(res.statusCode).toBe(200);
    const holds = await holdsOfCampaign(campaignId);
    const [paymentOrder] = await ctx.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, lapsed.id));
    expect(holds.find((hold) => hold.paymentOrderId === paymentOrder!.id)).toMatchObject({
      status: 'released',
    });
    expect(holds.filter((hold) => hold.status === 'held')).toHaveLength(1);
    expect(await heldUnitsOf(campaignId)).toBe(2);
    const late = await verifyPayment(
      ctx.app,
      investor.token,
      await sandboxPay(ctx.app, investor.token, lapsed.id),
    );
    expect(late.json()).toMatchObject({ code: 'CAPACITY_TAKEN' });
    expect(await heldUnitsOf(campaignId)).toBe(2);
  });

  it("replaces the investor's own checkout left open, not anyone else's", async () => {
    const campaignId = await campaignWithUnitsLeft(2);
    const { order: left } = await createOrder(ctx.app, investor.token, campaignId, 2000);
    expect((await order(other.token, campaignId, 1000)).json()).toMatchObject({
      code: 'ALL_RESERVED',
    });

    const again = await order(investor.token, campaignId, 2000);

    expect(again.statusCode).toBe(200);
    const [leftOrder] = await ctx.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, left.id));
    const holds = await holdsOfCampaign(campaignId);
    expect(holds.find((hold) => hold.paymentOrderId === leftOrder!.id)).toMatchObject({
      status: 'released',
    });
    expect(holds.filter((hold) => hold.status === 'held')).toEqual([
      expect.objectContaining({ quantity: 2 }),
    ]);
    expect(await heldUnitsOf(campaignId)).toBe(2);
    // The replacement holds for others as the first checkout did.
    expect((await order(other.token, campaignId, 1000)).json()).toMatchObject({
      code: 'ALL_RESERVED',
    });
  });

  it('counts a payment whose hold expired while units remain, converting holds it pays', async () => {
    const campaignId = await campaignWithUnitsLeft(2);
    const { order: late } = await createOrder(ctx.app, investor.token, campaignId, 1000);
    later(20);
    const { order: onTime } = await createOrder(ctx.app, other.token, campaignId, 1000);

    const lateAnswer = await verifyPayment(
      ctx.app,
      investor.token,
      await sandboxPay(ctx.app, investor.token, late.id),
    );
    const onTimeAnswer = await verifyPayment(
      ctx.app,
      other.token,
      await sandboxPay(ctx.app, other.token, onTime.id),
    );

    expect(lateAnswer.statusCode).toBe(200);
    expect(onTimeAnswer.statusCode).toBe(200);
    const [campaign] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(campaign).toMatchObject({ raisedAmountPaise: 100_000_00, status: 'Funded' });
    const holds = await holdsOfCampaign(campaignId);
    expect(holds.map((hold) => hold.status).sort()).toEqual(['converted', 'converted']);
    expect(campaign!.heldUnits).toBe(0);
  });

  it('holds exactly the 10 units left for 30 investors racing to create-order', async () => {
    const campaignId = await campaignWithUnitsLeft(10);
    // Thirty investors: an investor's second checkout would replace their first.
    const buyers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => newUser(ctx.app, `Racer ${i}`)),
    );

    const answers = await Promise.all(buyers.map((buyer) => order(buyer.token, campaignId, 1000)));

    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    const refused = answers.filter((res) => res.statusCode === 409);
    expect(refused).toHaveLength(20);
    expect(refused.map((res) => res.json<{ code: string }>().code)).toEqual(
      Array(20).fill('ALL_RESERVED'),
    );
    const holds = await holdsOfCampaign(campaignId);
    expect(holds).toHaveLength(10);
    expect(holds.reduce((units, hold) => units + hold.quantity, 0)).toBe(10);
    expect(await heldUnitsOf(campaignId)).toBe(10);
    const opened = answers
      .filter((res) => res.statusCode === 200)
      .map((res) => res.json<CreateOrderResponse>().order.id);
    const rows = await ctx.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.campaignId, campaignId));
    expect(rows.map((row) => row.providerOrderId).sort()).toEqual(opened.sort());
  });
});
