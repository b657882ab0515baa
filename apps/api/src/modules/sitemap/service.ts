import type { Database } from '../../db/client';
import * as repo from './repository';

/** The pages of both apps that are the same for everyone and not about one campaign or product. */
const STATIC_PAGES = ['/', '/farms', '/about', '/how-it-works', '/contact', '/shop/'];

/**
 * What search engines should not crawl: the API, pages about the signed-in visitor, checkouts and
 * the pages opened from emailed links (their tokens belong to one person).
 */
const PRIVATE_PATHS = [
  '/api/',
  '/admin',
  '/dashboard',
  '/profile',
  '/create',
  '/invested-farm-details/',
  '/add-timeline-update/',
  '/campaign/*/invest',
  '/reset-password',
  '/confirm-email',
  '/dev/',
  '/shop/admin',
  '/shop/cart',
  '/shop/orders',
];

/**
 * Addresses in one part of the sitemap: sitemaps.org allows 50,000, and 10,000 keep a part near a
 * megabyte (6.3 MB took up to 760 ms to build at 50,000).
 */
const PART_SIZE = 10_000;
const NUMBERED_PART = /^(products|campaigns)-([1-9]\d{0,6})\.xml$/;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

function urlEntry(loc: string, lastmod?: Date): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeXml(loc)}</loc>${modified}</url>`;
}

function urlset(entries: string[]): string {
  return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</urlset>\n`;
}

/** 'campaigns-1.xml' … as many parts as `total` addresses fill. */
function numberedParts(kind: 'products' | 'campaigns', total: number, partSize: number): string[] {
  return Array.from({ length: Math.ceil(total / partSize) }, (_, i) => `${kind}-${i + 1}.xml`);
}

/**
 * /sitemap.xml, an index of the parts under /sitemaps/, and /robots.txt, with addresses from
 * PUBLIC_URL (no trailing slash). Parts list a stable order, so an address stays in its part.
 */
export function createSitemapService(db: Database, publicUrl: string, partSize = PART_SIZE) {
  return {
    /** The static pages' part, then the parts of the products on sale and of the public campaigns. */
    async index(): Promise<string> {
      const [products, campaigns] = await Promise.all([
        repo.countOnSaleItems(db),
        repo.countPublicCampaigns(db),
      ]);
      const parts = [
        'pages.xml',
        ...numberedParts('products', products, partSize),
        ...numberedParts('campaigns', campaigns, partSize),
      ];
      const entries = parts.map(
        (part) => `<sitemap><loc>${escapeXml(`${publicUrl}/sitemaps/${part}`)}</loc></sitemap>`,
      );
      return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
    },

    /** One part the index names; undefined for any other name or a part past the end. */
    async part(name: string): Promise<string | undefined> {
      if (name === 'pages.xml') {
        return urlset(STATIC_PAGES.map((page) => urlEntry(`${publicUrl}${page}`)));
      }
      const match = NUMBERED_PART.exec(name);
      if (!match) return undefined;
      const slice = { offset: (Number(match[2]) - 1) * partSize, limit: partSize };
      const entries =
        match[1] === 'products'
          ? (await repo.listOnSaleItemIds(db, slice)).map((id) =>
              urlEntry(`${publicUrl}/shop/itemInfo/${id}`),
            )
          : (await repo.listPublicCampaignDates(db, slice)).map(({ id, updatedAt }) =>
              urlEntry(`${publicUrl}/campaign/${id}`, updatedAt),
            );
      return entries.length > 0 ? urlset(entries) : undefined;
    },

    robots(): string {
      const disallowed = PRIVATE_PATHS.map((path) => `Disallow: ${path}`).join('\n');
      return `User-agent: *\nAllow: /\n${disallowed}\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
