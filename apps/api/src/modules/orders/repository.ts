import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items, itemVariants, orderItems, orders } from '../../db/schema/shop';
import { users } from '../../db/schema/users';
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

async function attachLines<T extends { order: OrderRow }>(
  db: Database,
  rows: T[],
): Promise<(T & { items: OrderItemRow[] })[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.order.id),
      ),
    )
    .orderBy(asc(orderItems.position));
  return rows.map((row) => ({
    ...row,
    items: lines.filter((line) => line.orderId === row.order.id),
  }));
}

/** The user's orders, newest first, with their lines. */
export async function listOrders(db: Database, userId: string): Promise<OrderRecord[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return attachLines(
    db,
    rows.map((order) => ({ order })),
  );
}

/** An order with the shopper who placed it, as fulfilment sees it. */
export interface CustomerOrderRecord extends OrderRecord {
  customer: { id: string; name: string; email: string };
}

const customerColumns = { id: users.id, name: users.name, email: users.email };

/** A page of the orders in these statuses (every order when none are named), newest first. */
export async function listAllOrders(
  db: Database,
  statuses: readonly OrderRow['status'][] | undefined,
  { offset, limit }: { offset: number; limit: number },
): Promise<CustomerOrderRecord[]> {
  const rows = await db
    .select({ order: orders, customer: customerColumns })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(statuses ? inArray(orders.status, [...statuses]) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
  return attachLines(db, rows);
}

/**
 * How many orders are in each status. Counted on the orders alone: a shopper who has ordered is
 * kept by the orders' foreign key, so every order is a row of the list.
 */
export async function countOrdersByStatus(
  db: Database,
): Promise<Partial<Record<OrderRow['status'], number>>> {
  const rows = await db
    .select({ status: orders.status, total: count() })
    .from(orders)
    .groupBy(orders.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.total]));
}

export async function findCustomerOrder(
  db: Database,
  id: string,
): Promise<CustomerOrderRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await db
    .select({ order: orders, customer: customerColumns })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  const [record] = await attachLines(db, rows);
  return record;
}

/** Locks the order until the transaction ends: one status change at a time. */
export async function lockShopOrder(db: Database, id: string): Promise<OrderRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function updateOrder(
  db: Database,
  id: string,
  changes: Partial<Pick<OrderRow, 'status' | 'paymentStatus' | 'providerRefundId'>>,
): Promise<void> {
  await db
    .update(orders)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(orders.id, id));
}
