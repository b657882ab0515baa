import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit';
import { campaigns, verificationRequests } from '../../db/schema/invest';
import { itemImages, items, orders } from '../../db/schema/shop';
import { users } from '../../db/schema/users';
import { insertTestCampaign, setUser } from '../../../test/campaign-fixtures';
import { notificationCount } from '../../../test/notifications';
import { insertTestItem, placeCashOrder } from '../../../test/shop-fixtures';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser } from '../../../test/test-app';

let ctx: TestContext;
let user: Awaited<ReturnType<typeof newUser>>;
let admin: Awaited<ReturnType<typeof newUser>>;
let campaignId: string;
let requestId: string;
let orderId: string;
let itemId: string;
let imageId: string;
/** The operator was told of the verification request below; a refused call tells no one more. */
let notificationsAtStart: number;

beforeAll(async () => {
  ctx = await createTestApp();
  user = await newUser(ctx.app, 'Ananya Rao');
  admin = await newUser(ctx.app, 'Meera Iyer');
  await setUser(ctx.db, admin.user._id, { role: 'admin' });
  campaignId = await insertTestCampaign(ctx.db, user.user._id, {
    status: 'Draft',
    isVerified: false,
  });
  await ctx.app.inject({
    method: 'POST',
    url: '/api/sending-request',
    headers: bearer(user.token),
  });
  const [request] = await ctx.db.select().from(verificationRequests);
  requestId = request!.id;
  itemId = await insertTestItem(ctx.db);
  const [image] = await ctx.db
    .select({ id: itemImages.id })
    .from(itemImages)
    .where(eq(itemImages.itemId, itemId));
  imageId = image!.id;
  orderId = (await placeCashOrder(ctx.app, user.token, itemId, '100 g'))._id;
  notificationsAtStart = await notificationCount(ctx.db);
});
afterAll(() => ctx.close());

/** A well-formed approval body: these routes refuse before comparing it. */
const REVIEWED = { updatedAt: '2026-01-05T08:00:00.000Z' };

const routes = (): [string, string, object?][] => [
  ['GET', '/api/admin/campaigns?status=all'],
  ['POST', `/api/admin/campaigns/${campaignId}/approve`, REVIEWED],
  ['POST', `/api/admin/campaigns/${campaignId}/reject`, { reason: 'Blurry photos.', ...REVIEWED }],
  ['GET', '/api/admin/verification-requests'],
  ['POST', `/api/admin/verification-requests/${requestId}/approve`],
  ['POST', `/api/admin/verification-requests/${requestId}/decline`, { reason: 'No papers.' }],
  ['GET', '/api/admin/refund-requests'],
  ['GET', '/api/admin/orders?status=to-ship&page=2&limit=5'],
  ['PATCH', `/api/admin/orders/${orderId}`, { orderStatus: 'Shipped' }],
  ['GET', '/api/admin/exports/orders.csv?from=2026-01-01&to=2026-12-31'],
  ['GET', '/api/admin/exports/investments.csv?from=2026-01-01&to=2026-12-31'],
  ['GET', '/api/admin/exports/refunds.csv?from=2026-01-01&to=2026-12-31'],
  ['GET', '/api/admin/exports/campaigns.csv?from=2026-01-01&to=2026-12-31'],
  ['GET', '/api/admin/stock/low'],
  ['GET', '/api/admin/products'],
  ['GET', `/api/admin/products/${itemId}`],
  ['POST', '/api/admin/products', { name: 'Nope' }],
  ['PUT', `/api/admin/products/${itemId}`, { name: 'Nope' }],
  ['DELETE', `/api/admin/products/${itemId}`],
  ['POST', `/api/admin/products/${itemId}/archive`],
  ['POST', `/api/admin/products/${itemId}/restore`],
  ['POST', `/api/admin/products/${itemId}/images`],
  ['PUT', `/api/admin/products/${itemId}/images/order`, { imageIds: [] }],
  ['DELETE', `/api/admin/products/${itemId}/images/${imageId}`],
  ['GET', '/api/admin/audit'],
  ['GET', '/api/admin/users?search=a'],
  ['GET', `/api/admin/users/${user.user._id}`],
  ['PUT', `/api/admin/users/${user.user._id}/role`, { role: 'admin' }],
  ['PUT', `/api/admin/users/${user.user._id}/verification`, { verified: true, reason: 'Ok.' }],
  ['PUT', `/api/admin/users/${user.user._id}/disabled`, { disabled: true, reason: 'Spam.' }],
];

function call([method, url, payload]: [string, string, object?], token?: string) {
  return ctx.app.inject({
    method: method as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
}

describe('admin routes', () => {
  it('refuse a visitor with 401 and a signed-in user who is not an admin with 403', async () => {
    for (const route of routes()) {
      const anonymous = await call(route);
      expect([route[1], anonymous.statusCode]).toEqual([route[1], 401]);
      expect(anonymous.json().code).toBe('UNAUTHORIZED');

      const normal = await call(route, user.token);
      expect([route[1], normal.statusCode]).toEqual([route[1], 403]);
      expect(normal.json()).toEqual({
        message: 'Only Mitti operators can do this.',
        code: 'FORBIDDEN',
      });
    }
    // Refused before the body or the query is read: a bad one is still 403 for a user.
    const noReason = await call(['POST', `/api/admin/campaigns/${campaignId}/reject`], user.token);
    expect(noReason.statusCode).toBe(403);
    const noRange = await call(['GET', '/api/admin/exports/orders.csv'], user.token);
    expect(noRange.statusCode).toBe(403);
    const tooLong = await call(['GET', '/api/admin/orders?limit=1000'], user.token);
    expect(tooLong.statusCode).toBe(403);

    const [campaign] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(campaign).toMatchObject({ status: 'Draft', isVerified: false, rejectionReason: null });
    const [request] = await ctx.db.select().from(verificationRequests);
    expect(request).toMatchObject({ status: 'open', reason: null, decidedAt: null });
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe('Processing');
    const [account] = await ctx.db.select().from(users).where(eq(users.id, user.user._id));
    expect(account).toMatchObject({ active: 'false', role: 'user', disabledAt: null });
    expect(await ctx.db.select().from(auditLog)).toEqual([]);
    expect(await notificationCount(ctx.db)).toBe(notificationsAtStart);
    const [item] = await ctx.db.select().from(items).where(eq(items.id, itemId));
    expect(item).toMatchObject({ name: 'Lakadong Turmeric Powder', archivedAt: null });
    expect(await ctx.db.select().from(itemImages).where(eq(itemImages.id, imageId))).toHaveLength(
      1,
    );
    expect(await ctx.db.select().from(auditLog)).toEqual([]);
  });

  it('let an admin through', async () => {
    for (const route of routes().filter(([method]) => method === 'GET')) {
      expect((await call(route, admin.token)).statusCode).toBe(200);
    }
  });

  it('answer 404 for unknown or malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      for (const route of [
        ['POST', `/api/admin/campaigns/${id}/approve`, REVIEWED],
        ['POST', `/api/admin/campaigns/${id}/reject`, { reason: 'x', ...REVIEWED }],
        ['POST', `/api/admin/verification-requests/${id}/approve`],
        ['POST', `/api/admin/verification-requests/${id}/decline`, { reason: 'x' }],
        ['PATCH', `/api/admin/orders/${id}`, { orderStatus: 'Shipped' }],
        ['GET', `/api/admin/products/${id}`],
        ['DELETE', `/api/admin/products/${id}`],
        ['POST', `/api/admin/products/${id}/archive`],
        ['POST', `/api/admin/products/${id}/restore`],
        ['PUT', `/api/admin/products/${id}/images/order`, { imageIds: [] }],
        ['DELETE', `/api/admin/products/${itemId}/images/${id}`],
        ['GET', `/api/admin/users/${id}`],
        ['PUT', `/api/admin/users/${id}/role`, { role: 'admin' }],
        ['PUT', `/api/admin/users/${id}/verification`, { verified: true, reason: 'Ok.' }],
        ['PUT', `/api/admin/users/${id}/disabled`, { disabled: true, reason: 'Spam.' }],
      ] as [string, string, object?][]) {
        const res = await call(route, admin.token);
        expect([route[1], res.statusCode]).toEqual([route[1], 404]);
      }
    }
  });
});
