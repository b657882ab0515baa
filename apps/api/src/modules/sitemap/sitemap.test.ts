import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import { insertTestCampaign, setUser } from '../../../test/campaign-fixtures';
import { insertTestItem } from '../../../test/shop-fixtures';
import type { TestContext } from '../../../test/test-app';
import { createTestApp, newUser } from '../../../test/test-app';
import { createSitemapService } from './service';

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

const locations = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!);

async function getXml(url: string) {
  const res = await ctx.app.inject({ url });
  expect([url, res.statusCode, res.headers['content-type']]).toEqual([
    url,
    200,
    'application/xml; charset=utf-8',
  ]);
  expect(res.headers['cache-control']).toBe(SHARED);
  return res.body;
}

describe('GET /sitemap.xml', () => {
  it('indexes parts that list the public pages, public campaigns and products on sale', async () => {
    const index = await getXml('/sitemap.xml');

    expect(index).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const parts = locations(index);
    expect(parts).toEqual([
      `${SITE}/sitemaps/pages.xml`,
      `${SITE}/sitemaps/products-1.xml`,
      `${SITE}/sitemaps/campaigns-1.xml`,
    ]);
    const addresses: string[] = [];
    for (const part of parts) {
      const xml = await getXml(part.slice(SITE.length));
      expect(xml).toMatch(/<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
      addresses.push(...locations(xml));
    }
    expect(addresses.sort()).toEqual(
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
    expect(await getXml('/sitemaps/campaigns-1.xml')).toMatch(
      new RegExp(
        `<url><loc>${SITE}/campaign/${campaigns.active}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod></url>`,
      ),
    );
  });

  it('splits many addresses into parts, each address in one of them', async () => {
    const small = createSitemapService(ctx.db, SITE, 1);

    expect(locations(await small.index())).toEqual([
      `${SITE}/sitemaps/pages.xml`,
      `${SITE}/sitemaps/products-1.xml`,
      `${SITE}/sitemaps/campaigns-1.xml`,
      `${SITE}/sitemaps/campaigns-2.xml`,
    ]);
    const first = locations((await small.part('campaigns-1.xml'))!);
    const second = locations((await small.part('campaigns-2.xml'))!);
    expect([...first, ...second].sort()).toEqual(
      [`${SITE}/campaign/${campaigns.active}`, `${SITE}/campaign/${campaigns.funded}`].sort(),
    );
    expect(await small.part('campaigns-3.xml')).toBeUndefined();
  });

  it.each(['campaigns-3.xml', 'campaigns-0.xml', 'products-x.xml', 'users-1.xml', 'pages.xml.gz'])(
    'answers 404 for /sitemaps/%s, which the index does not name',
    async (part) => {
      const res = await ctx.app.inject({ url: `/sitemaps/${part}` });
      expect(res.statusCode).toBe(404);
    },
  );
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
