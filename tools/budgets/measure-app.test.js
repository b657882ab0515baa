import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { breaches, measureApp } from './measure-app.js';

/** A built app whose entry preloads one chunk, plus a lazy chunk of the given size. */
function fakeDist({ entryBytes, lazyBytes }) {
  const dist = mkdtempSync(path.join(tmpdir(), 'budgets-'));
  mkdirSync(path.join(dist, 'assets'));
  // Random bytes do not compress, so their gzipped size is close to their size.
  writeFileSync(path.join(dist, 'assets', 'index-a1.js'), randomBytes(entryBytes));
  writeFileSync(path.join(dist, 'assets', 'vendor-b2.js'), 'export const a = 1;'.repeat(100));
  writeFileSync(path.join(dist, 'assets', 'route-c3.js'), 'x'.repeat(lazyBytes));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<script type="module" crossorigin src="/shop/assets/index-a1.js"></script>
     <link rel="modulepreload" crossorigin href="/shop/assets/vendor-b2.js">`,
  );
  return dist;
}

test('counts the entry and its preloads, not lazy chunks, gzipped', () => {
  const measured = measureApp(fakeDist({ entryBytes: 10_000, lazyBytes: 50_000 }));
  assert.deepEqual(
    measured.firstVisit.map((chunk) => chunk.file),
    ['index-a1.js', 'vendor-b2.js'],
  );
  assert.ok(measured.firstVisitGzipBytes > 10_000 && measured.firstVisitGzipBytes < 20_000);
  assert.equal(measured.chunks.length, 3);
});

test('passes an app within budget', () => {
  const measured = measureApp(fakeDist({ entryBytes: 10_000, lazyBytes: 50_000 }));
  assert.deepEqual(breaches('shop', measured, { firstVisitKb: 170 }), []);
});

test('fails a first visit over budget, naming the app and the size', () => {
  const measured = measureApp(fakeDist({ entryBytes: 200_000, lazyBytes: 50_000 }));
  const found = breaches('invest', measured, { firstVisitKb: 170 });
  assert.equal(found.length, 1);
  assert.match(
    found[0],
    /^invest: a first visit loads 2\d\d\.\d kB of gzipped JavaScript, over the 170 kB budget$/,
  );
});

test("fails any chunk over Vite's warning size, even a lazy one", () => {
  const measured = measureApp(fakeDist({ entryBytes: 1_000, lazyBytes: 500_001 }));
  assert.deepEqual(breaches('shop', measured, { firstVisitKb: 170 }), [
    "shop: route-c3.js is 500.0 kB, over Vite's 500 kB chunk warning size",
  ]);
});
