// What bench:api's write targets use up, inserted set-based before they run: buyers with a session
// each, one cart line per buyer (a cash order takes its line out of the cart) and, per buyer, an
// investment payment order with its 15-minute hold (a verification settles it once).
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';

/** The bench buyers numbered 0…, joinable on k. */
const numberedBuyers = sql`(
  SELECT id AS user_id, (substring(email from 'bench-buyer-(\\d+)@'))::int AS k FROM users
  WHERE email LIKE 'bench-buyer-%'
)`;

/** The rows a statement answers, on node-postgres (the bench runs on PostgreSQL only). */
async function select<T>(db: Database, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement);
  return (result as { rows: T[] }).rows;
}

export interface Buyer {
  userId: string;
  sessionId: string;
}

/** Buyers bench-buyer-0 … bench-buyer-(count-1)@example.com (email confirmed), one session each. */
export async function insertBuyers(db: Database, count: number): Promise<Buyer[]> {
  await db.execute(sql`
    INSERT INTO users (email, name, email_confirmed_at)
    SELECT 'bench-buyer-' || k || '@example.com', 'Buyer ' || k, now()
    FROM generate_series(0, ${count - 1}) AS k
  `);
  const rows = await select<{ user_id: string; session_id: string }>(
    db,
    sql`
    WITH buyer AS ${numberedBuyers}, opened AS (
      INSERT INTO sessions (user_id, created_at) SELECT user_id, now() FROM buyer
      RETURNING id, user_id
    )
    SELECT opened.user_id, opened.id AS session_id FROM opened
    JOIN buyer ON buyer.user_id = opened.user_id ORDER BY buyer.k
  `,
  );
  return rows.map((row) => ({ userId: row.user_id, sessionId: row.session_id }));
}

/** A line the cash-order target orders: buyer k's only cart line, at the catalogue's price. */
export interface PreparedLine {
  itemId: string;
  size: string;
  /** Rupees, as the checkout shows it. */
  price: number;
}

/**
 * Puts one unit of an item in each buyer's cart (buyer k: item k mod the catalogue, in id order, of
 * size `sizes[k / items mod sizes]`), so that consecutive buyers order different items, and gives
 * those variants stock for every order. Answers each buyer's line.
 */
export async function fillCarts(
  db: Database,
  buyers: Buyer[],
  sizes: string[],
): Promise<PreparedLine[]> {
  const rows = await select<{ item_id: string; size: string; price_paise: string }>(
    db,
    sql`
    WITH buyer AS ${numberedBuyers}, item AS (
      SELECT id, (row_number() OVER (ORDER BY id)) - 1 AS n, count(*) OVER () AS total FROM items
    ), line AS (
      SELECT buyer.k, buyer.user_id, item.id AS item_id,
        (${sql.raw(`ARRAY['${sizes.join("','")}']`)})[1 + (buyer.k / item.total) % ${sizes.length}] AS size
      FROM buyer JOIN item ON item.n = buyer.k % item.total
    ), added AS (
      INSERT INTO cart_lines (user_id, item_id, size, quantity)
      SELECT user_id, item_id, size, 1 FROM line
      -- The add-to-cart run may have put the line there already, as one.
      ON CONFLICT (user_id, item_id, size) DO NOTHING
    )
    SELECT line.item_id, line.size, v.price_paise FROM line
    JOIN item_variants v ON v.item_id = line.item_id AND v.size = line.size
    ORDER BY line.k
  `,
  );
  await db.execute(sql`
    UPDATE item_variants SET stock = ${buyers.length}
    WHERE size IN (${sql.join(
      sizes.map((size) => sql`${size}`),
      sql`, `,
    )})
  `);
  return rows.map((row) => ({
    itemId: row.item_id,
    size: row.size,
    price: Number(row.price_paise) / 100,
  }));
}

/**
 * `campaigns` public campaigns with room for every payment, and buyer k's payment order
 * `order_bench_<k>` of one ₹1,000 unit of campaign k mod `campaigns`, held for an hour as
 * create-order holds it (the campaign's count of held units included).
 */
export async function insertOpenPayments(
  db: Database,
  buyers: Buyer[],
  campaigns: number,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO campaigns (user_id, campaign_title, story, farm_name, farm_location, farm_size_value,
      farm_size_unit, funding_goal_paise, min_investment_paise, returns_type, returns_min,
      returns_description, start_date, end_date, fund_usage, impact_metrics, risk_factors, status,
      is_verified, approved_at)
    SELECT ${buyers[0]!.userId}, 'Launch ' || n, 'A story.', 'Launch Farm ' || n, 'Pune, Maharashtra',
      5, 'Acres', 100000000000, 100000, 'Percentage Range', 10, 'Paid yearly after harvest.',
      current_date - 1, current_date + 60, 'Seed.', 'Soil.', 'Weather.', 'Active', true, now()
    FROM generate_series(0, ${campaigns - 1}) AS n
  `);
  await db.execute(sql`
    WITH buyer AS ${numberedBuyers}, campaign AS (
      SELECT id, (row_number() OVER (ORDER BY id)) - 1 AS n FROM campaigns
      WHERE campaign_title LIKE 'Launch %'
    ), opened AS (
      INSERT INTO payment_orders (provider_order_id, purpose, amount_paise, user_id, campaign_id, units)
      SELECT 'order_bench_' || buyer.k, 'investment', 100000, buyer.user_id, campaign.id, 1
      FROM buyer JOIN campaign ON campaign.n = buyer.k % ${campaigns}
      RETURNING id, campaign_id
    )
    INSERT INTO reservations (payment_order_id, campaign_id, quantity, expires_at)
    SELECT id, campaign_id, 1, now() + interval '1 hour' FROM opened
  `);
  await db.execute(sql`
    UPDATE campaigns SET held_units = held.units
    FROM (SELECT campaign_id, count(*)::int AS units FROM reservations GROUP BY campaign_id) AS held
    WHERE campaigns.id = held.campaign_id
  `);
}
