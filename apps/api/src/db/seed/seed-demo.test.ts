import { imageVariants } from '@mitti/domain/image-variants';
import sharp from 'sharp';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AdminCampaignsResponse, VerificationRequestsResponse } from '@mitti/domain/admin';
import type { Campaign, CampaignListResponse } from '@mitti/domain/campaign';
import type { CartResponse } from '@mitti/domain/cart';
import type { UserCampaignsResponse } from '@mitti/domain/investment';
import type { ItemsResponse, Product } from '@mitti/domain/item';
import type { NotificationsResponse } from '@mitti/domain/notification';
import { rupeesToPaise } from '@mitti/domain/money';
import type { OrdersResponse } from '@mitti/domain/order';
import type { RefundRequestsResponse } from '@mitti/domain/refund-request';
import type { TimelineUpdate } from '@mitti/domain/timeline-update';
import type { AuthResponse, UserProfile } from '@mitti/domain/user';
import { priceCart } from '@mitti/domain/shop-pricing';
import { eq } from 'drizzle-orm';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp } from '../../../test/test-app';
import { DEMO_CART_LINE, DEMO_PRODUCTS } from './demo-data';
import {
  campaigns,
  investments,
  paymentOrders,
  refundRequests,
  timelineUpdates,
  verificationRequests,
} from '../schema/invest';
import { notifications } from '../schema/messages';
import { items, orders, reviews } from '../schema/shop';
import { addresses, users } from '../schema/users';
import { DEMO_PASSWORD, seedDemo } from './seed-demo';
import { createLocalStorage, uploadsDir } from '../../storage/local-storage';

let ctx: TestContext;

// Seeding draws and encodes every demo picture: seconds alone, far more on a busy machine.
beforeAll(async () => {
  ctx = await createTestApp({ seedDemo: true });
}, 120_000);
afterAll(() => ctx.close());

async function login(email: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  return res.json<AuthResponse>().token;
}

describe('demo seed', () => {
  it('creates the demo accounts once, even when run again', async () => {
    await seedDemo(ctx.db, createLocalStorage(uploadsDir(ctx.config.dataDir)));

    const rows = await ctx.db.select().from(users);
    expect(rows.map((u) => [u.email, u.name, u.role, u.active]).sort()).toEqual([
      ['admin@mitti.test', 'Meera Iyer', 'admin', 'false'],
      ['arjun@mitti.test', 'Arjun Das', 'user', 'false'],
      ['farmer@mitti.test', 'Ramesh Patil', 'user', 'true'],
      ['fatima@mitti.test', 'Fatima Sheikh', 'user', 'false'],
      ['gurpreet@mitti.test', 'Gurpreet Singh', 'user', 'true'],
      ['investor@mitti.test', 'Ananya Rao', 'user', 'false'],
      ['kavya@mitti.test', 'Kavya Reddy', 'user', 'false'],
      ['lakshmi@mitti.test', 'Lakshmi Nair', 'user', 'true'],
      ['neha@mitti.test', 'Neha Joshi', 'user', 'false'],
      ['newfarmer@mitti.test', 'Suresh Kumar', 'user', 'false'],
      ['priya@mitti.test', 'Priya Sharma', 'user', 'false'],
      ['vikram@mitti.test', 'Vikram Mehta', 'user', 'false'],
    ]);
    expect(rows.every((u) => /^\d{10}$/.test(u.phone))).toBe(true);
    expect(rows.every((u) => u.emailConfirmedAt !== null)).toBe(true);
    const investor = rows.find((u) => u.email === 'investor@mitti.test')!;
    expect(
      await ctx.db.select().from(addresses).where(eq(addresses.userId, investor.id)),
    ).toHaveLength(2);
  });

  it('lets the investor sign in with the demo password and see a PNG avatar', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'investor@mitti.test', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const { token } = login.json<AuthResponse>();
    const profile = (
      await ctx.app.inject({ url: '/api/user-profile', headers: bearer(token) })
    ).json<UserProfile>();
    expect(profile.addresses.map((a) => a.name)).toEqual(['Home', 'Office']);

    const url = profile.profilePicture!.url;
    const avatar = await ctx.app.inject({ url });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/png');
    const file = path.join(uploadsDir(ctx.config.dataDir), url.replace('/uploads/', ''));
    expect(avatar.rawPayload.equals(readFileSync(file))).toBe(true);
  });
});

describe('demo campaigns', () => {
  it('lists 16 public campaigns from different states, once, and keeps the three drafts hidden', async () => {
    await seedDemo(ctx.db, createLocalStorage(uploadsDir(ctx.config.dataDir)));

    const listing = (
      await ctx.app.inject({ url: '/api/campaigns?limit=50' })
    ).json<CampaignListResponse>();
    expect(listing.total).toBe(16);
    const states = new Set(listing.campaigns.map((c) => c.farmLocation.split(', ').at(-1)));
    expect(states.size).toBe(16);
    expect(new Set(listing.campaigns.map((c) => c.status))).toEqual(
      new Set(['Active', 'Funded', 'Completed']),
    );
    expect(listing.campaigns.every((c) => c.visuals.length >= 2)).toBe(true);
    expect(await ctx.db.select().from(campaigns)).toHaveLength(19);
  });

  it('serves the illustrations as SVG that cannot run script', async () => {
    const [campaign] = (
      await ctx.app.inject({ url: '/api/campaigns?limit=1' })
    ).json<CampaignListResponse>().campaigns;

    const res = await ctx.app.inject({ url: campaign!.visuals[0]!.url });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).not.toMatch(/<script|on\w+=/i);
  });

  it('names each picture by its content, as uploads are cached for a year', async () => {
    const [campaign] = (
      await ctx.app.inject({ url: '/api/campaigns?limit=1' })
    ).json<CampaignListResponse>().campaigns;
    const url = campaign!.visuals[0]!.url;

    const res = await ctx.app.inject({ url });

    const hash = createHash('sha256').update(res.rawPayload).digest('hex').slice(0, 12);
    expect(url).toMatch(
      new RegExp(`^/uploads/campaigns/demo-[a-z0-9-]+-${hash}\\.w160-320-640-960\\.svg$`),
    );
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has resized WebP copies of each picture, as an uploaded photo has', async () => {
    const [campaign] = (
      await ctx.app.inject({ url: '/api/campaigns?limit=1' })
    ).json<CampaignListResponse>().campaigns;
    const copies = imageVariants(campaign!.visuals[0]!.url);
    expect(copies.map((copy) => copy.width)).toEqual([160, 320, 640, 960]);

    for (const copy of copies) {
      const res = await ctx.app.inject({ url: copy.address });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      const { width, format } = await sharp(res.rawPayload).metadata();
      expect([format, width]).toEqual(['webp', copy.width]);
    }
  });
});

describe('demo activity', () => {
  it('gives the investor four investments, counted in the raised amounts, one with a pending refund', async () => {
    await seedDemo(ctx.db, createLocalStorage(uploadsDir(ctx.config.dataDir)));
    const token = await login('investor@mitti.test');

    const { investments: mine } = (
      await ctx.app.inject({ url: '/api/user-campaigns', headers: bearer(token) })
    ).json<UserCampaignsResponse>();

    expect(mine).toHaveLength(4);
    expect(mine.map((i) => i.refundStatus).sort()).toEqual(['Pending', null, null, null]);
    const [investor] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.email, 'investor@mitti.test'));
    expect(
      await ctx.db.select().from(investments).where(eq(investments.userId, investor!.id)),
    ).toHaveLength(4);
    expect(await ctx.db.select().from(refundRequests)).toHaveLength(1);
    for (const investment of mine) {
      const campaign = (
        await ctx.app.inject({ url: `/api/campaigns/${investment.campaignId._id}` })
      ).json<Campaign>();
      expect(campaign.status).toBe('Active');
      expect(campaign.raisedAmount).toBeLessThanOrEqual(campaign.fundingGoal);
      expect(investment.amount).toBe(investment.units * campaign.minInvestment);
    }
    const farmer = await login('farmer@mitti.test');
    const requests = (
      await ctx.app.inject({ url: '/api/refund-requests', headers: bearer(farmer) })
    ).json<RefundRequestsResponse>();
    expect(requests.incoming.map((r) => [r.investorName, r.status])).toEqual([
      ['Ananya Rao', 'Pending'],
    ]);
  });

  it('raises every campaign only through paid investments: raisedAmount is the sum of the paid, unrefunded ones', async () => {
    await seedDemo(ctx.db, createLocalStorage(uploadsDir(ctx.config.dataDir)));
    const paid = await ctx.db
      .select({ investment: investments, order: paymentOrders })
      .from(investments)
      .innerJoin(paymentOrders, eq(paymentOrders.providerPaymentId, investments.providerPaymentId))
      .where(eq(paymentOrders.status, 'paid'));
    const all = await ctx.db.select().from(campaigns);

    expect(paid).toHaveLength((await ctx.db.select().from(investments)).length);
    for (const campaign of all) {
      const backing = paid
        .map((row) => row.investment)
        .filter((i) => i.campaignId === campaign.id && i.status === 'active');
      expect([campaign.campaignTitle, backing.reduce((sum, i) => sum + i.amountPaise, 0)]).toEqual([
        campaign.campaignTitle,
        campaign.raisedAmountPaise,
      ]);
    }
    expect(all.filter((c) => c.raisedAmountPaise > 0).length).toBeGreaterThanOrEqual(15);
  });

  it('keeps the owner from deleting a seeded campaign that has raised money', async () => {
    const farmer = await login('farmer@mitti.test');
    const { campaigns: own } = (
      await ctx.app.inject({ url: '/api/user-campaigns', headers: bearer(farmer) })
    ).json<UserCampaignsResponse>();
    const funded = own.find((c) => c.raisedAmount > 0)!;

    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/campaigns/${funded._id}`,
      headers: bearer(farmer),
    });

    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This campaign has raised money from investors, so it cannot be deleted.',
      code: 'CAMPAIGN_HAS_RAISED',
    });
    expect(await ctx.db.select().from(campaigns).where(eq(campaigns.id, funded._id))).toHaveLength(
      1,
    );
  });

  it('gives each public campaign of the demo farmer two or three past timeline updates, once', async () => {
    await seedDemo(ctx.db, createLocalStorage(uploadsDir(ctx.config.dataDir)));
    const token = await login('farmer@mitti.test');
    const { campaigns: own } = (
      await ctx.app.inject({ url: '/api/user-campaigns', headers: bearer(token) })
    ).json<UserCampaignsResponse>();
    const today = new Date().toISOString();

    for (const campaign of own.filter((c) => c.status !== 'Draft')) {
      const updates = (
        await ctx.app.inject({ url: `/api/campaigns/${campaign._id}/timeline` })
      ).json<TimelineUpdate[]>();
      expect(updates.length).toBeGreaterThanOrEqual(2);
      expect(updates.length).toBeLessThanOrEqual(3);
      expect(updates.every((u) => u.date < today && u.images.length <= 2)).toBe(true);
    }
    // 11 public campaigns, alternately 2 and 3 updates; the earlier runs of seedDemo added none.
    expect(await ctx.db.select().from(timelineUpdates)).toHaveLength(27);
  });
});

describe('demo catalogue', () => {
  it('lists 24 products over the four categories, once, each with 2 to 4 sizes', async () => {
    await seedDemo(ctx.db, createLocalStorage(uploadsDir(ctx.config.dataDir)));

    const { response } = (await ctx.app.inject({ url: '/api/items' })).json<ItemsResponse>();

    expect(response).toHaveLength(DEMO_PRODUCTS.length);
    expect(response.length).toBeGreaterThanOrEqual(24);
    expect(await ctx.db.select().from(items)).toHaveLength(response.length);
    expect(response.map((item) => item.name)).toEqual(DEMO_PRODUCTS.map((p) => p.name));
    for (const category of ['Grains', 'Sweeteners', 'Flours', 'Spices']) {
      expect(response.filter((item) => item.category === category).length).toBeGreaterThanOrEqual(
        5,
      );
    }
    expect(new Set(response.map((item) => item.category)).size).toBe(4);
    expect(new Set(response.map((item) => item.farmName)).size).toBeGreaterThanOrEqual(10);
    for (const item of response) {
      expect(item.variants.length).toBeGreaterThanOrEqual(2);
      expect(item.variants.length).toBeLessThanOrEqual(4);
      expect(item.variants.some((variant) => variant.available)).toBe(true);
      expect(item.images.length).toBeGreaterThanOrEqual(1);
      expect(item.images.length).toBeLessThanOrEqual(3);
    }
    const variants = response.flatMap((item) => item.variants);
    expect(variants.filter((variant) => !variant.available).length).toBeGreaterThanOrEqual(5);
    expect(variants.every((variant) => variant.available === variant.stock > 0)).toBe(true);
    // A few are running low, for the operators' low-stock list.
    expect(
      variants.filter((variant) => variant.stock > 0 && variant.stock <= 5).length,
    ).toBeGreaterThanOrEqual(3);
    expect(
      variants.filter((variant) => (variant.originalPrice ?? 0) > variant.price).length,
    ).toBeGreaterThanOrEqual(5);
    expect(response.some((item) => !item.isOrganic)).toBe(true);
  });

  it('serves every product picture as an SVG drawn for it', async () => {
    const { response } = (await ctx.app.inject({ url: '/api/items' })).json<ItemsResponse>();

    for (const item of response) {
      for (const image of item.images) {
        const res = await ctx.app.inject({ url: image.url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/svg+xml');
        expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      }
      const packageSvg = (await ctx.app.inject({ url: item.images[0]!.url })).body;
      expect(packageSvg).toContain(item.name.split(' ')[0]!.replace('&', '&#38;'));
    }
  });

  it('gives every product its details and keeps ratings consistent with its reviews', async () => {
    const { response } = (await ctx.app.inject({ url: '/api/items' })).json<ItemsResponse>();

    let reviewed = 0;
    for (const item of response) {
      const product = (await ctx.app.inject({ url: `/api/items/${item._id}` })).json<Product>();
      expect(product.description.length).toBeGreaterThan(100);
      expect(product.usageInfo.length).toBeGreaterThanOrEqual(2);
      expect(product.storageInfo).not.toBe('');
      expect(product.ingredients.length).toBeGreaterThanOrEqual(1);
      expect(product.benefits.length).toBeGreaterThanOrEqual(2);
      expect(product.faq.length).toBeGreaterThanOrEqual(2);
      expect(product.faq.length).toBeLessThanOrEqual(4);
      expect(product.tags.length).toBeGreaterThanOrEqual(2);
      const ratings = product.reviews.map((review) => review.rating);
      const average = ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : 0;
      expect(item.reviewCount).toBe(ratings.length);
      expect(item.rating).toBe(Math.round(average * 10) / 10);
      if (ratings.length > 0) reviewed += 1;
    }
    expect(reviewed).toBeGreaterThanOrEqual(5);
    const total = (await ctx.db.select().from(reviews)).length;
    await seedDemo(ctx.db, createLocalStorage(uploadsDir(ctx.config.dataDir)));
    expect(await ctx.db.select().from(reviews)).toHaveLength(total);
  });
});

describe('demo shop activity', () => {
  it('gives the investor past orders in four statuses to their home address, once', async () => {
    await seedDemo(ctx.db, createLocalStorage(uploadsDir(ctx.config.dataDir)));
    const token = await login('investor@mitti.test');
    const profile = (
      await ctx.app.inject({ url: '/api/user-profile', headers: bearer(token) })
    ).json<UserProfile>();
    const home = profile.addresses[0]!;

    const { orders: mine } = (
      await ctx.app.inject({ url: '/api/orders', headers: bearer(token) })
    ).json<OrdersResponse>().data;

    expect(mine.map((o) => [o.orderStatus, o.paymentMethod, o.paymentStatus])).toEqual([
      ['Processing', 'COD', 'Pending'],
      ['Shipped', 'COD', 'Pending'],
      ['Cancelled', 'COD', 'Cancelled'],
      ['Delivered', 'Razorpay', 'Paid'],
    ]);
    for (const order of mine) {
      expect({ ...order.shippingAddress, _id: home._id }).toEqual(home);
      expect(order.items.length).toBeGreaterThanOrEqual(1);
      const pricing = priceCart(
        order.items.map((line) => ({
          unitPricePaise: rupeesToPaise(line.price),
          quantity: line.quantity,
        })),
      );
      expect(rupeesToPaise(order.totalPrice)).toBe(pricing.total);
      expect(order.createdAt < new Date().toISOString()).toBe(true);
    }
    const [paid] = await ctx.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.purpose, 'shop'));
    expect(paid).toMatchObject({ status: 'paid', amountPaise: rupeesToPaise(mine[3]!.totalPrice) });
    expect(await ctx.db.select().from(orders)).toHaveLength(4);
  });

  it('puts one line in the investor cart, and marks their reviews of what they bought verified', async () => {
    const token = await login('investor@mitti.test');

    const cart = (
      await ctx.app.inject({ url: '/api/cart', headers: bearer(token) })
    ).json<CartResponse>();

    expect(cart.data.items.map((line) => [line.name, line.size, line.quantity])).toEqual([
      [DEMO_CART_LINE.product, DEMO_CART_LINE.size, 1],
    ]);
    expect(cart.data.summary.shipping).toBe(7.5);
    const { response } = (await ctx.app.inject({ url: '/api/items' })).json<ItemsResponse>();
    const rice = response.find((item) => item.name === 'Gobindobhog Rice')!;
    const product = (await ctx.app.inject({ url: `/api/items/${rice._id}` })).json<Product>();
    expect(product.reviews.map((r) => [r.username, r.verifiedPurchase])).toEqual([
      ['Ananya Rao', true],
      ['Lakshmi Nair', false],
    ]);
  });
});

describe('demo operations', () => {
  const get = async <T>(url: string, email: string): Promise<T> =>
    (await ctx.app.inject({ url, headers: bearer(await login(email)) })).json<T>();
  const getStatus = async (url: string, email: string): Promise<number> =>
    (await ctx.app.inject({ url, headers: bearer(await login(email)) })).statusCode;

  it('puts three believable campaigns in the review queue, with their pictures', async () => {
    const { campaigns: queue } = await get<AdminCampaignsResponse>(
      '/api/admin/campaigns?status=pending',
      'admin@mitti.test',
    );

    expect(queue.map((c) => [c.campaignTitle, c.userId.email]).sort()).toEqual([
      ['Bhagwa Pomegranate Orchard Expansion', 'farmer@mitti.test'],
      ['Pokkali Rice and Prawn Fields of Kochi', 'lakshmi@mitti.test'],
      ['Ventilated Onion Storage for Lasalgaon Growers', 'farmer@mitti.test'],
    ]);
    for (const campaign of queue) {
      expect(campaign).toMatchObject({ status: 'Draft', isVerified: false, rejectionReason: null });
      expect(campaign.story.length).toBeGreaterThan(200);
      expect(campaign.story).not.toMatch(/review/i);
      expect(campaign.visuals.length).toBeGreaterThanOrEqual(1);
      const picture = await ctx.app.inject({ url: campaign.visuals[0]!.url });
      expect(picture.headers['content-type']).toBe('image/svg+xml');
    }
  });

  it('has one open verification request, from an applicant, and none from newfarmer', async () => {
    const { requests } = await get<VerificationRequestsResponse>(
      '/api/admin/verification-requests',
      'admin@mitti.test',
    );

    expect(requests.map((r) => [r.status, r.user.email, r.user.name])).toEqual([
      ['Pending', 'kavya@mitti.test', 'Kavya Reddy'],
    ]);
    const [newfarmer] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.email, 'newfarmer@mitti.test'));
    expect(
      await ctx.db
        .select()
        .from(verificationRequests)
        .where(eq(verificationRequests.userId, newfarmer!.id)),
    ).toEqual([]);
  });

  it('fills the bells of the farmer and the investor with notifications that lead somewhere', async () => {
    const farmer = await get<NotificationsResponse>('/api/notifications', 'farmer@mitti.test');
    const investor = await get<NotificationsResponse>('/api/notifications', 'investor@mitti.test');
    const { investments: held } = await get<UserCampaignsResponse>(
      '/api/user-campaigns',
      'investor@mitti.test',
    );

    for (const bell of [farmer, investor]) {
      expect(bell.notifications.length).toBeGreaterThanOrEqual(3);
      expect(bell.unreadCount).toBeGreaterThanOrEqual(1);
      expect(bell.notifications.some((n) => n.read)).toBe(true);
      const dates = bell.notifications.map((n) => n.createdAt);
      expect([...dates].sort().reverse()).toEqual(dates);
    }
    expect(new Set(farmer.notifications.map((n) => n.type))).toEqual(
      new Set(['campaign', 'investment', 'refund']),
    );
    // A refund request leads to the dashboard's refund requests, an approval to the campaign's
    // page, an investment to the campaign open in Manage: each one of the farmer's own.
    const { campaigns: own } = await get<UserCampaignsResponse>(
      '/api/user-campaigns',
      'farmer@mitti.test',
    );
    const ownIds = own.map((campaign) => campaign._id);
    for (const { type, link } of farmer.notifications) {
      if (type === 'refund') {
        expect(link).toBe('/dashboard#refund-requests');
        continue;
      }
      const [, id] = /^(?:\/campaign\/|\/dashboard\?manage=)([\w-]+)$/.exec(link) ?? [];
      expect(link.startsWith('/campaign/')).toBe(type === 'campaign');
      expect(ownIds).toContain(id);
    }
    expect(farmer.notifications.find((n) => n.type === 'refund')).toMatchObject({
      title: 'Refund requested',
      body: 'Ananya Rao asked for a refund of ₹20,000 from "Residue-Free Table Grapes for Export".',
      read: false,
    });
    expect(new Set(investor.notifications.map((n) => n.type))).toEqual(
      new Set(['timeline', 'order']),
    );
    for (const { type, link } of investor.notifications) {
      if (type === 'order') {
        const id = /^\/shop\/orders\?order=([\w-]+)$/.exec(link)?.[1];
        expect(await getStatus(`/api/orders/${id}`, 'investor@mitti.test')).toBe(200);
        continue;
      }
      const [, , campaignId, investmentId] = link.split('/');
      expect(held.find((i) => i._id === investmentId)?.campaignId._id).toBe(campaignId);
    }
  });

  it("fills the operators' bell with the campaigns and the farmer waiting for review", async () => {
    const bell = await get<NotificationsResponse>('/api/notifications', 'admin@mitti.test');
    const { campaigns: queue } = await get<AdminCampaignsResponse>(
      '/api/admin/campaigns?status=pending',
      'admin@mitti.test',
    );
    const { requests } = await get<VerificationRequestsResponse>(
      '/api/admin/verification-requests',
      'admin@mitti.test',
    );
    const kavyas = requests.find((request) => request.user.name === 'Kavya Reddy');

    expect(bell.unreadCount).toBe(4);
    expect(
      bell.notifications
        .filter((n) => n.type === 'campaign')
        .map((n) => [n.title, n.body, n.link])
        .sort(),
    ).toEqual(
      queue
        .map((c) => [
          'Campaign to review',
          `${c.farmName} sent "${c.campaignTitle}" for review.`,
          `/admin?tab=campaigns&review=${c._id}`,
        ])
        .sort(),
    );
    expect(bell.notifications.filter((n) => n.type === 'verification')).toMatchObject([
      {
        title: 'Verification request',
        body: 'Kavya Reddy asks to be verified as a farmer.',
        link: `/admin?tab=verification&request=${kavyas!._id}`,
      },
    ]);
  });

  it('adds nothing again, even after the bell is read and the request decided', async () => {
    const admin = await login('admin@mitti.test');
    const { requests } = await get<VerificationRequestsResponse>(
      '/api/admin/verification-requests',
      'admin@mitti.test',
    );
    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/verification-requests/${requests[0]!._id}/approve`,
      headers: bearer(admin),
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: bearer(await login('investor@mitti.test')),
      payload: {},
    });
    const before = (await ctx.db.select().from(notifications)).length;

    await seedDemo(ctx.db, createLocalStorage(uploadsDir(ctx.config.dataDir)));

    expect(await ctx.db.select().from(notifications)).toHaveLength(before);
    expect((await ctx.db.select().from(verificationRequests)).map((r) => r.status)).toEqual([
      'approved',
    ]);
    const investor = await get<NotificationsResponse>('/api/notifications', 'investor@mitti.test');
    expect(investor.unreadCount).toBe(0);
  });
});
