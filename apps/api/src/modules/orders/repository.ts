import { and, asc, count, desc, eq, getTableColumns, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items, itemVariants, orderItems, orders } from '../../db/schema/shop';
import { users } from '../../db/schema/users';
import { isUuid } from '../../uuid';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** A line as read back: with its item's first photo, null when it has none or is gone. */
export type ShownOrderItemRow = OrderItemRow & { image?: string | null };

export interface OrderRecord {
  order: OrderRow;
  items: ShownOrderItemRow[];
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
  id: string;
  itemId: string;
  itemName: string;
  size: string;
  pricePaise: number;
  stock: number;
  weight: number;
}

/**
 * The variants of these items, locked until the transaction ends (in the order of their ids, so two
 * orders never deadlock): orders of the same variants, and a price or stock change, take
 * turns, and each reads the stock the one before left.
 */
export async function lockVariants(db: Database, itemIds: string[]): Promise<CatalogueVariant[]> {
  const ids = itemIds.filter(isUuid);
  if (ids.length === 0) return [];
  return db
    .select({
      id: itemVariants.id,
      itemId: itemVariants.itemId,
      itemName: items.name,
      size: itemVariants.size,
      pricePaise: itemVariants.pricePaise,
      stock: itemVariants.stock,
      weight: itemVariants.weight,
    })
    .from(itemVariants)
    .innerJoin(items, eq(items.id, itemVariants.itemId))
    .where(inArray(itemVariants.itemId, ids))
    .orderBy(asc(itemVariants.id))
    .for('no key update', { of: itemVariants });
}

/** A quantity of one variant, by its item and size. */
export interface StockLine {
  itemId: string;
  size: string;
  quantity: number;
}

/**
 * Takes the line's quantity from its variant's stock only if that many are on hand; false (and
 * nothing changed) otherwise.
 */
export async function takeStock(db: Database, line: StockLine): Promise<boolean> {
  if (!isUuid(line.itemId)) return false;
  const rows = await db
    .update(itemVariants)
    .set({ stock: sql`${itemVariants.stock} - ${line.quantity}` })
    .where(
      and(
        eq(itemVariants.itemId, line.itemId),
        eq(itemVariants.size, line.size),
        gte(itemVariants.stock, line.quantity),
      ),
    )
    .returning({ id: itemVariants.id });
  return rows.length > 0;
}

/**
 * Puts the lines' quantities back on their variants' stock; a line whose item or size has since left
 * the catalogue is skipped. Lock the variants first (lockVariants) to take turns with orders.
 */
export async function returnStock(db: Database, lines: StockLine[]): Promise<void> {
  for (const line of lines) {
    await db
      .update(itemVariants)
      .set({ stock: sql`${itemVariants.stock} + ${line.quantity}` })
      .where(and(eq(itemVariants.itemId, line.itemId), eq(itemVariants.size, line.size)));
  }
}

/** The lines of an order, as they were bought. */
export async function listOrderLines(db: Database, orderId: string): Promise<OrderItemRow[]> {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
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
): Promise<(T & { items: ShownOrderItemRow[] })[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      ...getTableColumns(orderItems),
      // Spelt out: Drizzle writes a column of a one-table select without its table, which inside
      // the subquery would name item_images' own item_id.
      image: sql<string | null>`(
        select url from item_images where item_images.item_id = order_items.item_id
        order by position limit 1
      )`,
    })
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

/**
 * A page of the user's orders, newest first (read in the order of orders_user_id_idx), with the
 * lines of those orders only.
 */
export async function listOrderPage(
  db: Database,
  userId: string,
  { offset, limit }: { offset: number; limit: number },
): Promise<OrderRecord[]> {
  const rows = await db
    .select({ order: orders })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
  return attachLines(db, rows);
}

/** One of the user's orders with its lines; undefined when it is not theirs or does not exist. */
export async function findUserOrder(
  db: Database,
  userId: string,
  id: string,
): Promise<OrderRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await db
    .select({ order: orders })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));
  const [record] = await attachLines(db, rows);
  return record;
}

export async function countOrders(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(orders).where(eq(orders.userId, userId));
  return row?.total ?? 0;
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
