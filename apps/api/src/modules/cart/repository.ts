import { MAX_CART_QUANTITY } from '@mitti/domain/constants';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oncePerDatabase } from '../../db/once-per-database';
import { cartLines, itemImages, items, itemVariants } from '../../db/schema/shop';
import { isUuid } from '../../uuid';

/** A cart line with what the cart shows of its item and variant as they are now. */
export interface CartLineRecord {
  id: string;
  itemId: string;
  size: string;
  quantity: number;
  name: string;
  farmName: string;
  category: string;
  image: string | null;
  pricePaise: number;
  originalPricePaise: number | null;
  stock: number;
  weight: number;
}

export interface LineKey {
  itemId: string;
  size: string;
}

export interface CartLine extends LineKey {
  quantity: number;
}

const lineOf = (userId: string, { itemId, size }: LineKey) =>
  and(eq(cartLines.userId, userId), eq(cartLines.itemId, itemId), eq(cartLines.size, size));

// Add to cart, its hot path: the lines answered after every change, and the upsert.
const cartStatements = oncePerDatabase((db) => ({
  lines: db
    .select({
      id: cartLines.id,
      itemId: cartLines.itemId,
      size: cartLines.size,
      quantity: cartLines.quantity,
      name: items.name,
      farmName: items.farmName,
      category: items.category,
      image: sql<
        string | null
      >`(select ${itemImages.url} from ${itemImages} where ${itemImages.itemId} = ${items.id} order by ${itemImages.position} limit 1)`,
      pricePaise: itemVariants.pricePaise,
      originalPricePaise: itemVariants.originalPricePaise,
      stock: itemVariants.stock,
      weight: itemVariants.weight,
    })
    .from(cartLines)
    .innerJoin(items, eq(items.id, cartLines.itemId))
    .innerJoin(
      itemVariants,
      and(eq(itemVariants.itemId, cartLines.itemId), eq(itemVariants.size, cartLines.size)),
    )
    .where(eq(cartLines.userId, sql.placeholder('userId')))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id))
    .prepare('cart_lines_of_user'),
  addOne: db
    .insert(cartLines)
    .values({
      userId: sql.placeholder('userId'),
      itemId: sql.placeholder('itemId'),
      size: sql.placeholder('size'),
      quantity: 1,
    })
    .onConflictDoUpdate({
      target: [cartLines.userId, cartLines.itemId, cartLines.size],
      set: { quantity: sql`${cartLines.quantity} + 1` },
      setWhere: sql`${cartLines.quantity} < least(${MAX_CART_QUANTITY}, ${sql.placeholder('stock')}::integer)`,
    })
    .returning({ id: cartLines.id })
    .prepare('cart_add_one'),
}));

/** The user's lines in the order they were added. */
export async function listCartLines(db: Database, userId: string): Promise<CartLineRecord[]> {
  return cartStatements(db).lines.execute({ userId });
}

/**
 * The user's lines, locked until the transaction ends: an order of them and a change of their
 * quantities take turns.
 */
export async function lockCartLines(db: Database, userId: string): Promise<CartLine[]> {
  return db
    .select({ itemId: cartLines.itemId, size: cartLines.size, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.userId, userId))
    .for('update');
}

/**
 * One unit of the variant, or one more of it; false when the line already holds the most allowed
 * or all of the `stock`.
 */
export async function addOneToCart(
  db: Database,
  userId: string,
  line: LineKey,
  stock: number,
): Promise<boolean> {
  const rows = await cartStatements(db).addOne.execute({ userId, ...line, stock });
  return rows.length > 0;
}

/**
 * The variant's line at `quantity`, made when the cart has none. A new line is stamped with the
 * clock, not the transaction's start, so lines made in one transaction keep the order they were made.
 */
export async function putCartLine(db: Database, userId: string, line: CartLine): Promise<void> {
  await db
    .insert(cartLines)
    .values({ userId, ...line, createdAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({
      target: [cartLines.userId, cartLines.itemId, cartLines.size],
      set: { quantity: line.quantity },
    });
}

export async function setLineQuantity(
  db: Database,
  userId: string,
  line: LineKey,
  quantity: number,
): Promise<void> {
  await db.update(cartLines).set({ quantity }).where(lineOf(userId, line));
}

export async function removeCartLines(
  db: Database,
  userId: string,
  lines: LineKey[],
): Promise<void> {
  const known = lines.filter((line) => isUuid(line.itemId));
  if (known.length === 0) return;
  await db.delete(cartLines).where(or(...known.map((line) => lineOf(userId, line))));
}

export async function clearCart(db: Database, userId: string): Promise<void> {
  await db.delete(cartLines).where(eq(cartLines.userId, userId));
}
