import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderFailing, renderTable, summarize } from './report.js';

const audit = (id, score, extra = {}) => ({
  id,
  title: `${id} title`,
  score,
  scoreDisplayMode: 'binary',
  ...extra,
});
const metric = (id, score, numericValue) =>
  audit(id, score, { scoreDisplayMode: 'numeric', numericValue, displayValue: `${numericValue}` });

/** A made-up Lighthouse result: fast but for TBT (unless its score is 1), one accessibility failure on two elements. */
function fakeLhr({ tbtScore = 0.5 } = {}) {
  const audits = {
    'largest-contentful-paint': metric('largest-contentful-paint', 1, 1200),
    'total-blocking-time': metric('total-blocking-time', tbtScore, tbtScore === 1 ? 150 : 640),
    'cumulative-layout-shift': metric('cumulative-layout-shift', 0.95, 0.0412),
    'unused-javascript': audit('unused-javascript', 0.5, {
      scoreDisplayMode: 'metricSavings',
      details: { items: [{ url: 'http://127.0.0.1:4000/assets/index-a1.js' }] },
    }),
    'color-contrast': audit('color-contrast', 0, {
      details: {
        items: [{ node: { selector: 'main > p.hint' } }, { node: { selector: 'footer > a' } }],
      },
    }),
    'image-alt': audit('image-alt', 1),
    'font-size': audit('font-size', null, { scoreDisplayMode: 'notApplicable' }),
  };
  const ref = (id, weight, group) => ({ id, weight, group });
  return {
    finalDisplayedUrl: 'http://127.0.0.1:4000/farms',
    audits,
    categories: {
      performance: {
        score: tbtScore === 1 ? 0.99 : 0.71,
        auditRefs: [
          ref('largest-contentful-paint', 25, 'metrics'),
          ref('total-blocking-time', 30, 'metrics'),
          ref('cumulative-layout-shift', 25, 'metrics'),
          ref('unused-javascript', 0, 'diagnostics'),
        ],
      },
      accessibility: {
        score: 0.93,
        auditRefs: [ref('color-contrast', 7), ref('image-alt', 10), ref('font-size', 0)],
      },
      'best-practices': { score: 1, auditRefs: [] },
      seo: { score: 1, auditRefs: [] },
    },
  };
}

test('scores out of 100 with the metrics, and lists what fails in categories under target only', () => {
  const summary = summarize('/farms', fakeLhr());
  assert.deepEqual(summary.scores, {
    performance: 71,
    accessibility: 93,
    'best-practices': 100,
    seo: 100,
  });
  assert.deepEqual(summary.metrics, { lcpMs: 1200, tbtMs: 640, cls: 0.0412 });
  assert.deepEqual(summary.metricsOver, ['tbtMs']);
  assert.deepEqual(Object.keys(summary.failing), ['performance', 'accessibility']);
  // Most points lost first (TBT: 30 x 0.5, CLS: 25 x 0.05), then the diagnostics under 0.9.
  assert.deepEqual(
    summary.failing.performance.map((failed) => failed.id),
    ['total-blocking-time', 'cumulative-layout-shift', 'unused-javascript'],
  );
  assert.deepEqual(summary.failing.performance[2].urls, ['/assets/index-a1.js']);
  assert.deepEqual(summary.failing.accessibility, [
    {
      id: 'color-contrast',
      title: 'color-contrast title',
      selectors: ['main > p.hint', 'footer > a'],
      urls: [],
    },
  ]);
});

test('throws when Lighthouse could not measure the page', () => {
  const lhr = { ...fakeLhr(), runtimeError: { code: 'NO_FCP', message: 'The page did not paint' } };
  assert.throws(() => summarize('/shop/', lhr), /\/shop\/: Lighthouse failed \(NO_FCP/);
  const unscored = fakeLhr();
  unscored.categories.seo.score = null;
  assert.throws(() => summarize('/shop/', unscored), /no SEO score/);
});

test('marks the scores under target and the metrics over target in the table', () => {
  const table = renderTable([summarize('/farms', fakeLhr())]);
  const row = table.split('\n').find((line) => line.startsWith('| `/farms`'));
  assert.deepEqual(
    row.split('|').map((cell) => cell.trim()),
    ['', '`/farms`', '71 ✗', '93 ✗', '100', '100', '1.2 s', '640 ms ✗', '0.041', ''],
  );
  assert.match(table, /LCP ≤ 2\.5 s, TBT ≤ 200 ms, CLS ≤ 0\.100\)\.$/);
});

test('lists the performance audits of a page scoring 90 or more whose LCP is over 2.5 s', () => {
  const lhr = fakeLhr({ tbtScore: 1 });
  lhr.audits['largest-contentful-paint'] = metric('largest-contentful-paint', 0.8, 2700);
  lhr.categories.accessibility.score = 1;
  const summary = summarize('/shop/', lhr);
  assert.equal(summary.scores.performance, 99);
  assert.deepEqual(summary.metricsOver, ['lcpMs']);
  const row = renderTable([summary])
    .split('\n')
    .find((line) => line.startsWith('| `/shop/`'));
  assert.deepEqual(
    row.split('|').map((cell) => cell.trim()),
    ['', '`/shop/`', '99', '100', '100', '100', '2.7 s ✗', '150 ms', '0.041', ''],
  );
  const failing = renderFailing([summary]);
  assert.match(failing, /- performance 99 \(target 90; over target: LCP\):/);
  assert.match(failing, /`largest-contentful-paint`: largest-contentful-paint title \(2700\)/);
});

test('names each failing audit with its elements, and says when every page meets its targets', () => {
  const failing = renderFailing([summarize('/farms', fakeLhr())]);
  assert.match(failing, /### `\/farms`/);
  assert.match(failing, /- accessibility 93 \(target 100\):/);
  assert.match(failing, /`color-contrast`: color-contrast title: `main > p.hint`, `footer > a`/);
  const passing = fakeLhr({ tbtScore: 1 });
  passing.categories.accessibility.score = 1;
  assert.equal(renderFailing([summarize('/', passing)]), 'Every page meets every target.');
});

test("names the elements of an insight whose list holds a checklist (Lighthouse 13's LCP discovery)", () => {
  const lhr = fakeLhr();
  lhr.audits['lcp-discovery-insight'] = audit('lcp-discovery-insight', 0, {
    scoreDisplayMode: 'metricSavings',
    details: {
      type: 'list',
      items: [
        { type: 'checklist', items: { eagerlyLoaded: { label: 'not lazy', value: false } } },
        { type: 'node', node: { selector: 'main img.hero' } },
      ],
    },
  });
  lhr.categories.performance.auditRefs.push({ id: 'lcp-discovery-insight', weight: 0 });
  const failed = summarize('/shop/', lhr).failing.performance.find(
    (audit) => audit.id === 'lcp-discovery-insight',
  );
  assert.deepEqual(failed.selectors, ['main img.hero']);
});
