// `pnpm check:budgets`: fails when a first visit to either built app loads more than 190 kB of gzipped
// JavaScript (entry plus its preloads), or when any chunk passes Vite's warning size. Run after a build.
// 190, not DESIGN.md's 170: React Router's data router (createBrowserRouter, the hydration of a
// server-rendered page, issue 20) is 18 kB of the first visit by itself (invest 167.0 kB with the
// plain BrowserRouter, 187.9 kB with it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { breaches, measureApp } from './measure-app.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FIRST_VISIT_KB = Number(process.env.BUDGET_FIRST_VISIT_KB ?? 190);
const APPS = { invest: 'apps/invest/dist', shop: 'apps/shop/dist' };

const found = [];
for (const [name, dist] of Object.entries(APPS)) {
  const measured = measureApp(path.join(root, dist));
  const largest = Math.max(...measured.chunks.map((chunk) => chunk.bytes));
  console.log(
    `${name}: first visit ${(measured.firstVisitGzipBytes / 1000).toFixed(1)} kB gzipped ` +
      `in ${measured.firstVisit.length} files (budget ${FIRST_VISIT_KB} kB); ` +
      `${measured.chunks.length} chunks, largest ${(largest / 1000).toFixed(1)} kB minified`,
  );
  found.push(...breaches(name, measured, { firstVisitKb: FIRST_VISIT_KB }));
}
if (found.length > 0) {
  console.error(`\nOver budget:\n- ${found.join('\n- ')}`);
  process.exit(1);
}
console.log('Within budget.');
