// `pnpm --filter @mitti/api bench:listing`: the public listing at 100,000 campaigns on PostgreSQL.
// Fills a fresh database (dropped afterwards) on the server in DATABASE_URL (default: this machine's),
// then times GET /api/campaigns with every filter and sort through the real app and prints p50 / p95.
import { sql } from 'drizzle-orm';
import { createTestApp, newUser } from '../test/test-app';

const CAMPAIGNS = Number(process.env.BENCH_CAMPAIGNS ?? 100_000);
const RUNS = 40;
const WARMUP = 5;

const QUERIES: [label: string, query: string][] = [
  ['newest first, page 1', ''],
  ['newest first, page 50', 'page=50'],
  ['sort raisedAmount', 'sortBy=raisedAmount'],
  ['sort fundingProgress', 'sortBy=fundingProgress'],
  ['sort expectedReturn', 'sortBy=expectedReturn'],
  ['farmLocation "pune"', 'farmLocation=pune'],
  ['cropTypes "rice"', 'cropTypes=rice'],
  ['farmingMethods Biodynamic', 'farmingMethods=Biodynamic'],
  [
    'all three filters + progress sort',
    'farmLocation=nashik&cropTypes=grape&farmingMethods=Organic&sortBy=fundingProgress',
  ],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function main(): Promise<void> {
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  const context = await createTestApp();
  try {
    const farmer = await newUser(context.app);
    const started = performance.now();
    await context.db.execute(sql`
      INSERT INTO campaigns (user_id, campaign_title, story, farm_name, farm_location, farm_size_value,
        farm_size_unit, funding_goal_paise, min_investment_paise, raised_amount_paise, returns_type,
        returns_min, returns_max, returns_description, crop_types, farming_methods, start_date, end_date,
        fund_usage, impact_metrics, risk_factors, status, is_verified, created_at)
      SELECT ${farmer.user._id}::uuid, 'Campaign ' || n, 'A story.', 'Farm ' || n,
        (ARRAY['Pune, Maharashtra','Nashik, Maharashtra','Wayanad, Kerala','Ludhiana, Punjab','Jorhat, Assam'])[1 + n % 5] || ' ' || n,
        5, 'Acres', 10000000, 100000, (n * 7919) % 10000000, 'Percentage Range', 5 + n % 10, 15,
        'Yearly.',
        ARRAY[(ARRAY['Basmati Rice','Grapes','Black Pepper','Wheat','Tea'])[1 + n % 5], 'Crop ' || (n % 500)],
        ARRAY[(ARRAY['Organic','Sustainable','Permaculture','Biodynamic','Conventional'])[1 + n % 5]],
        DATE '2026-01-01', DATE '2027-12-31', '50% for seed. 50% for water.', 'Soil.', 'Weather.',
        (ARRAY['Active','Active','Active','Funded','Completed','Draft'])[1 + n % 6], n % 6 <> 5,
        now() - n * interval '1 minute'
      FROM generate_series(1, ${CAMPAIGNS}) AS n
    `);
    await context.db.execute(sql`ANALYZE campaigns`);
    console.log(
      `Inserted ${CAMPAIGNS} campaigns in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    console.log(`\n| query | total | p50 ms | p95 ms |\n|---|---|---|---|`);
    for (const [label, query] of QUERIES) {
      const times: number[] = [];
      let total = 0;
      for (let run = 0; run < WARMUP + RUNS; run += 1) {
        const start = performance.now();
        const response = await context.app.inject({ url: `/api/campaigns?${query}` });
        const elapsed = performance.now() - start;
        if (response.statusCode !== 200) throw new Error(`${label}: ${response.body}`);
        total = response.json<{ total: number }>().total;
        if (run >= WARMUP) times.push(elapsed);
      }
      times.sort((a, b) => a - b);
      console.log(
        `| ${label} | ${total} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} |`,
      );
    }
  } finally {
    await context.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
