/** DESIGN.md 11's targets (issue 20), as Lighthouse category scores out of 100. */
const TARGETS = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 };
export const CATEGORIES = Object.keys(TARGETS);
/** DESIGN.md 11's targets for three of the metrics behind performance: each at most this. */
const METRIC_TARGETS = { lcpMs: 2500, tbtMs: 200, cls: 0.1 };
const METRIC_LABELS = { lcpMs: 'LCP', tbtMs: 'TBT', cls: 'CLS' };
const formatMetric = {
  lcpMs: (ms) => `${(ms / 1000).toFixed(1)} s`,
  tbtMs: (ms) => `${Math.round(ms)} ms`,
  cls: (shift) => shift.toFixed(3),
};

const LABELS = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};
// Lighthouse's report shows an unweighted audit scoring under 0.9 as failed (or "to improve").
const PASS_SCORE = 0.9;
const SCORED_MODES = new Set(['binary', 'numeric', 'metricSavings']);
const MAX_CULPRITS = 10;

/**
 * One page's figures from a Lighthouse result: scores 0-100, LCP, TBT and CLS, the metrics over
 * target, and for each category under target the audits that failed there (performance counts as
 * under target when one of its metrics is, whatever its score). Throws when Lighthouse could not
 * score the page.
 */
export function summarize(page, lhr) {
  if (lhr.runtimeError) {
    throw new Error(
      `${page}: Lighthouse failed (${lhr.runtimeError.code}: ${lhr.runtimeError.message})`,
    );
  }
  const scores = {};
  for (const id of CATEGORIES) {
    const score = lhr.categories[id]?.score;
    if (typeof score !== 'number') {
      throw new Error(`${page}: Lighthouse gave no ${LABELS[id]} score`);
    }
    scores[id] = Math.round(score * 100);
  }
  const metrics = {
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
  };
  const metricsOver = Object.keys(METRIC_TARGETS).filter((id) => metrics[id] > METRIC_TARGETS[id]);
  const underTarget = CATEGORIES.filter(
    (id) => scores[id] < TARGETS[id] || (id === 'performance' && metricsOver.length > 0),
  );
  return {
    page,
    url: lhr.finalDisplayedUrl,
    scores,
    metrics,
    metricsOver,
    failing: Object.fromEntries(underTarget.map((id) => [id, failingAudits(lhr, id)])),
  };
}

/**
 * The audits that cost a category points (weighted, under a full score), most points lost first, then
 * the unweighted diagnostics Lighthouse shows as failed.
 */
function failingAudits(lhr, categoryId) {
  const refs = lhr.categories[categoryId].auditRefs.filter((ref) => ref.group !== 'hidden');
  const scored = (ref) =>
    SCORED_MODES.has(lhr.audits[ref.id].scoreDisplayMode) && lhr.audits[ref.id].score !== null;
  const lost = (ref) => ref.weight * (1 - lhr.audits[ref.id].score);
  const weighted = refs
    .filter((ref) => ref.weight > 0 && scored(ref) && lost(ref) > 0)
    .sort((a, b) => lost(b) - lost(a));
  const diagnostics = refs.filter(
    (ref) => ref.weight === 0 && scored(ref) && lhr.audits[ref.id].score < PASS_SCORE,
  );
  return [...weighted, ...diagnostics].map((ref) => {
    const audit = lhr.audits[ref.id];
    return {
      id: audit.id,
      title: audit.title,
      ...(audit.displayValue && { displayValue: audit.displayValue }),
      ...culprits(audit.details),
    };
  });
}

/**
 * What an audit's details point at: the selectors of its elements, or else the paths of its
 * resources (the origin is the bench's own port), each once.
 */
function culprits(details) {
  const selectors = new Set();
  const urls = new Set();
  const visit = (items) => {
    // A checklist's items are an object of named checks, not elements or resources.
    if (!Array.isArray(items)) return;
    for (const item of items) {
      if (item.node?.selector) selectors.add(item.node.selector);
      else if (/^https?:/.test(item.url)) urls.add(new URL(item.url).pathname);
      // A list's items are tables with items of their own (the LCP element, for one).
      visit(item.items);
    }
  };
  visit(details?.items);
  return { selectors: [...selectors], urls: [...urls] };
}

const scoreCell = (summary, id) =>
  summary.scores[id] < TARGETS[id] ? `${summary.scores[id]} ✗` : String(summary.scores[id]);
const metricCell = (summary, id) => {
  const value = formatMetric[id](summary.metrics[id]);
  return summary.metricsOver.includes(id) ? `${value} ✗` : value;
};

/** The Markdown table of every page's scores and metrics; each one under or over target is marked ✗. */
export function renderTable(summaries) {
  const metricIds = Object.keys(METRIC_TARGETS);
  const header = [
    'page',
    ...CATEGORIES.map((id) => LABELS[id]),
    ...metricIds.map((id) => METRIC_LABELS[id]),
  ];
  const rows = summaries.map((summary) => [
    `\`${summary.page}\``,
    ...CATEGORIES.map((id) => scoreCell(summary, id)),
    ...metricIds.map((id) => metricCell(summary, id)),
  ]);
  const widths = header.map((cell, column) =>
    Math.max(cell.length, 3, ...rows.map((row) => row[column].length)),
  );
  // Left-align the page column, right-align the figures.
  const align = (cell, column) =>
    column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column]);
  const line = (cells) => `| ${cells.map(align).join(' | ')} |`;
  const rule = line(
    widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)),
  );
  const targets = CATEGORIES.map(
    (id) => `${LABELS[id]} ${TARGETS[id] === 100 ? '100' : `≥ ${TARGETS[id]}`}`,
  ).join(', ');
  const limits = metricIds
    .map((id) => `${METRIC_LABELS[id]} ≤ ${formatMetric[id](METRIC_TARGETS[id])}`)
    .join(', ');
  return [
    line(header),
    rule,
    ...rows.map(line),
    '',
    `✗ under or over target (${targets}; ${limits}).`,
  ].join('\n');
}

/** For every page under target, the audits that failed in each such category, as Markdown. */
export function renderFailing(summaries) {
  const pages = summaries.filter((summary) => Object.keys(summary.failing).length > 0);
  if (pages.length === 0) return 'Every page meets every target.';
  return pages
    .map((summary) => {
      const categories = Object.entries(summary.failing).map(([id, audits]) => {
        const over =
          id === 'performance' && summary.metricsOver.length > 0
            ? `; over target: ${summary.metricsOver.map((metric) => METRIC_LABELS[metric]).join(', ')}`
            : '';
        const heading = `- ${LABELS[id]} ${summary.scores[id]} (target ${TARGETS[id]}${over}):`;
        return [heading, ...audits.map((audit) => `  - ${describe(audit)}`)].join('\n');
      });
      return [`### \`${summary.page}\``, '', ...categories].join('\n');
    })
    .join('\n\n');
}

function describe(audit) {
  const text = `\`${audit.id}\`: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`;
  const where = audit.selectors.length > 0 ? audit.selectors : audit.urls;
  if (where.length === 0) return text;
  const shown = where.slice(0, MAX_CULPRITS).map((culprit) => `\`${culprit}\``);
  const more = where.length - shown.length;
  return `${text}: ${shown.join(', ')}${more > 0 ? `, and ${more} more` : ''}`;
}
