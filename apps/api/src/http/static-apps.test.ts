import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { solidPng } from '../db/solid-png';
import type { TestContext } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

let dir: string;
let ctx: TestContext;
const bigScript = `console.log(${JSON.stringify('mitti '.repeat(2000))});`;

function writeApp(name: string): string {
  const dist = path.join(dir, name, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>${name} app</title>`);
  writeFileSync(path.join(dist, 'assets', `${name}-x.js`), bigScript);
  writeFileSync(path.join(dist, 'assets', `${name}-logo.png`), solidPng(400, [60, 120, 60]));
  return dist;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'mitti-dists-'));
  const serveApps = { investDist: writeApp('invest'), shopDist: writeApp('shop') };
  ctx = await createTestApp({}, { serveApps });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });

describe('serving the built apps (production)', () => {
  it.each([
    ['/', 'invest'],
    ['/farms', 'invest'],
    ['/campaign/123/invest?x=1', 'invest'],
    ['/shop/', 'shop'],
    ['/shop/cart', 'shop'],
    ['/shop/itemInfo/42', 'shop'],
  ])('%s gets the %s index.html, revalidated by browsers', async (url, app) => {
    const res = await get(url);

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(`<title>${app} app</title>`);
    expect(res.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=10, stale-while-revalidate=60',
    );
  });

  it.each([
    ['/shop', '/shop/'],
    ['/shop?q=rice&category=Grains', '/shop/?q=rice&category=Grains'],
    ['/shop?next=//example.com', '/shop/?next=//example.com'],
  ])('redirects %s to %s, keeping the query', async (url, location) => {
    const res = await get(url);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(location);
  });

  it('revalidates index.html with a 304', async () => {
    for (const url of ['/', '/farms', '/shop/', '/shop/cart']) {
      const { etag } = (await get(url)).headers;
      const again = await get(url, { 'if-none-match': String(etag) });
      expect([url, again.statusCode, again.body]).toEqual([url, 304, '']);
    }
  });

  it.each([
    ['/assets/invest-x.js', 'br', brotliDecompressSync],
    ['/shop/assets/shop-x.js', 'br', brotliDecompressSync],
    ['/assets/invest-x.js', 'gzip', gunzipSync],
    ['/shop/assets/shop-x.js', 'gzip', gunzipSync],
  ])('serves %s as %s and cached for a year', async (url, encoding, decode) => {
    const res = await get(url, { 'accept-encoding': encoding });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(decode(res.rawPayload).toString()).toBe(bigScript);
  });

  it.each([['/assets/invest-logo.png'], ['/shop/assets/shop-logo.png']])(
    'serves the picture %s as it is, cached for a year',
    async (url) => {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });

      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    },
  );

  it('answers the API, uploads and missing files with JSON 404s', async () => {
    for (const url of [
      '/api/unknown',
      '/uploads/nothing.png',
      '/assets/missing.js',
      '/shop/favicon.ico',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    }
    const post = await ctx.app.inject({ method: 'POST', url: '/farms' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('sends /favicon.ico, which browsers ask for where a page names no icon, to the SVG', async () => {
    const res = await get('/favicon.ico');
    expect([res.statusCode, res.headers.location]).toEqual([301, '/favicon.svg']);
  });

  it('answers /robots.txt and /sitemap.xml itself, not with a page', async () => {
    const robots = await get('/robots.txt');
    const sitemap = await get('/sitemap.xml');

    expect([robots.statusCode, robots.headers['content-type']]).toEqual([
      200,
      'text/plain; charset=utf-8',
    ]);
    expect(robots.body).toMatch(/^User-agent: \*\n/);
    expect([sitemap.statusCode, sitemap.headers['content-type']]).toEqual([
      200,
      'application/xml; charset=utf-8',
    ]);
  });

  it('still answers the API', async () => {
    expect((await get('/api/health')).json()).toEqual({ status: 'ok' });
  });
});
