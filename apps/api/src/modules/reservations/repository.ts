import { and, count, eq, gt, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaigns, paymentOrders } from '../../db/schema/invest';
import { reservations } from '../../db/schema/reservations';

/** How long a checkout holds what it is paying for. */
export const RESERVATION_MS = 15 * 60_000;

export type NewReservationRow = typeof reservations.$inferInsert;

/** A released or converted hold of shop items: what goes back on which variant. */
export interface HeldItems {
  variantId: string;
  quantity: number;
}

/** Which holds besides expired ones have lapsed for a checkout. */
export interface LapsedOptions {
  /**
   * A new checkout's payer: their earlier checkouts' holds count as lapsed too, as a new checkout
   * replaces one they left open (a reload, a closed tab) instead of waiting 15 minutes for it.
   */
  payerId?: string;
}

/** Expired by `now`, or (with a payer) held by one of that payer's payment orders. */
function lapsed(db: Database, now: Date, { payerId }: LapsedOptions) {
  return or(
    lte(reservations.expiresAt, now),
    payerId
      ? inArray(
          reservations.paymentOrderId,
          db
            .select({ id: paymentOrders.id })
            .from(paymentOrders)
            .where(eq(paymentOrders.userId, payerId)),
        )
      : undefined,
  );
}

export async function insertReservations(db: Database, rows: NewReservationRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(reservations).values(rows);
}

/**
 * Holds `units` more of the campaign if it is Active and they fit besides what is raised and held:
 * one conditional UPDATE, so the campaign row is locked only from here to the commit. False when
 * they do not fit (or the campaign stopped taking money); the caller's transaction then rolls back.
 */
export async function reserveUnits(
  db: Database,
  campaignId: string,
  units: number,
): Promise<boolean> {
  const rows = await db
    .update(campaigns)
    .set({ heldUnits: sql`${campaigns.heldUnits} + ${units}` })
    .where(
      and(
        eq(campaigns.id, campaignId),
        eq(campaigns.status, 'Active'),
        sql`${campaigns.raisedAmountPaise} + (${campaigns.heldUnits} + ${units}) * ${campaigns.minInvestmentPaise} <= ${campaigns.fundingGoalPaise}`,
      ),
    )
    .returning({ id: campaigns.id });
  return rows.length > 0;
}

/** Takes units whose holds ended (released) off the campaign's count of held units. */
export async function putBackUnits(db: Database, campaignId: string, units: number): Promise<void> {
  if (units === 0) return;
  await db
    .update(campaigns)
    .set({ heldUnits: sql`${campaigns.heldUnits} - ${units}` })
    .where(eq(campaigns.id, campaignId));
}

/**
 * Releases the campaign's holds that lapsed by `now` (see LapsedOptions; besides the payment order
 * given) and takes them off its count: an expired hold counts no more once a checkout or a payment
 * that needs its units comes by, whether or not the expiry job has. Answers how many units went back.
 */
export async function releaseLapsedUnits(
  db: Database,
  campaignId: string,
  now: Date,
  options: LapsedOptions & { exceptPaymentOrderId?: string } = {},
): Promise<number> {
  const rows = await db
    .update(reservations)
    .set({ status: 'released' })
    .where(
      and(
        eq(reservations.campaignId, campaignId),
        eq(reservations.status, 'held'),
        lapsed(db, now, options),
        options.exceptPaymentOrderId
          ? ne(reservations.paymentOrderId, options.exceptPaymentOrderId)
          : undefined,
      ),
    )
    .returning({ quantity: reservations.quantity });
  const units = rows.reduce((sum, row) => sum + row.quantity, 0);
  await putBackUnits(db, campaignId, units);
  return units;
}

/** The campaign units the payment order still holds (expired or not), its hold rows locked. */
export async function lockHeldUnits(db: Database, paymentOrderId: string): Promise<number> {
  const rows = await db
    .select({ quantity: reservations.quantity })
    .from(reservations)
    .where(
      and(
        eq(reservations.paymentOrderId, paymentOrderId),
        eq(reservations.status, 'held'),
        isNotNull(reservations.campaignId),
      ),
    )
    .for('update');
  return rows.reduce((sum, row) => sum + row.quantity, 0);
}

/** Items of each variant held by checkouts at `now` (their stock is already taken). */
export async function heldItems(
  db: Database,
  variantIds: string[],
  now: Date,
): Promise<Map<string, number>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select({
      variantId: reservations.variantId,
      quantity: sql<string>`sum(${reservations.quantity})`,
    })
    .from(reservations)
    .where(
      and(
        inArray(reservations.variantId, variantIds),
        eq(reservations.status, 'held'),
        gt(reservations.expiresAt, now),
      ),
    )
    .groupBy(reservations.variantId);
  return new Map(rows.map((row) => [row.variantId!, Number(row.quantity)]));
}

/** The variants whose items the payment order holds. */
export async function heldVariantIds(db: Database, paymentOrderId: string): Promise<string[]> {
  const rows = await db
    .select({ variantId: reservations.variantId })
    .from(reservations)
    .where(
      and(
        eq(reservations.paymentOrderId, paymentOrderId),
        eq(reservations.status, 'held'),
        isNotNull(reservations.variantId),
      ),
    );
  return rows.map((row) => row.variantId!);
}

/**
 * Ends the payment order's holds still held (only those expired by `expiredBy`, when given), as
 * converted (paid) or released. Conditional, so whoever ends a hold first is the only one to: the
 * shop items it answers are the ones to put back on stock (on a release), the campaign units the
 * ones to take off the campaign's count (putBackUnits, or with the payment they became).
 */
export async function endHolds(
  db: Database,
  paymentOrderId: string,
  status: 'converted' | 'released',
  expiredBy?: Date,
): Promise<{ campaignId: string | null; campaignUnits: number; items: HeldItems[] }> {
  const rows = await db
    .update(reservations)
    .set({ status })
    .where(
      and(
        eq(reservations.paymentOrderId, paymentOrderId),
        eq(reservations.status, 'held'),
        expiredBy ? lte(reservations.expiresAt, expiredBy) : undefined,
      ),
    )
    .returning({
      variantId: reservations.variantId,
      campaignId: reservations.campaignId,
      quantity: reservations.quantity,
    });
  return {
    campaignId: rows.find((row) => row.campaignId !== null)?.campaignId ?? null,
    campaignUnits: rows.reduce((sum, row) => sum + (row.campaignId ? row.quantity : 0), 0),
    items: rows.flatMap(({ variantId, quantity }) => (variantId ? [{ variantId, quantity }] : [])),
  };
}

/** Releases the lapsed holds of these variants (their checkouts' payment orders stay as they are). */
export async function releaseExpiredItems(
  db: Database,
  variantIds: string[],
  now: Date,
  options: LapsedOptions = {},
): Promise<HeldItems[]> {
  if (variantIds.length === 0) return [];
  const rows = await db
    .update(reservations)
    .set({ status: 'released' })
    .where(
      and(
        inArray(reservations.variantId, variantIds),
        eq(reservations.status, 'held'),
        lapsed(db, now, options),
      ),
    )
    .returning({ variantId: reservations.variantId, quantity: reservations.quantity });
  return rows.map((row) => ({ variantId: row.variantId!, quantity: row.quantity }));
}

/** Payment orders with a hold still held past its expiry, up to `limit`. */
export async function listExpiredHolders(
  db: Database,
  now: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ paymentOrderId: reservations.paymentOrderId })
    .from(reservations)
    .where(and(eq(reservations.status, 'held'), lte(reservations.expiresAt, now)))
    .limit(limit);
  return rows.map((row) => row.paymentOrderId);
}

/** Holds active at `now`: campaign units and shop items alike (the /metrics gauge). */
export async function countActiveReservations(db: Database, now: Date): Promise<number> {
  const [row] = await db
    .select({ held: count() })
    .from(reservations)
    .where(and(eq(reservations.status, 'held'), gt(reservations.expiresAt, now)));
  return row?.held ?? 0;
}
