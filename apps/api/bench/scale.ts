// `pnpm --filter @mitti/api bench:scale`: the API's reads at 100,000 campaigns, 1,000,000 investments
// and 10,000 items on PostgreSQL. Fills a fresh database (dropped afterwards) on the server in
// DATABASE_URL (default: this machine's), then times through the app: the listing with every filter
// and sort, GET /api/items (the whole catalogue and pages of it, searched and filtered), and the
// dashboard of a user with 1,000 investments.
// Prints p50 / p95 and EXPLAIN (ANALYZE) of each request's queries.
import { availableParallelism, loadavg } from 'node:os';
import { Client } from 'pg';
import type { QueryConfig } from 'pg';
import type { FastifyInstance } from 'fastify';
import { insertSession } from '../src/modules/auth/repository';
import { createTokenService } from '../src/modules/auth/tokens';
import { bearer, createTestApp, TEST_JWT_SECRET } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';
import { benchUserId, insertCampaigns, insertInvestments, insertItems } from './scale-data';
import { insertUsers, vacuumAnalyze } from './scale-data';

const CAMPAIGNS = Number(process.env.BENCH_CAMPAIGNS ?? 100_000);
const INVESTMENTS = Number(process.env.BENCH_INVESTMENTS ?? 1_000_000);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 10_000);
const USERS = 10_000;
const FARMERS = 1_000;
const DASHBOARD_INVESTMENTS = 1_000;
const RUNS = 100;
const WARMUP = 10;

const LISTINGS: [label: string, query: string][] = [
  ['newest first, page 1', ''],
  ['newest first, page 50', 'page=50'],
  ['oldest first', 'sortOrder=asc'],
  ['sort raisedAmount', 'sortBy=raisedAmount'],
  ['sort raisedAmount, ascending', 'sortBy=raisedAmount&sortOrder=asc'],
  ['sort fundingProgress', 'sortBy=fundingProgress'],
  ['sort fundingProgress, ascending', 'sortBy=fundingProgress&sortOrder=asc'],
  ['sort expectedReturn', 'sortBy=expectedReturn'],
  ['sort expectedReturn, ascending', 'sortBy=expectedReturn&sortOrder=asc'],
  ['farmLocation "pune"', 'farmLocation=pune'],
  ['farmLocation "maharashtra", by raised', 'farmLocation=maharashtra&sortBy=raisedAmount'],
  ['cropTypes "rice"', 'cropTypes=rice'],
  ['cropTypes "saffron", by progress', 'cropTypes=saffron&sortBy=fundingProgress'],
  ['farmingMethods Biodynamic', 'farmingMethods=Biodynamic'],
  ['farmingMethods Organic, by return', 'farmingMethods=Organic&sortBy=expectedReturn'],
  ['location + crop', 'farmLocation=kerala&cropTypes=pepper'],
  [
    'all three filters + progress sort',
    'farmLocation=nashik&cropTypes=grape&farmingMethods=Organic&sortBy=fundingProgress',
  ],
  ['three broad filters, page 3', 'farmLocation=a&cropTypes=a&farmingMethods=Organic&page=3'],
];

// Bench items are 'Product n' by brand 'Mitti' from 'Farm (n mod 500)', a quarter in each category.
const ITEM_PAGES: [label: string, query: string][] = [
  ['page 1', 'page=1&limit=24'],
  ['page 100', 'page=100&limit=24'],
  ['a search: 220 farms', 'search=farm%2042&limit=24'],
  ["a search: a category's name, 1 in 4", 'search=spice&limit=24'],
  ['a category', 'category=Spices&limit=24'],
  ['a category, page 40', 'category=Spices&page=40&limit=24'],
  ['search + category, page 3', 'search=product%201&category=Flours&page=3&limit=24'],
];

interface Timed {
  p50: number;
  p95: number;
  plans: Explained;
}

interface Explained {
  /** Per query: top node, execution time, scans. */
  lines: string[];
  /** Tables some query reads by a sequential scan. */
  seqScanned: string[];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** The plan's scans, in order: which index (or none) each table is read by. */
function scans(node: PlanNode): string[] {
  const own = node['Relation Name']
    ? [
        `${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : ''} (${node['Relation Name']})`,
      ]
    : [];
  return [...own, ...(node.Plans ?? []).flatMap(scans)];
}

/** The tables the plan reads by a sequential scan. */
function seqScans(node: PlanNode): string[] {
  const own =
    node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScans)];
}

/** Whether every table the request reads is read through an index; else the ones that are not. */
function indexUse({ seqScanned }: Explained): string {
  return seqScanned.length === 0 ? 'yes' : `no: seq scan of ${seqScanned.join(', ')}`;
}

/** Records the SQL the app sends while `during` runs (node-postgres: every query goes through here). */
async function capture(during: () => Promise<unknown>): Promise<QueryConfig[]> {
  const seen: QueryConfig[] = [];
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its client as `this`
  const original = Client.prototype.query;
  Client.prototype.query = function (this: Client, config: unknown, ...rest: unknown[]) {
    if (typeof config === 'object' && config !== null && 'text' in config) {
      const query = config as QueryConfig;
      seen.push({ text: query.text, values: query.values ?? (rest[0] as unknown[] | undefined) });
    }
    return (original as (...args: unknown[]) => unknown).call(this, config, ...rest);
  } as typeof original;
  try {
    await during();
  } finally {
    Client.prototype.query = original;
  }
  return seen;
}

async function explain(url: string, queries: QueryConfig[]): Promise<Explained> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const lines: string[] = [];
    const seqScanned = new Set<string>();
    for (const query of queries) {
      if (!/^\s*select/i.test(query.text)) continue;
      const { rows } = await client.query<{
        'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }];
      }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${query.text}`, query.values);
      const [plan] = rows[0]!['QUERY PLAN'];
      seqScans(plan.Plan).forEach((table) => seqScanned.add(table));
      lines.push(
        `${plan.Plan['Node Type']}, ${plan['Execution Time'].toFixed(1)} ms: ${scans(plan.Plan).join('; ')}`,
      );
    }
    return { lines, seqScanned: [...seqScanned] };
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  const shared = await createTestDatabase();
  const context = await createTestApp({}, { database: shared.database });
  const { db } = shared.database;
  async function time(
    app: FastifyInstance,
    url: string,
    headers: Record<string, string>,
  ): Promise<Timed> {
    const times: number[] = [];
    for (let run = 0; run < WARMUP + RUNS; run += 1) {
      const start = performance.now();
      const response = await app.inject({ url, headers });
      const elapsed = performance.now() - start;
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
      if (run >= WARMUP) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    const queries = await capture(() => app.inject({ url, headers }));
    return {
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      plans: await explain(shared.url!, queries),
    };
  }

  const ms = (value: number) => value.toFixed(1);
  const row = (label: string, timed: Timed) =>
    `| ${label} | ${ms(timed.p50)} | ${ms(timed.p95)} | ${timed.p95 < 20 ? 'yes' : 'NO'} | ${indexUse(timed.plans)} |`;
  const load = () =>
    `load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(', ')}`;
  const plans: string[] = [];
  try {
    let started = performance.now();
    const step = (what: string) => {
      console.log(`${what} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      started = performance.now();
    };
    await insertUsers(db, USERS);
    step(`Inserted ${USERS} users`);
    await insertCampaigns(db, CAMPAIGNS, FARMERS);
    step(`Inserted ${CAMPAIGNS} campaigns (2 visuals each)`);
    await insertInvestments(db, INVESTMENTS, USERS, DASHBOARD_INVESTMENTS);
    step(`Inserted ${INVESTMENTS} investments`);
    await insertItems(db, ITEMS);
    step(`Inserted ${ITEMS} items`);
    await vacuumAnalyze(db);
    step('VACUUM ANALYZE');

    console.log(`\nMeasuring at ${load()} (1, 5, 15 min; ${availableParallelism()} cores)`);
    console.log(
      `\nListing\n| query | p50 ms | p95 ms | p95 < 20 ms | index |\n|---|---|---|---|---|`,
    );
    for (const [label, query] of LISTINGS) {
      const timed = await time(context.app, `/api/campaigns?${query}`, {});
      console.log(row(label, timed));
      plans.push(`${label}:\n  ${timed.plans.lines.join('\n  ')}`);
    }

    const userId = await benchUserId(db, 0);
    const token = await createTokenService(TEST_JWT_SECRET).sign({
      userId,
      sessionId: await insertSession(db, userId, new Date()),
    });
    const { investments } = (
      await context.app.inject({ url: '/api/user-campaigns', headers: bearer(token) })
    ).json<{ campaigns: unknown[]; investments: { _id: string; campaignId: { _id: string } }[] }>();
    // A farm the user sees: 1 campaign in 6 is a Draft, which only its owner may open (404).
    let first: (typeof investments)[number] | undefined;
    for (const investment of investments) {
      const url = `/api/campaigns/${investment.campaignId._id}`;
      if ((await context.app.inject({ url, headers: bearer(token) })).statusCode === 200) {
        first = investment;
        break;
      }
    }
    const others: [string, string, Record<string, string>][] = [
      [`GET /api/items (${ITEMS} items, the whole catalogue)`, '/api/items', {}],
      ...ITEM_PAGES.map(([label, query]): [string, string, Record<string, string>] => [
        `GET /api/items?${query} (${label})`,
        `/api/items?${query}`,
        {},
      ]),
      [
        `GET /api/user-campaigns (${investments.length} investments)`,
        '/api/user-campaigns',
        bearer(token),
      ],
      [
        'GET /api/campaigns/:id (an invested farm)',
        `/api/campaigns/${first!.campaignId._id}`,
        bearer(token),
      ],
      [
        'GET /api/campaigns/:investmentId/investment-details',
        `/api/campaigns/${first!._id}/investment-details`,
        bearer(token),
      ],
      ['GET /api/campaigns/:id/timeline', `/api/campaigns/${first!.campaignId._id}/timeline`, {}],
    ];
    console.log(`\n| request | p50 ms | p95 ms | p95 < 20 ms | index |\n|---|---|---|---|---|`);
    for (const [label, url, headers] of others) {
      const timed = await time(context.app, url, headers);
      console.log(row(label, timed));
      plans.push(`${label}:\n  ${timed.plans.lines.join('\n  ')}`);
    }
    console.log(`\nMeasured; now at ${load()}`);
    console.log(`\nEXPLAIN (ANALYZE) of each request's queries (top node, time, scans):\n`);
    console.log(plans.join('\n'));
  } finally {
    await context.close();
    await shared.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
