// `pnpm bench:web`: Lighthouse in mobile mode on the built product (issue 7). Prints the scores of each
// page and the audits failing on pages under target, and writes them to results/.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import { auditPage } from './audit-page.js';
import { renderFailing, renderTable, summarize } from './report.js';
import { startServer } from './start-server.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const resultsDir = path.join(here, 'results');
const runs = Number(process.env.BENCH_RUNS ?? 1);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}

/** The pages to measure, with a real campaign and item from the demo data. */
async function pagesOf(url) {
  const { campaigns } = await getJson(`${url}/api/campaigns?limit=1`);
  const { response: items } = await getJson(`${url}/api/items`);
  if (!campaigns[0] || !items[0]) throw new Error('the demo data has no campaign or no item');
  return [
    { page: '/', path: '/', report: 'home' },
    { page: '/farms', path: '/farms', report: 'farms' },
    { page: '/campaign/:id', path: `/campaign/${campaigns[0]._id}`, report: 'campaign' },
    { page: '/shop/', path: '/shop/', report: 'shop' },
    { page: '/shop/itemInfo/:id', path: `/shop/itemInfo/${items[0]._id}`, report: 'shop-item' },
  ];
}

async function bench() {
  if (!Number.isInteger(runs) || runs < 1) throw new Error('BENCH_RUNS must be a whole number ≥ 1');
  if (!existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath} (set CHROME_PATH)`);
  console.error('Starting the built server on a fresh demo database...');
  const server = await startServer(root);
  let chrome;
  try {
    chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS });
    mkdirSync(resultsDir, { recursive: true });
    const summaries = [];
    let environment;
    for (const { page, path: pagePath, report } of await pagesOf(server.url)) {
      console.error(`Lighthouse: ${page} (${runs} run${runs === 1 ? '' : 's'})...`);
      const result = await auditPage(server.url + pagePath, { port: chrome.port, runs });
      summaries.push(summarize(page, result.lhr));
      writeFileSync(path.join(resultsDir, `${report}.report.html`), result.report);
      environment ??= {
        lighthouse: result.lhr.lighthouseVersion,
        browser: result.lhr.environment.hostUserAgent,
        benchmarkIndex: result.lhr.environment.benchmarkIndex,
      };
    }
    const date = new Date().toISOString().slice(0, 10);
    const markdown = [
      '## Scores',
      '',
      `${date}: Lighthouse ${environment.lighthouse}, mobile (Lighthouse's default simulated slow 4G ` +
        `and 4x CPU slowdown), ${runs === 1 ? 'one run' : `median of ${runs} runs`} per page; ` +
        `this machine's Lighthouse benchmark index ${Math.round(environment.benchmarkIndex)}.`,
      '',
      renderTable(summaries),
      '',
      '## Failing audits on pages under target',
      '',
      renderFailing(summaries),
      '',
    ].join('\n');
    console.log(`\n${markdown}`);
    writeFileSync(path.join(resultsDir, 'summary.md'), markdown);
    writeFileSync(
      path.join(resultsDir, 'summary.json'),
      `${JSON.stringify({ date, runs, environment, pages: summaries }, null, 2)}\n`,
    );
    console.error(
      `Written to ${path.relative(root, resultsDir)}/ (summary.md, summary.json, HTML reports).`,
    );
  } finally {
    chrome?.kill();
    await server.stop();
  }
}

bench().catch((error) => {
  console.error(`bench:web failed: ${error.message}`);
  process.exitCode = 1;
});
