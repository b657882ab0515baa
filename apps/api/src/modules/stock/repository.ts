import { and, asc, count, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items, itemVariants } from '../../db/schema/shop';

/** A variant running low, with its product's name. */
export interface LowStockRow {
  id: string;
  itemId: string;
  itemName: string;
  size: string;
  sku: string | null;
  stock: number;
}

const runningLow = (threshold: number) =>
  and(lte(itemVariants.stock, threshold), isNull(items.archivedAt));

/**
 * One page of the variants of items on sale (not archived) with at most `threshold` on hand, fewest
 * first, then by product name and size; and how many there are in all.
 */
export async function listLowStock(
  db: Database,
  threshold: number,
  limit: number,
  offset: number,
): Promise<{ rows: LowStockRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: itemVariants.id,
        itemId: itemVariants.itemId,
        itemName: items.name,
        size: itemVariants.size,
        sku: itemVariants.sku,
        stock: itemVariants.stock,
      })
      .from(itemVariants)
      .innerJoin(items, eq(items.id, itemVariants.itemId))
      .where(runningLow(threshold))
      .orderBy(
        asc(itemVariants.stock),
        asc(items.name),
        asc(itemVariants.position),
        asc(itemVariants.id),
      )
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(itemVariants)
      .innerJoin(items, eq(items.id, itemVariants.itemId))
      .where(runningLow(threshold)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * Locks these variants until the transaction ends, in the order of their ids as orders lock them
 * (`lockVariants` of the orders repository), so a release of held items takes turns with orders.
 */
export async function lockVariantsById(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .select({ id: itemVariants.id })
    .from(itemVariants)
    .where(inArray(itemVariants.id, ids))
    .orderBy(asc(itemVariants.id))
    .for('no key update');
}

/** Puts items back on their variants' stock (lock them first). */
export async function putBackItems(
  db: Database,
  lines: { variantId: string; quantity: number }[],
): Promise<void> {
  for (const line of lines) {
    await db
      .update(itemVariants)
      .set({ stock: sql`${itemVariants.stock} + ${line.quantity}` })
      .where(eq(itemVariants.id, line.variantId));
  }
}
