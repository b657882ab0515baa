// Set-based generators of benchmark data (INSERT … SELECT generate_series): 100,000 campaigns and
// 1,000,000 investments load in well under two minutes on two cores. Values are drawn from hashes of
// the row number, independently, so no filter is correlated with another by construction.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { users } from '../src/db/schema/users';

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
  CATEGORIES: ['Grains', 'Sweeteners', 'Flours', 'Spices'],
  SIZES: ['250g', '500g', '1kg'],
};

/** SQL picking an element of one of LISTS by the hash column `hash`. */
function pick(list: keyof typeof LISTS, hash: string) {
  const values = LISTS[list].map((value) => `'${value.replaceAll("'", "''")}'`).join(',');
  return sql.raw(`(ARRAY[${values}])[1 + ${hash} % ${LISTS[list].length}]`);
}

/** Users bench-user-0 … bench-user-(count-1)@example.com, all verified farmers, no password. */
export async function insertUsers(db: Database, count: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO users (email, name, phone, active, profile_picture_url)
    SELECT 'bench-user-' || k || '@example.com', 'Farmer ' || k, '98' || lpad(k::text, 8, '0'), 'true',
      '/uploads/profiles/bench-' || k || '.png'
    FROM generate_series(0, ${count - 1}) AS k
  `);
}

/** The id of bench-user-k. */
export async function benchUserId(db: Database, k: number): Promise<string> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, `bench-user-${k}@example.com`));
  return user!.id;
}

/** The bench users numbered 0…, joinable on k. */
const numberedUsers = sql`(
  SELECT id, (substring(email from 'bench-user-(\\d+)@'))::int AS k FROM users
  WHERE email LIKE 'bench-user-%'
)`;

/**
 * `count` campaigns owned round-robin by the first `farmers` bench users (bench-user-0 owns the
 * first), each with two visuals; 5 in 6 public (verified Active, Funded or Completed).
 */
export async function insertCampaigns(db: Database, count: number, farmers: number) {
  await db.execute(sql`
    INSERT INTO campaigns (user_id, campaign_title, story, farm_name, farm_location, farm_size_value,
      farm_size_unit, funding_goal_paise, min_investment_paise, raised_amount_paise, returns_type,
      returns_min, returns_max, returns_description, crop_types, farming_methods, start_date, end_date,
      fund_usage, impact_metrics, risk_factors, status, is_verified, created_at)
    SELECT farmer.id, 'Campaign ' || n,
      'We grow without chemicals on land our family has farmed for three generations.',
      'Farm ' || n, ${pick('DISTRICTS', 'h1')}, 5 + n % 20, 'Acres', 10000000, 100000,
      (n * 7919) % 10000000,
      CASE WHEN h6 % 4 = 0 THEN 'Fixed Multiple' ELSE 'Percentage Range' END,
      CASE WHEN h6 % 4 = 0 THEN 1.2 + (h6 % 5) / 10.0 ELSE 5 + n % 10 END,
      CASE WHEN h6 % 4 = 0 THEN NULL ELSE 15 END,
      'Paid yearly after harvest.',
      ARRAY[${pick('CROPS', 'h2')}, ${pick('CROPS', 'h3')}], ARRAY[${pick('METHODS', 'h4')}],
      DATE '2026-01-01', DATE '2027-12-31', '50% for seed. 50% for water.',
      'Healthier soil and less water.', 'Weather.',
      (ARRAY['Active','Active','Active','Funded','Completed','Draft'])[1 + h5 % 6], h5 % 6 <> 5,
      now() - n * interval '1 minute'
    FROM (
      SELECT n, hashint4(n) & 2147483647 AS h1, hashint4(n + 1000003) & 2147483647 AS h2,
        hashint4(n + 2000003) & 2147483647 AS h3, hashint4(n + 3000017) & 2147483647 AS h4,
        hashint4(n + 4000037) & 2147483647 AS h5, hashint4(n + 5000011) & 2147483647 AS h6
      FROM generate_series(0, ${count - 1}) AS n
    ) AS generated
    JOIN ${numberedUsers} AS farmer ON farmer.k = n % ${farmers}
  `);
  await db.execute(sql`
    INSERT INTO campaign_visuals (campaign_id, url, public_id, position)
    SELECT c.id, '/uploads/campaigns/bench-' || c.id || '-' || p || '.png',
      'campaigns/bench-' || c.id || '-' || p || '.png', p
    FROM campaigns c CROSS JOIN generate_series(0, 1) AS p
  `);
}

/**
 * `count` investments by the first `investors` bench users: bench-user-0 makes the first
 * `firstInvestorShare`, the others share the rest; 1 in 20 refunded, 1 in 100 with a refund request.
 */
export async function insertInvestments(
  db: Database,
  count: number,
  investors: number,
  firstInvestorShare: number,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO investments (user_id, campaign_id, amount_paise, units, provider_payment_id, status, date)
    SELECT investor.id, campaign.id, campaign.min_investment_paise * (1 + n % 5), 1 + n % 5,
      'pay_bench_' || n, CASE WHEN n % 20 = 0 THEN 'refunded' ELSE 'active' END,
      now() - n * interval '7 seconds'
    FROM (
      SELECT n, CASE WHEN n < ${firstInvestorShare} THEN 0
        ELSE 1 + (hashint4(n) & 2147483647) % ${investors - 1} END AS investor_k,
        (hashint4(n + 7000003) & 2147483647) AS campaign_hash
      FROM generate_series(0, ${count - 1}) AS n
    ) AS generated
    JOIN ${numberedUsers} AS investor ON investor.k = investor_k
    JOIN (SELECT id, min_investment_paise, (row_number() OVER (ORDER BY id)) - 1 AS k FROM campaigns)
      AS campaign ON campaign.k = campaign_hash % (SELECT count(*) FROM campaigns)
  `);
  await db.execute(sql`
    INSERT INTO refund_requests (investment_id, reason, status)
    SELECT id, 'Plans changed.', CASE WHEN status = 'refunded' THEN 'approved' ELSE 'open' END
    FROM investments WHERE provider_payment_id LIKE 'pay_bench_%'
      AND (substring(provider_payment_id from 11))::int % 100 IN (0, 1)
  `);
}

/** `count` catalogue items, each with two images and three sizes (the largest sometimes sold out). */
export async function insertItems(db: Database, count: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO items (name, brand, category, farm_name, is_organic, rating_avg, rating_count, tags,
      description, created_at)
    SELECT 'Product ' || n, 'Mitti', ${pick('CATEGORIES', 'h1')}, 'Farm ' || (n % 500),
      h2 % 3 <> 0, round(((h2 % 41) / 10.0)::numeric + 1, 1), h2 % 200, ARRAY['organic', 'farm-fresh'],
      'Grown and milled on the farm.', now() - n * interval '1 minute'
    FROM (
      SELECT n, hashint4(n) & 2147483647 AS h1, hashint4(n + 1000003) & 2147483647 AS h2
      FROM generate_series(0, ${count - 1}) AS n
    ) AS generated
  `);
  await db.execute(sql`
    INSERT INTO item_images (item_id, url, public_id, position)
    SELECT i.id, '/uploads/items/bench-' || i.id || '-' || p || '.png',
      'items/bench-' || i.id || '-' || p || '.png', p
    FROM items i CROSS JOIN generate_series(0, 1) AS p
  `);
  await db.execute(sql`
    INSERT INTO item_variants (item_id, position, size, price_paise, original_price_paise, stock,
      weight)
    SELECT i.id, p, (ARRAY${sql.raw(`['${LISTS.SIZES.join("','")}']`)})[p + 1], 9900 * (p + 1),
      CASE WHEN p = 2 THEN 9900 * 3 + 5000 END,
      CASE WHEN p = 2 AND right(i.name, 1) = '7' THEN 0 ELSE 40 END,
      0.25 * power(2, p)
    FROM items i CROSS JOIN generate_series(0, 2) AS p
  `);
}

/** What autovacuum does soon after a bulk load: statistics and the visibility map. */
export async function vacuumAnalyze(db: Database): Promise<void> {
  await db.execute(sql`VACUUM ANALYZE`);
}
