import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const paise = (name: string) => bigint(name, { mode: 'number' });

export const items = pgTable(
  'items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    category: text('category').notNull(),
    farmName: text('farm_name').notNull(),
    isOrganic: boolean('is_organic').notNull().default(false),
    ratingAvg: numeric('rating_avg', { mode: 'number', precision: 3, scale: 2 })
      .notNull()
      .default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    usageInfo: text('usage_info')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    storageInfo: text('storage_info').notNull().default(''),
    ingredients: text('ingredients')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    benefits: text('benefits')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    faq: jsonb('faq').$type<{ question: string; answer: string }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The item's HSN code, printed on invoices. */
    hsnCode: text('hsn_code'),
    /** Set instead of deleting an item that has orders: gone from the shop, kept in its orders. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * The editor's fields as saved: each save that changes them adds 1, and a save made from an
     * older version is refused (409). Orders and pictures leave it alone.
     */
    version: integer('version').notNull().default(1),
    // What the catalogue's search reads: the four fields it matches, lower-cased, joined with the
    // unit separator (which no search holds: a match never spans two fields), for a trigram index.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(${items.name} || chr(31) || ${items.brand} || chr(31) || ${items.category} || chr(31) || ${items.farmName})`,
      ),
  },
  (t) => [
    // The catalogue's order (oldest first, then by name): a page is the first entries of one of these.
    index('items_catalogue_order_idx').on(t.createdAt, t.name, t.id),
    index('items_category_idx').on(t.category, t.createdAt, t.name, t.id),
    index('items_search_text_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const itemImages = pgTable(
  'item_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    publicId: text('public_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('item_images_item_id_idx').on(t.itemId, t.position)],
);

export const itemVariants = pgTable(
  'item_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    size: text('size').notNull(),
    pricePaise: paise('price_paise').notNull(),
    originalPricePaise: paise('original_price_paise'),
    /** Units on hand: orders take from it in their transaction, cancellations put back; 0 is out of stock. */
    stock: integer('stock').notNull().default(0),
    sku: text('sku').unique(),
    weight: doublePrecision('weight').notNull(),
  },
  (t) => [
    unique('item_variants_item_size').on(t.itemId, t.size),
    check('item_variants_price_positive', sql`${t.pricePaise} > 0`),
    check('item_variants_stock_not_negative', sql`${t.stock} >= 0`),
    // The operators' low-stock list: the variants at or under a threshold, fewest first.
    index('item_variants_stock_idx').on(t.stock, t.id),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    /** The author had an order with the item when the review was written. */
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('reviews_user_item').on(t.userId, t.itemId),
    // A product's reviews newest first, a page at a time: read backwards, id breaking a tie of dates.
    index('reviews_item_id_idx').on(t.itemId, t.createdAt, t.id),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cart_lines_user_item_size').on(t.userId, t.itemId, t.size),
    index('cart_lines_item_id_idx').on(t.itemId),
    check('cart_lines_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

export interface ShippingAddressSnapshot {
  name: string;
  street: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  phone: string;
  landmark?: string;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status')
      .$type<'Processing' | 'Shipped' | 'Delivered' | 'Cancelled' | 'Pending'>()
      .notNull()
      .default('Processing'),
    paymentMethod: text('payment_method').$type<'COD' | 'Razorpay'>().notNull(),
    paymentStatus: text('payment_status')
      .$type<'Pending' | 'Paid' | 'Refunded' | 'Cancelled'>()
      .notNull()
      .default('Pending'),
    subtotalPaise: paise('subtotal_paise').notNull(),
    shippingPaise: paise('shipping_paise').notNull(),
    taxPaise: paise('tax_paise').notNull(),
    totalPaise: paise('total_paise').notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddressSnapshot>().notNull(),
    providerPaymentId: text('provider_payment_id').unique(),
    /** The provider's refund of a cancelled card order. */
    providerRefundId: text('provider_refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A shopper's orders newest first, a page at a time: read backwards, id breaking a tie of dates.
    index('orders_user_id_idx').on(t.userId, t.createdAt, t.id),
    index('orders_created_at_idx').on(t.createdAt, t.id),
    // Fulfilment's views by status, newest first, and their counts.
    index('orders_status_idx').on(t.status, t.createdAt, t.id),
    check(
      'orders_status',
      sql`${t.status} in ('Processing', 'Shipped', 'Delivered', 'Cancelled', 'Pending')`,
    ),
    check('orders_payment_method', sql`${t.paymentMethod} in ('COD', 'Razorpay')`),
    check(
      'orders_payment_status',
      sql`${t.paymentStatus} in ('Pending', 'Paid', 'Refunded', 'Cancelled')`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // Kept when the item is later removed from the catalogue: the order still shows what was bought.
    itemId: uuid('item_id').references(() => items.id, { onDelete: 'set null' }),
    /** The line's place in the order as it was placed. */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    size: text('size').notNull(),
    unitPricePaise: paise('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    weight: doublePrecision('weight').notNull(),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.orderId),
    index('order_items_item_id_idx').on(t.itemId),
    check('order_items_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);
