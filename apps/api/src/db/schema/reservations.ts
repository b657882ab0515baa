import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { campaigns, paymentOrders } from './invest';
import { itemVariants } from './shop';

/**
 * What a card checkout holds while its payment is made: units of a campaign, or items of a shop
 * variant (one row per variant), for 15 minutes. A row of its own, not a status of the payment
 * order: a shop order holds several variants, each counted under its own variant's lock, and the
 * hold ends (paid, failed, cancelled, expired) on its own clock while the payment order stays open
 * for a late capture that reconciliation may still find. Held campaign units are counted against
 * the room left (an expired one counts no more, whether or not the job has released it yet); held
 * shop items are taken off the variant's stock at once and put back when the hold is released.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentOrderId: uuid('payment_order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => itemVariants.id, { onDelete: 'cascade' }),
    /** Units of the campaign, or items of the variant. */
    quantity: integer('quantity').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** held until the payment is verified (converted) or fails, is cancelled or expires (released). */
    status: text('status').$type<'held' | 'converted' | 'released'>().notNull().default('held'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reservations_payment_order_idx').on(t.paymentOrderId),
    // Counted under the campaign's or the variant's lock: only the rows still held.
    index('reservations_campaign_held_idx')
      .on(t.campaignId, t.expiresAt)
      .where(sql`${t.status} = 'held' and ${t.campaignId} is not null`),
    index('reservations_variant_held_idx')
      .on(t.variantId, t.expiresAt)
      .where(sql`${t.status} = 'held' and ${t.variantId} is not null`),
    // The expiry job's question, and the gauge's.
    index('reservations_held_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'held'`),
    check('reservations_status', sql`${t.status} in ('held', 'converted', 'released')`),
    check('reservations_quantity_positive', sql`${t.quantity} > 0`),
    check('reservations_one_thing', sql`(${t.campaignId} is null) <> (${t.variantId} is null)`),
  ],
);
