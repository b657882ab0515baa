import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestContext } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { MAX_RENDERS_AT_ONCE, RENDER_TIMEOUT_MS } from './server-pages';

let dir: string;
let ctx: TestContext;

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>invest app</title>
    <script type="module" crossorigin src="/assets/boot-1.js" data-entry="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/index-1.js">
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
  </head>
  <body>
    <div id="root">
      <div class="boot-loader" role="status"><p>Germinating...</p></div>
      <style>.boot-loader { display: flex; }</style>
    </div>
  </body>
</html>
`;

// A stand-in for apps/invest/dist-server/entry-server.js: it asks the API for something through the
// fetch it is given, as the real one asks for a page's data.
const RENDERER = `
let renders = 0;
module.exports.render = async (request) => {
  const pathname = new URL(request.url, 'http://app').pathname;
  if (pathname === '/dashboard') return null;
  if (pathname === '/broken') throw new Error('cannot render');
  if (pathname === '/slow' || pathname === '/held') return new Promise((resolve) => globalThis.renderWaits(resolve));
  const health = await (await request.fetch('http://app/api/health')).json();
  renders += 1;
  return {
    complete: pathname !== '/incomplete',
    status: pathname === '/missing' ? 404 : 200,
    title: 'Our Farms <&> Mitti',
    html: pathname === '/kept' || pathname === '/incomplete'
      ? '<p>render ' + renders + '</p>'
      : '<h1>Drawn ' + pathname + '</h1><p>api ' + health.status + '</p>',
    styles: '<style data-emotion="css abc">.css-abc{color:green}</style>',
    dataScript: '<script type="application/json" id="page-data">{"queries":{}}</script>',
  };
};
`;

// Renders of /slow and /held wait here until the test lets them go.
const waiting: ((page: null) => void)[] = [];
let onWaiting = () => {};
(globalThis as { renderWaits?: (release: (page: null) => void) => void }).renderWaits = (
  release,
) => {
  waiting.push(release);
  onWaiting();
};

/** Resolves once `count` renders are waiting to be let go. */
function rendersWaiting(count: number): Promise<void> {
  return new Promise((resolve) => {
    onWaiting = () => {
      if (waiting.length >= count) resolve();
    };
    onWaiting();
  });
}

const releaseRenders = () => waiting.splice(0).forEach((release) => release(null));

function writeApp(name: string, renderer: boolean): string {
  const dist = path.join(dir, name, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE.replace('invest app', `${name} app`));
  if (renderer) {
    mkdirSync(path.join(dir, name, 'dist-server'));
    writeFileSync(path.join(dir, name, 'dist-server', 'entry-server.js'), RENDERER);
  }
  return dist;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'mitti-pages-'));
  const serveApps = { investDist: writeApp('invest', true), shopDist: writeApp('shop', false) };
  ctx = await createTestApp({}, { serveApps });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });

describe('pages rendered on the server', () => {
  it('puts the rendered page, its CSS, data and title into index.html', async () => {
    const res = await get('/farms?page=2');

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain(
      '<div id="root"><h1>Drawn /farms</h1><p>api ok</p></div>' +
        '<script type="application/json" id="page-data">{"queries":{}}</script>',
    );
    expect(html).not.toContain('Germinating...');
    expect(html).toContain('<title>Our Farms &#60;&#38;&#62; Mitti</title>');
    expect(html).toContain('<style data-emotion="css abc">.css-abc{color:green}</style></head>');
  });

  it('lets the page paint before the app loads: no preloads, the boot script at low priority', async () => {
    const { body } = await get('/');

    expect(body).toContain('<h1>Drawn /</h1>');
    expect(body).not.toContain('modulepreload');
    expect(body).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/boot-1.js" data-entry="/assets/index-1.js">',
    );
  });

  it('answers with the status the page has: 404 for an unknown address', async () => {
    const res = await get('/missing');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>Drawn /missing</h1>');
  });

  it.each([
    ['a page about the visitor', '/dashboard'],
    ['a page that fails to render', '/broken'],
  ])('sends %s as the plain app shell', async (_case, url) => {
    const res = await get(url);

    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(TEMPLATE);
  });

  it('sends the plain shell when rendering takes too long', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const answer = get('/slow');
      await rendersWaiting(1);
      await jest.advanceTimersByTimeAsync(RENDER_TIMEOUT_MS);
      const res = await answer;

      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(TEMPLATE);
    } finally {
      jest.useRealTimers();
      releaseRenders();
    }
  });

  it('sends the plain shell while too many pages are rendering, and draws pages again after', async () => {
    const held = Array.from({ length: MAX_RENDERS_AT_ONCE }, (_, n) => get(`/held?${n}`));
    try {
      await rendersWaiting(MAX_RENDERS_AT_ONCE);
      expect((await get('/farms?busy')).body).toBe(TEMPLATE);
    } finally {
      releaseRenders();
    }
    await Promise.all(held);
    expect((await get('/farms?free')).body).toContain('<h1>Drawn /farms</h1>');
  });

  it('answers HEAD without rendering', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url: '/farms' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it('keeps a rendered page until the data behind it changes, on any instance', async () => {
    const render = async () => /render \d+/.exec((await get('/kept')).body)?.[0];
    const first = await render();
    expect(await render()).toBe(first);

    // What the campaigns' triggers announce after a committed write; the next read hears it first.
    await ctx.db.execute(sql`SELECT pg_notify('mitti_changes', 'campaigns')`);
    expect(await render()).not.toBe(first);
  });

  it('does not keep a page some of whose data was missing', async () => {
    const render = async () => /render \d+/.exec((await get('/incomplete')).body)?.[0];
    expect(await render()).not.toBe(await render());
  });

  it('sends an app built without a server renderer as its shell', async () => {
    const res = await get('/shop/itemInfo/42');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(TEMPLATE.replace('invest app', 'shop app'));
  });
});
