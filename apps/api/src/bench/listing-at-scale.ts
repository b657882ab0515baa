// `pnpm --filter @mitti/api bench:listing`: the public listing at 100,000 campaigns on PostgreSQL.
// Fills a fresh database (dropped afterwards) on the server in DATABASE_URL (default: this machine's),
// then times GET /api/campaigns with every filter and sort through the real app and prints p50 / p95,
// once with the listing's totals cached (the usual case) and once with every request counting anew.
import { sql } from 'drizzle-orm';
import { createTestApp, newUser } from '../test/test-app';

const CAMPAIGNS = Number(process.env.BENCH_CAMPAIGNS ?? 100_000);
const RUNS = 40;
const WARMUP = 5;

const LISTS = {
  DISTRICTS: [
    'Pune, Maharashtra',
    'Nashik, Maharashtra',
    'Nagpur, Maharashtra',
    'Wayanad, Kerala',
    'Idukki, Kerala',
    'Ludhiana, Punjab',
    'Amritsar, Punjab',
    'Jorhat, Assam',
    'Dibrugarh, Assam',
    'Coorg, Karnataka',
    'Mandya, Karnataka',
    'Guntur, Andhra Pradesh',
    'Anand, Gujarat',
    'Kutch, Gujarat',
    'Dehradun, Uttarakhand',
    'Bardhaman, West Bengal',
    'Darjeeling, West Bengal',
    'Thanjavur, Tamil Nadu',
    'Erode, Tamil Nadu',
    'Indore, Madhya Pradesh',
    'Jaipur, Rajasthan',
    'Shimla, Himachal Pradesh',
    'Karnal, Haryana',
    'Cuttack, Odisha',
    'Ranchi, Jharkhand',
  ],
  CROPS: [
    'Basmati Rice',
    'Gobindobhog Rice',
    'Wheat',
    'Thompson Grapes',
    'Black Pepper',
    'Cardamom',
    'Assam Tea',
    'Darjeeling Tea',
    'Turmeric',
    'Ginger',
    'Alphonso Mango',
    'Banana',
    'Cotton',
    'Sugarcane',
    'Soybean',
    'Mustard',
    'Chickpea',
    'Pearl Millet',
    'Finger Millet',
    'Sorghum',
    'Coffee',
    'Apple',
    'Pomegranate',
    'Onion',
    'Tomato',
    'Potato',
    'Groundnut',
    'Coconut',
    'Cashew',
    'Jaggery Cane',
    'Red Chilli',
    'Cumin',
    'Coriander',
    'Saffron',
    'Lychee',
    'Jute',
    'Maize',
    'Lentil',
    'Sesame',
    'Areca Nut',
  ],
  METHODS: ['Organic', 'Sustainable', 'Permaculture', 'Biodynamic', 'Conventional'],
};

/** SQL picking an element of one of LISTS by the hash column `hash`. */
function pick(list: keyof typeof LISTS, hash: string): string {
  const values = LISTS[list].map((value) => `'${value.replaceAll("'", "''")}'`).join(',');
  return `(ARRAY[${values}])[1 + ${hash} % ${LISTS[list].length}]`;
}

const QUERIES: [label: string, query: string][] = [
  ['newest first, page 1', ''],
  ['newest first, page 50', 'page=50'],
  ['sort raisedAmount', 'sortBy=raisedAmount'],
  ['sort fundingProgress', 'sortBy=fundingProgress'],
  ['sort expectedReturn, ascending', 'sortBy=expectedReturn&sortOrder=asc'],
  ['farmLocation "pune"', 'farmLocation=pune'],
  ['farmLocation "maharashtra"', 'farmLocation=maharashtra'],
  ['cropTypes "rice"', 'cropTypes=rice'],
  ['cropTypes "saffron", by progress', 'cropTypes=saffron&sortBy=fundingProgress'],
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
  const time = async (query: string, beforeEach?: () => Promise<unknown>) => {
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < WARMUP + RUNS; run += 1) {
      await beforeEach?.();
      const start = performance.now();
      const response = await context.app.inject({ url: `/api/campaigns?${query}` });
      const elapsed = performance.now() - start;
      if (response.statusCode !== 200) throw new Error(`${query}: ${response.body}`);
      total = response.json<{ total: number }>().total;
      if (run >= WARMUP) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    return { total, p50: percentile(times, 50), p95: percentile(times, 95) };
  };
  try {
    const farmer = await newUser(context.app);
    const started = performance.now();
    // Districts, crops and methods are drawn independently (hashes of n), as real campaigns'
    // would be, so no filter is correlated with another by construction.
    await context.db.execute(sql`
      INSERT INTO campaigns (user_id, campaign_title, story, farm_name, farm_location, farm_size_value,
        farm_size_unit, funding_goal_paise, min_investment_paise, raised_amount_paise, returns_type,
        returns_min, returns_max, returns_description, crop_types, farming_methods, start_date, end_date,
        fund_usage, impact_metrics, risk_factors, status, is_verified, created_at)
      SELECT ${farmer.user._id}::uuid, 'Campaign ' || n, 'A story.', 'Farm ' || n,
        ${sql.raw(pick('DISTRICTS', 'h1'))},
        5, 'Acres', 10000000, 100000, (n * 7919) % 10000000, 'Percentage Range', 5 + n % 10, 15,
        'Yearly.',
        ARRAY[${sql.raw(pick('CROPS', 'h2'))}, ${sql.raw(pick('CROPS', 'h3'))}],
        ARRAY[${sql.raw(pick('METHODS', 'h4'))}],
        DATE '2026-01-01', DATE '2027-12-31', '50% for seed. 50% for water.', 'Soil.', 'Weather.',
        (ARRAY['Active','Active','Active','Funded','Completed','Draft'])[1 + h5 % 6], h5 % 6 <> 5,
        now() - n * interval '1 minute'
      FROM (
        SELECT n, hashint4(n) & 2147483647 AS h1, hashint4(n + 1000003) & 2147483647 AS h2,
          hashint4(n + 2000003) & 2147483647 AS h3, hashint4(n + 3000017) & 2147483647 AS h4,
          hashint4(n + 4000037) & 2147483647 AS h5
        FROM generate_series(1, ${CAMPAIGNS}) AS n
      ) AS generated
    `);
    // What autovacuum does soon after a bulk load: statistics and the visibility map.
    await context.db.execute(sql`VACUUM ANALYZE campaigns`);
    console.log(
      `Inserted ${CAMPAIGNS} campaigns in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const recount = () => context.db.execute(sql`UPDATE listing_state SET version = version + 1`);
    console.log(
      `\n| query | total | p50 ms | p95 ms | p50 ms, total recounted | p95 ms, total recounted |` +
        `\n|---|---|---|---|---|---|`,
    );
    for (const [label, query] of QUERIES) {
      const cached = await time(query);
      const counted = await time(query, recount);
      const ms = (value: number) => value.toFixed(1);
      console.log(
        `| ${label} | ${cached.total} | ${ms(cached.p50)} | ${ms(cached.p95)} | ${ms(counted.p50)} | ${ms(counted.p95)} |`,
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
