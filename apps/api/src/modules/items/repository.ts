import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oncePerDatabase } from '../../db/once-per-database';
import { itemImages, items, itemVariants, orderItems, orders, reviews } from '../../db/schema/shop';
import { users } from '../../db/schema/users';
import { isUuid } from '../../uuid';
import { containsPattern } from '../campaigns/repository';

const FIELD_SEPARATOR = '\u001f';

export type ItemRow = typeof items.$inferSelect;
export type NewItemRow = typeof items.$inferInsert;
export type ImageRow = typeof itemImages.$inferSelect;
export type VariantRow = typeof itemVariants.$inferSelect;
export type NewImage = Pick<ImageRow, 'url' | 'publicId'>;
export type NewVariant = Omit<typeof itemVariants.$inferInsert, 'id' | 'itemId' | 'position'>;
/** A size of an item as its answers show it. */
export type ItemVariant = Omit<VariantRow, 'itemId' | 'position'>;

/** A review with its author's account id and name. */
export interface ReviewRecord {
  id: string;
  userId: string;
  username: string;
  rating: number;
  comment: string;
  verifiedPurchase: boolean;
  createdAt: Date;
}

/** What the catalogue shows of an item (GET /items); a product page reads the whole row. */
const catalogueColumns = {
  id: items.id,
  name: items.name,
  brand: items.brand,
  category: items.category,
  farmName: items.farmName,
  isOrganic: items.isOrganic,
  ratingAvg: items.ratingAvg,
  ratingCount: items.ratingCount,
  // As JSON, which the driver parses natively: parsing 10,000 text[] literals took longer than the
  // rest of the catalogue's rows.
  tags: sql<string[]>`to_json(${items.tags})`,
};

export type CatalogueRow = Pick<ItemRow, keyof typeof catalogueColumns>;

/** Archived items (issue 19) are kept for their orders but gone from every shopper's read. */
const onSale = isNull(items.archivedAt);

/** The catalogue's order: oldest entry first (the seed's order), then by name. */
const catalogueOrder = [asc(items.createdAt), asc(items.name), asc(items.id)];

/** An item with its images and variants, each by position. */
export interface ItemRecord<Row extends CatalogueRow = ItemRow> {
  item: Row;
  images: NewImage[];
  variants: ItemVariant[];
}

/** Rows by their item, in their order: one pass, the whole catalogue included. */
function byItem<T extends { itemId: string }>(rows: T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) {
    const list = grouped.get(row.itemId);
    if (list) list.push(row);
    else grouped.set(row.itemId, [row]);
  }
  return grouped;
}

function withDetails<Row extends CatalogueRow>(
  rows: Row[],
  images: (NewImage & { itemId: string })[],
  variants: (ItemVariant & { itemId: string })[],
): ItemRecord<Row>[] {
  const imagesOf = byItem(images);
  const variantsOf = byItem(variants);
  return rows.map((item) => ({
    item,
    images: imagesOf.get(item.id) ?? [],
    variants: variantsOf.get(item.id) ?? [],
  }));
}

const imageColumns = {
  itemId: itemImages.itemId,
  url: itemImages.url,
  publicId: itemImages.publicId,
};

const variantColumns = {
  itemId: itemVariants.itemId,
  id: itemVariants.id,
  size: itemVariants.size,
  pricePaise: itemVariants.pricePaise,
  originalPricePaise: itemVariants.originalPricePaise,
  stock: itemVariants.stock,
  sku: itemVariants.sku,
  weight: itemVariants.weight,
};

/**
 * The whole catalogue, oldest entry first (the seed's order), then by name: three whole-table reads
 * (no list of 10,000 ids to send and plan), grouped here in one pass.
 */
export async function listItems(db: Database): Promise<ItemRecord<CatalogueRow>[]> {
  const [rows, images, variants] = await Promise.all([
    db
      .select(catalogueColumns)
      .from(items)
      .where(onSale)
      .orderBy(...catalogueOrder),
    db.select(imageColumns).from(itemImages).orderBy(asc(itemImages.position)),
    db.select(variantColumns).from(itemVariants).orderBy(asc(itemVariants.position)),
  ]);
  return withDetails(rows, images, variants);
}

/** A catalogue page's filter: what itemMatches (@mitti/domain/item-search) lets through. */
export interface CatalogueFilter {
  /** Trimmed and lower-cased, not blank; absent lets every item through. */
  search?: string;
  /** Absent lets every category through. */
  category?: string;
}

function catalogueWhere({ search, category }: CatalogueFilter): SQL | undefined {
  return and(
    onSale,
    search === undefined
      ? undefined
      : // search_text joins the fields with U+001F: a term holding it would match across two.
        search.includes(FIELD_SEPARATOR)
        ? sql`false`
        : sql`${items.searchText} like ${containsPattern(search)}`,
    category === undefined ? undefined : eq(items.category, category),
  );
}

/**
 * One page of the catalogue in its order (the whole catalogue's), then the images and variants of
 * its items only. The page's ids are found first, from items_catalogue_order_idx or
 * items_category_idx alone (a search reads items_search_text_idx), so the items skipped before a deep
 * page cost an index entry each, not a row; only the page's rows are read.
 */
export async function listItemsPage(
  db: Database,
  filter: CatalogueFilter,
  offset: number,
  limit: number,
): Promise<ItemRecord<CatalogueRow>[]> {
  const pageIds = db
    .select({ id: items.id })
    .from(items)
    .where(catalogueWhere(filter))
    .orderBy(...catalogueOrder)
    .limit(limit)
    .offset(offset);
  const rows = await db
    .select(catalogueColumns)
    .from(items)
    .where(inArray(items.id, pageIds))
    .orderBy(...catalogueOrder);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [images, variants] = await Promise.all([
    db
      .select(imageColumns)
      .from(itemImages)
      .where(inArray(itemImages.itemId, ids))
      .orderBy(asc(itemImages.position)),
    db
      .select(variantColumns)
      .from(itemVariants)
      .where(inArray(itemVariants.itemId, ids))
      .orderBy(asc(itemVariants.position)),
  ]);
  return withDetails(rows, images, variants);
}

/** How many items the filter lets through. */
export async function countItems(db: Database, filter: CatalogueFilter): Promise<number> {
  const [totals] = await db.select({ total: count() }).from(items).where(catalogueWhere(filter));
  return totals?.total ?? 0;
}

export async function findItem(db: Database, id: string): Promise<ItemRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const [rows, images, variants] = await Promise.all([
    db
      .select()
      .from(items)
      .where(and(eq(items.id, id), onSale)),
    db
      .select(imageColumns)
      .from(itemImages)
      .where(eq(itemImages.itemId, id))
      .orderBy(asc(itemImages.position)),
    db
      .select(variantColumns)
      .from(itemVariants)
      .where(eq(itemVariants.itemId, id))
      .orderBy(asc(itemVariants.position)),
  ]);
  const [record] = withDetails(rows, images, variants);
  return record;
}

/** All the catalogue's names, for the seed to tell which demo items exist. */
export async function listItemNames(db: Database): Promise<Map<string, string>> {
  const rows = await db.select({ id: items.id, name: items.name }).from(items);
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** The item's name and, if it has that size, the variant; undefined when there is no such item. */
// Every add to cart asks it.
const itemVariantStatement = oncePerDatabase((db) =>
  db
    .select({ name: items.name, variant: itemVariants })
    .from(items)
    .leftJoin(
      itemVariants,
      and(eq(itemVariants.itemId, items.id), eq(itemVariants.size, sql.placeholder('size'))),
    )
    .where(and(eq(items.id, sql.placeholder('itemId')), onSale))
    .prepare('item_variant'),
);

export async function findItemVariant(
  db: Database,
  itemId: string,
  size: string,
): Promise<{ name: string; variant: VariantRow | null } | undefined> {
  if (!isUuid(itemId)) return undefined;
  const [row] = await itemVariantStatement(db).execute({ itemId, size });
  return row;
}

export async function insertItem(
  db: Database,
  item: NewItemRow,
  images: NewImage[],
  variants: NewVariant[],
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(items).values(item).returning({ id: items.id });
    const itemId = row!.id;
    if (images.length > 0) {
      await tx
        .insert(itemImages)
        .values(images.map((image, position) => ({ ...image, itemId, position })));
    }
    await tx
      .insert(itemVariants)
      .values(variants.map((variant, position) => ({ ...variant, itemId, position })));
    return itemId;
  });
}

const reviewColumns = {
  id: reviews.id,
  userId: reviews.userId,
  username: users.name,
  rating: reviews.rating,
  comment: reviews.comment,
  verifiedPurchase: reviews.verifiedPurchase,
  createdAt: reviews.createdAt,
};

/** A page of the item's reviews, newest first, read in the order of reviews_item_id_idx. */
export async function listReviews(
  db: Database,
  itemId: string,
  offset: number,
  limit: number,
): Promise<ReviewRecord[]> {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.itemId, itemId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset(offset);
}

/** How many reviews the item has and their average rating (rounded to the one decimal shown, 0 when none). */
export async function reviewStats(
  db: Database,
  itemId: string,
): Promise<{ count: number; average: number }> {
  const [stats] = await db
    .select({
      count: count(),
      average: sql`round(coalesce(avg(${reviews.rating}), 0), 1)`.mapWith(Number),
    })
    .from(reviews)
    .where(eq(reviews.itemId, itemId));
  return stats ?? { count: 0, average: 0 };
}

/** The user's review of the item, if they wrote one. */
export async function findOwnReview(
  db: Database,
  userId: string,
  itemId: string,
): Promise<ReviewRecord | undefined> {
  if (!isUuid(itemId)) return undefined;
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.userId, userId), eq(reviews.itemId, itemId)));
  return row;
}

/** Whether the item exists and is on sale. */
export async function itemOnSale(db: Database, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.id, id), onSale));
  return rows.length > 0;
}

/** Locks the item row until the transaction ends, so racing reviews recompute its rating in turn. */
export async function lockItem(db: Database, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.id, id), onSale))
    .for('update');
  return rows.length > 0;
}

/** Whether the user has an order with the item. */
export async function hasOrderedItem(
  db: Database,
  userId: string,
  itemId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), eq(orderItems.itemId, itemId)))
    .limit(1);
  return rows.length > 0;
}

/** The user's one review of the item: written, or replaced (rating, comment, flag and date). */
export async function upsertReview(
  db: Database,
  review: Pick<
    typeof reviews.$inferInsert,
    'itemId' | 'userId' | 'rating' | 'comment' | 'verifiedPurchase' | 'createdAt'
  >,
): Promise<void> {
  await db
    .insert(reviews)
    .values(review)
    .onConflictDoUpdate({
      target: [reviews.userId, reviews.itemId],
      set: {
        rating: sql`excluded.rating`,
        comment: sql`excluded.comment`,
        verifiedPurchase: sql`excluded.verified_purchase`,
        createdAt: sql`excluded.created_at`,
      },
    });
}

/** Recomputes the item's rating from its reviews, kept rounded to the one decimal shown. */
export async function refreshRating(db: Database, itemId: string): Promise<void> {
  const ofItem = sql`from ${reviews} where ${reviews.itemId} = ${itemId}`;
  await db
    .update(items)
    .set({
      ratingAvg: sql`(select round(coalesce(avg(${reviews.rating}), 0), 1) ${ofItem})`,
      ratingCount: sql`(select count(*) ${ofItem})`,
    })
    .where(eq(items.id, itemId));
}

/** Gives the item this HSN code unless it has one already. */
export async function setMissingHsnCode(db: Database, id: string, hsnCode: string): Promise<void> {
  await db
    .update(items)
    .set({ hsnCode })
    .where(and(eq(items.id, id), isNull(items.hsnCode)));
}
