import type { RefundRequestsResponse } from '@mitti/domain/refund-request';
import { eq } from 'drizzle-orm';
import { investments } from '../../db/schema/invest';
import { insertTestCampaign } from '../../../test/campaign-fixtures';
import { multipartForm } from '../../../test/multipart';
import { notificationCount, notificationsOf } from '../../../test/notifications';
import { createOrder, invest, sandboxPay, verifyPayment } from '../../../test/payments';
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

/** Runs `event` and answers the notifications it recorded, by user, checking that no one else got any. */
async function notifiedBy(
  event: () => Promise<unknown>,
  users: { user: { _id: string } }[],
): Promise<Awaited<ReturnType<typeof notificationsOf>>[]> {
  const total = await notificationCount(ctx.db);
  const before = await Promise.all(users.map(({ user }) => notificationsOf(ctx.db, user._id)));
  await event();
  const after = await Promise.all(users.map(({ user }) => notificationsOf(ctx.db, user._id)));
  const added = after.map((rows, index) => rows.slice(before[index]!.length));
  expect(await notificationCount(ctx.db)).toBe(total + added.flat().length);
  return added;
}

function askRefund(investId: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/campaigns/refundRequest',
    headers: bearer(investor.token),
    payload: { Reason: 'Plans changed', investId },
  });
}

async function requestIdFor(investId: string): Promise<string> {
  const { outgoing } = (
    await ctx.app.inject({ url: '/api/refund-requests', headers: bearer(investor.token) })
  ).json<RefundRequestsResponse>();
  return outgoing.find((request) => request.investId === investId)!._id;
}

describe('notifications of events', () => {
  it('tells the owner of an investment received, once however often it is verified', async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id, {
      campaignTitle: 'Millets',
    });
    const { order } = await createOrder(ctx.app, investor.token, campaignId, 2000);
    const payment = await sandboxPay(ctx.app, investor.token, order.id);

    const [toFarmer, toInvestor] = await notifiedBy(async () => {
      expect((await verifyPayment(ctx.app, investor.token, payment)).statusCode).toBe(200);
      expect((await verifyPayment(ctx.app, investor.token, payment)).statusCode).toBe(200);
    }, [farmer, investor]);

    expect(toFarmer).toEqual([
      {
        type: 'investment',
        title: 'New investment',
        body: 'Ananya Rao invested ₹2,000 in "Millets".',
        // The owner's dashboard with that campaign open in Manage.
        link: `/dashboard?manage=${campaignId}`,
      },
    ]);
    expect(toInvestor).toEqual([]);
  });

  it('tells the owner of a refund request and the investor of each decision', async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id, {
      campaignTitle: 'Saffron Beds',
    });
    const investId = await invest(ctx.app, investor.token, campaignId, 3000);

    const [asked, askedInvestor] = await notifiedBy(async () => {
      expect((await askRefund(investId)).statusCode).toBe(201);
    }, [farmer, investor]);
    expect(asked).toEqual([
      {
        type: 'refund',
        title: 'Refund requested',
        body: 'Ananya Rao asked for a refund of ₹3,000 from "Saffron Beds".',
        link: '/dashboard#refund-requests',
      },
    ]);
    expect(askedInvestor).toEqual([]);

    const requestId = await requestIdFor(investId);
    const [rejectedFarmer, rejected] = await notifiedBy(async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/refund-requests/${requestId}/reject`,
        headers: bearer(farmer.token),
        payload: { note: 'The harvest is insured.' },
      });
      expect(res.statusCode).toBe(200);
    }, [farmer, investor]);
    expect(rejectedFarmer).toEqual([]);
    expect(rejected).toEqual([
      {
        type: 'refund',
        title: 'Refund request rejected',
        body: 'Your refund request for "Saffron Beds" was rejected. Reason: The harvest is insured.',
        // The investment's card on the dashboard, where the request stands.
        link: `/dashboard#investment-${investId}`,
      },
    ]);

    expect((await askRefund(investId)).statusCode).toBe(201);
    const again = await requestIdFor(investId);
    const [approvedFarmer, approved] = await notifiedBy(async () => {
      for (let i = 0; i < 2; i += 1) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: `/api/refund-requests/${again}/approve`,
          headers: bearer(farmer.token),
        });
        expect(res.statusCode).toBe(200);
      }
    }, [farmer, investor]);
    expect(approvedFarmer).toEqual([]);
    expect(approved).toEqual([
      {
        type: 'refund',
        title: 'Refund approved',
        body: 'Your refund of ₹3,000 from "Saffron Beds" was approved.',
        link: `/dashboard#investment-${investId}`,
      },
    ]);
  });

  it('tells every investor with an active investment of a timeline update, once each', async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id, {
      campaignTitle: 'Moringa Orchard',
      farmName: 'Patil Farms',
    });
    const twice = await newUser(ctx.app, 'Kabir Shah');
    const refunded = await newUser(ctx.app, 'Meera Iyer');
    const elsewhere = await newUser(ctx.app, 'Lakshmi Nair');
    const ananyas = await invest(ctx.app, investor.token, campaignId, 1000);
    await invest(ctx.app, twice.token, campaignId, 1000);
    await invest(ctx.app, twice.token, campaignId, 2000);
    const kabirs = await ctx.db
      .select({ id: investments.id, amountPaise: investments.amountPaise })
      .from(investments)
      .where(eq(investments.userId, twice.user._id));
    const kabirsLatest = kabirs.find((row) => row.amountPaise === 2000_00)!.id;
    const meeras = await invest(ctx.app, refunded.token, campaignId, 1000);
    await ctx.db.update(investments).set({ status: 'refunded' }).where(eq(investments.id, meeras));
    await invest(ctx.app, elsewhere.token, await insertTestCampaign(ctx.db, farmer.user._id), 1000);
    const form = multipartForm([
      ['title', 'Saplings planted'],
      ['date', '2025-02-14'],
      ['description', 'All 400 moringa saplings are in the ground.'],
    ]);

    const [toAnanya, toKabir, toMeera, toLakshmi, toFarmer] = await notifiedBy(async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/campaigns/${campaignId}/timeline-update`,
        headers: { ...form.headers, ...bearer(farmer.token) },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(201);
    }, [investor, twice, refunded, elsewhere, farmer]);

    const update = (investmentId: string) => ({
      type: 'timeline',
      title: 'New farm update',
      body: 'Patil Farms posted "Saplings planted" on "Moringa Orchard".',
      link: `/invested-farm-details/${campaignId}/${investmentId}`,
    });
    expect(toAnanya).toEqual([update(ananyas)]);
    expect(toKabir).toEqual([update(kabirsLatest)]);
    expect(toMeera).toEqual([]);
    expect(toLakshmi).toEqual([]);
    expect(toFarmer).toEqual([]);
  });

  it("tells a campaign's farmer of a contact message, quoting it", async () => {
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id, {
      campaignTitle: 'Millets',
    });
    const contact = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/contact', payload });
    const message = { name: 'Kavya Reddy', email: 'kavya@example.com' };

    const [toFarmer, toInvestor] = await notifiedBy(async () => {
      expect(
        (await contact({ ...message, campaignId, message: 'Can I  visit\nthe farm?' })).statusCode,
      ).toBe(201);
      expect((await contact({ ...message, message: 'Hello, Mitti team.' })).statusCode).toBe(201);
    }, [farmer, investor]);

    expect(toFarmer).toEqual([
      {
        type: 'campaign',
        title: 'New message from a visitor',
        body: 'Kavya Reddy (kavya@example.com) wrote about "Millets": "Can I visit the farm?"',
        link: '/dashboard',
      },
    ]);
    expect(toInvestor).toEqual([]);

    const long = 'The soil here is rich. '.repeat(20);
    const [quoted] = await notifiedBy(async () => {
      expect((await contact({ ...message, campaignId, message: long })).statusCode).toBe(201);
    }, [farmer]);
    const body = quoted![0]!.body;
    expect(body).toMatch(/^Kavya Reddy \(kavya@example.com\) wrote about "Millets": "The soil/);
    expect(body).toMatch(/…"$/);
    expect(body.length).toBeLessThan(220);
  });
});
