import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items, itemVariants, orderItems, orders } from '../../db/schema/shop';
import { isUuid } from '../../uuid';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;

export interface OrderRecord {
  order: OrderRow;
  items: OrderItemRow[];
}

/** One line as bought: name, unit price and weight copied from the catalogue when it was priced. */
export interface OrderLine {
  itemId: string;
  size: string;
  quantity: number;
  name: string;
  unitPricePaise: number;
  weight: number;
}

export interface CatalogueVariant {
  itemId: string;
  itemName: string;
  size: string;
  pricePaise: number;
  available: boolean;
  weight: number;
}

/**
 * The variants of these items, share-locked until the transaction ends: a price or stock change
 * waits for the order being priced on them, while other orders of the same variants go on.
 */
export async function lockVariants(db: Database, itemIds: string[]): Promise<CatalogueVariant[]> {
  const ids = itemIds.filter(isUuid);
  if (ids.length === 0) return [];
  return db
    .select({
      itemId: itemVariants.itemId,
      itemName: items.name,
      size: itemVariants.size,
      pricePaise: itemVariants.pricePaise,
      available: itemVariants.available,
      weight: itemVariants.weight,
    })
    .from(itemVariants)
    .innerJoin(items, eq(items.id, itemVariants.itemId))
    .where(inArray(itemVariants.itemId, ids))
    .for('share', { of: itemVariants });
}

export async function insertOrder(
  db: Database,
  values: NewOrderRow,
  lines: OrderLine[],
): Promise<OrderRecord> {
  const [order] = await db.insert(orders).values(values).returning();
  const rows = await db
    .insert(orderItems)
    .values(lines.map((line, position) => ({ ...line, orderId: order!.id, position })))
    .returning();
  return { order: order!, items: rows.sort((a, b) => a.position - b.position) };
}

/** The user's orders, newest first, with their lines. */
export async function listOrders(db: Database, userId: string): Promise<OrderRecord[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.position));
  return rows.map((order) => ({
    order,
    items: lines.filter((line) => line.orderId === order.id),
  }));
}
