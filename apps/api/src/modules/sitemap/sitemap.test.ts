import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import { insertTestCampaign, setUser } from '../../../test/campaign-fixtures';
import { insertTestItem } from '../../../test/shop-fixtures';
import type { TestContext } from '../../../test/test-app';
import { createTestApp, newUser } from '../../../test/test-app';

const SITE = 'http://localhost:3000';
const SHARED = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';

let ctx: TestContext;
const campaigns: Record<string, string> = {};
const products: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  const farmer = await newUser(ctx.app, 'Ramesh Patil');
  await setUser(ctx.db, farmer.user._id, { active: 'true' });
  const leaver = await newUser(ctx.app, 'Suresh Kale');
  await setUser(ctx.db, leaver.user._id, { active: 'true' });
  campaigns.active = await insertTestCampaign(ctx.db, farmer.user._id);
  campaigns.funded = await insertTestCampaign(ctx.db, farmer.user._id, { status: 'Funded' });
  campaigns.draft = await insertTestCampaign(ctx.db, farmer.user._id, {
    status: 'Draft',
    isVerified: false,
    approvedAt: null,
  });
  campaigns.cancelled = await insertTestCampaign(ctx.db, farmer.user._id, {
    status: 'Cancelled',
  });
  campaigns.disabledOwner = await insertTestCampaign(ctx.db, leaver.user._id);
  await ctx.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, leaver.user._id));
  products.onSale = await insertTestItem(ctx.db);
  products.archived = await insertTestItem(ctx.db, {
    name: 'Old Jaggery',
    archivedAt: new Date(),
  });
});
afterAll(() => ctx.close());

const locations = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);

describe('GET /sitemap.xml', () => {
  it('lists the public pages, public campaigns and products on sale, as XML anyone may cache', async () => {
    const res = await ctx.app.inject({ url: '/sitemap.xml' });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe(SHARED);
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locations(res.body).sort()).toEqual(
      [
        `${SITE}/`,
        `${SITE}/farms`,
        `${SITE}/about`,
        `${SITE}/how-it-works`,
        `${SITE}/contact`,
        `${SITE}/shop/`,
        `${SITE}/campaign/${campaigns.active}`,
        `${SITE}/campaign/${campaigns.funded}`,
        `${SITE}/shop/itemInfo/${products.onSale}`,
      ].sort(),
    );
  });

  it("gives a campaign's last change as its lastmod", async () => {
    const res = await ctx.app.inject({ url: '/sitemap.xml' });

    expect(res.body).toMatch(
      new RegExp(
        `<url><loc>${SITE}/campaign/${campaigns.active}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod></url>`,
      ),
    );
  });
});

describe('GET /robots.txt', () => {
  it('allows everything but the private areas and names the sitemap', async () => {
    const res = await ctx.app.inject({ url: '/robots.txt' });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe(SHARED);
    const lines = res.body.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of [
      '/api/',
      '/admin',
      '/dashboard',
      '/profile',
      '/create',
      '/shop/admin',
      '/shop/cart',
      '/shop/orders',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /campaign/');
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
