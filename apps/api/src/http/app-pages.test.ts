import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestContext } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

let dir: string;
let ctx: TestContext;

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <!--app-head-->
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>
`;

// A stand-in for apps/invest/dist-server/entry-server.js (packages/auth/src/render-page.tsx): it
// asks the API for something through the fetch it is given, as the real one's loaders do.
const RENDERER = `
module.exports.render = async (request, { template, fetch }) => {
  const url = new URL(request.url);
  if (url.pathname === '/broken') throw new Error('cannot render');
  const health = await (await fetch('http://app/api/health')).json();
  const html = template
    .replace('<!--app-head-->', '<title>' + url.href + '</title>')
    .replace('<!--app-html-->', '<h1>Drawn ' + url.pathname + '</h1><p>api ' + health.status + '</p>');
  return new Response(html, {
    status: url.pathname === '/missing' ? 404 : 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
};
`;

function writeApp(name: string, renderer: boolean): string {
  const dist = path.join(dir, name, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE.replace('index-1', `${name}-1`));
  if (renderer) {
    mkdirSync(path.join(dir, name, 'dist-server'));
    writeFileSync(path.join(dir, name, 'dist-server', 'entry-server.js'), RENDERER);
  }
  return dist;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'mitti-pages-'));
  const serveApps = { investDist: writeApp('invest', true), shopDist: writeApp('shop', false) };
  ctx = await createTestApp({ publicUrl: 'https://mitti.example' }, { serveApps });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });

describe('pages rendered by the app', () => {
  it('answers with the page the app rendered at the public address, its data from the API', async () => {
    const res = await get('/farms?page=2');

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<title>https://mitti.example/farms?page=2</title>');
    expect(res.body).toContain('<div id="root"><h1>Drawn /farms</h1><p>api ok</p></div>');
  });

  it('lets a CDN keep a page a few seconds, and browsers revalidate it by its ETag', async () => {
    const res = await get('/about');
    expect(res.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=10, stale-while-revalidate=60',
    );
    const again = await get('/about', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('answers with the status the page has: 404 for an unknown address', async () => {
    const res = await get('/missing');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>Drawn /missing</h1>');
  });

  it('sends a page that fails to render as index.html, for the browser to draw', async () => {
    const res = await get('/broken');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(TEMPLATE.replace('index-1', 'invest-1'));
  });

  it('answers HEAD without rendering', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url: '/farms' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it('sends an app built without a server renderer as its index.html', async () => {
    const res = await get('/shop/itemInfo/42');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(TEMPLATE.replace('index-1', 'shop-1'));
  });
});
