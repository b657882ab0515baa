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

/** sitemaps.org: at most 50,000 addresses in one sitemap. */
const MAX_URLS = 50_000;

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

/** /sitemap.xml and /robots.txt, with addresses from PUBLIC_URL (no trailing slash). */
export function createSitemapService(db: Database, publicUrl: string) {
  return {
    /** The static pages, then products on sale, then public campaigns while room is left. */
    async sitemap(): Promise<string> {
      const productIds = await repo.listOnSaleItemIds(db, MAX_URLS - STATIC_PAGES.length);
      const campaigns = await repo.listPublicCampaignDates(
        db,
        MAX_URLS - STATIC_PAGES.length - productIds.length,
      );
      const entries = [
        ...STATIC_PAGES.map((page) => urlEntry(`${publicUrl}${page}`)),
        ...productIds.map((id) => urlEntry(`${publicUrl}/shop/itemInfo/${id}`)),
        ...campaigns.map(({ id, updatedAt }) => urlEntry(`${publicUrl}/campaign/${id}`, updatedAt)),
      ];
      return (
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        `${entries.join('\n')}\n</urlset>\n`
      );
    },

    robots(): string {
      const disallowed = PRIVATE_PATHS.map((path) => `Disallow: ${path}`).join('\n');
      return `User-agent: *\nAllow: /\n${disallowed}\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
