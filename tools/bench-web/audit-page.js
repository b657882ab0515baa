import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CATEGORIES } from './report.js';

/**
 * Runs Lighthouse `runs` times on a URL in the Chrome listening on `port`, with its default config:
 * mobile form factor and screen, simulated slow 4G and 4x CPU slowdown. Answers the median run
 * (Lighthouse's own choice: nearest the median FCP and TTI) with its HTML report.
 */
export async function auditPage(url, { port, runs }) {
  const results = [];
  for (let run = 1; run <= runs; run += 1) results.push(await auditOnce(url, port));
  if (results.length === 1) return results[0];
  const median = computeMedianRun(results.map((result) => result.lhr));
  return results.find((result) => result.lhr === median);
}

// A busy machine now and then loses the trace of a load (NO_NAVSTART): that run is taken again.
const ATTEMPTS = 3;

async function auditOnce(url, port) {
  let result;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    result = await lighthouse(url, {
      port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`${url}: Lighthouse gave no result`);
    if (!result.lhr.runtimeError) return result;
  }
  return result;
}
