import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './users';

const paise = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

type Columns<K extends string> = Record<K, AnyPgColumn>;

/**
 * The listing's filters and sort keys. The queries and the partial indexes below are built from the
 * same expressions, so PostgreSQL can match them and serve the listing from the indexes.
 */
export const campaignListing = {
  isPublic: (t: Columns<'isVerified' | 'status'>): SQL =>
    sql`(${t.isVerified} and ${t.status} in ('Active', 'Funded', 'Completed'))`,
  fundingProgress: (t: Columns<'raisedAmountPaise' | 'fundingGoalPaise'>): SQL =>
    sql`(${t.raisedAmountPaise}::numeric / ${t.fundingGoalPaise})`,
  // A Fixed Multiple of 1.5x pays 50% over the term: compared as a percent with the ranges.
  expectedReturn: (t: Columns<'returnsType' | 'returnsMin'>): SQL =>
    sql`(case when ${t.returnsType} = 'Fixed Multiple' then (${t.returnsMin} - 1) * 100 else ${t.returnsMin} end)`,
};

/**
 * Whether a verification or refund request is decided: operators read the open ones first, then the
 * decided, latest decision first. The queries and the indexes below share this expression.
 */
export const requestDecided = (t: Columns<'status'>): SQL => sql`(${t.status} <> 'open')`;

export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignTitle: text('campaign_title').notNull(),
    story: text('story').notNull(),
    farmName: text('farm_name').notNull(),
    farmLocation: text('farm_location').notNull(),
    farmSizeValue: numeric('farm_size_value', { mode: 'number' }).notNull(),
    farmSizeUnit: text('farm_size_unit').$type<'Acres' | 'Hectares'>().notNull(),
    fundingGoalPaise: paise('funding_goal_paise').notNull(),
    minInvestmentPaise: paise('min_investment_paise').notNull(),
    raisedAmountPaise: paise('raised_amount_paise').notNull().default(0),
    /**
     * Units held by checkouts (reservations still 'held', expired or not): kept in step with them in
     * the same transactions, so that create-order and verify-payment check the room left with one
     * conditional UPDATE of this row instead of counting holds under its lock.
     */
    heldUnits: integer('held_units').notNull().default(0),
    returnsType: text('returns_type').$type<'Percentage Range' | 'Fixed Multiple'>().notNull(),
    returnsMin: numeric('returns_min', { mode: 'number' }).notNull(),
    returnsMax: numeric('returns_max', { mode: 'number' }),
    returnsDescription: text('returns_description').notNull(),
    cropTypes: text('crop_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    farmingMethods: text('farming_methods')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    fundUsage: text('fund_usage').notNull(),
    impactMetrics: text('impact_metrics').notNull(),
    riskFactors: text('risk_factors').notNull(),
    status: text('status')
      .$type<'Draft' | 'Active' | 'Funded' | 'Completed' | 'Cancelled'>()
      .notNull()
      .default('Draft'),
    isVerified: boolean('is_verified').notNull().default(false),
    rejectionReason: text('rejection_reason'),
    /** When an admin first approved it: from then on its funding terms are frozen. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** When the campaign-end job closed it after its end date: owner and investors were told then. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // What the listing's location and crop filters match, lower-cased (campaign_array_text is created
    // by migration 0001): columns, so that an index can hold them and counting reads no row.
    farmLocationText: text('farm_location_text')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${campaigns.farmLocation})`),
    cropTypesText: text('crop_types_text')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`campaign_array_text(${campaigns.cropTypes})`),
  },
  (t) => [
    index('campaigns_user_id_idx').on(t.userId),
    index('campaigns_listing_idx').on(t.status, t.isVerified, t.createdAt),
    // Operators' list of every campaign, newest first.
    index('campaigns_created_idx').on(t.createdAt, t.id),
    // The campaign-end job's question: which live campaigns are past their end date and not yet ended.
    index('campaigns_due_to_end_idx')
      .on(t.endDate)
      .where(sql`${t.endedAt} is null and ${t.status} in ('Active', 'Funded')`),
    index('campaigns_public_created_idx').on(t.createdAt, t.id).where(campaignListing.isPublic(t)),
    index('campaigns_public_raised_idx')
      .on(t.raisedAmountPaise, t.id)
      .where(campaignListing.isPublic(t)),
    index('campaigns_public_progress_idx')
      .on(campaignListing.fundingProgress(t), t.id)
      .where(campaignListing.isPublic(t)),
    index('campaigns_public_return_idx')
      .on(campaignListing.expectedReturn(t), t.id)
      .where(campaignListing.isPublic(t)),
    index('campaigns_farm_location_trgm_idx')
      .using('gin', sql`${t.farmLocationText} gin_trgm_ops`)
      .where(campaignListing.isPublic(t)),
    index('campaigns_crop_types_trgm_idx')
      .using('gin', sql`${t.cropTypesText} gin_trgm_ops`)
      .where(campaignListing.isPublic(t)),
    index('campaigns_farming_methods_idx')
      .using('gin', t.farmingMethods)
      .where(campaignListing.isPublic(t)),
    check(
      'campaigns_status',
      sql`${t.status} in ('Draft', 'Active', 'Funded', 'Completed', 'Cancelled')`,
    ),
    check('campaigns_farm_size_unit', sql`${t.farmSizeUnit} in ('Acres', 'Hectares')`),
    check(
      'campaigns_returns_type',
      sql`${t.returnsType} in ('Percentage Range', 'Fixed Multiple')`,
    ),
    // The value rules of @mitti/domain (value-schemas, campaign-schemas), kept by the database too:
    // amounts from ₹1 to ₹100 crore, days of 2000 to 2100, a farm of up to 1,00,000 acres or hectares,
    // returns up to 1000. Infinity and NaN fail every range.
    check(
      'campaigns_amounts',
      sql`${t.fundingGoalPaise} between 100 and 100000000000 and ${t.minInvestmentPaise} between 100 and ${t.fundingGoalPaise}`,
    ),
    check(
      'campaigns_dates',
      sql`${t.startDate} between '2000-01-01' and '2100-12-31' and ${t.endDate} between ${t.startDate} and '2100-12-31'`,
    ),
    check(
      'campaigns_numbers',
      sql`${t.farmSizeValue} > 0 and ${t.farmSizeValue} <= 100000 and ${t.returnsMin} between 0 and 1000 and (${t.returnsMax} is null or ${t.returnsMax} between ${t.returnsMin} and 1000)`,
    ),
    // The last line of defence against over-funding by racing investors.
    check(
      'campaigns_raised_within_goal',
      sql`${t.raisedAmountPaise} >= 0 and ${t.raisedAmountPaise} <= ${t.fundingGoalPaise}`,
    ),
    check('campaigns_held_units', sql`${t.heldUnits} >= 0`),
  ],
);

/**
 * What the listing's filters read, for the public campaigns only: kept by a trigger on campaigns
 * (migration 0013) in the transaction of each write. The listing's total is counted here: a trigram
 * match is rechecked in a narrow row (about 60 to a page) instead of a wide campaign (about 15), and
 * the filters that match few campaigns read only those, not every public campaign's index entry.
 */
export const campaignSearch = pgTable(
  'campaign_search',
  {
    campaignId: uuid('campaign_id')
      .primaryKey()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    farmLocationText: text('farm_location_text').notNull(),
    cropTypesText: text('crop_types_text').notNull(),
    farmingMethods: text('farming_methods').array().notNull(),
  },
  (t) => [
    index('campaign_search_farm_location_idx').using(
      'gin',
      sql`${t.farmLocationText} gin_trgm_ops`,
    ),
    index('campaign_search_crop_types_idx').using('gin', sql`${t.cropTypesText} gin_trgm_ops`),
    index('campaign_search_farming_methods_idx').using('gin', t.farmingMethods),
  ],
);

export const campaignVisuals = pgTable(
  'campaign_visuals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    publicId: text('public_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('campaign_visuals_campaign_id_idx').on(t.campaignId, t.position)],
);

/**
 * The history of an approved campaign: one row per field an edit changed, written in the edit's
 * transaction. Values are kept as operators read them ('12.5 Acres', 'Rice, Wheat').
 */
export const campaignChanges = pgTable(
  'campaign_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    field: text('field').notNull(),
    oldValue: text('old_value').notNull(),
    newValue: text('new_value').notNull(),
  },
  (t) => [
    index('campaign_changes_campaign_id_idx').on(t.campaignId, t.changedAt),
    index('campaign_changes_changed_by_idx').on(t.changedBy),
  ],
);

export const investments = pgTable(
  'investments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    amountPaise: paise('amount_paise').notNull(),
    units: integer('units').notNull(),
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    status: text('status').$type<'active' | 'refunded'>().notNull().default('active'),
    providerRefundId: text('provider_refund_id'),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The dashboard's order, newest first, read backwards: no sort of a user's investments. It also
    // holds every investment column the dashboard shows, so their rows are read from this index alone
    // (index-only scan), not from one heap page each.
    index('investments_user_id_idx').on(
      t.userId,
      t.date,
      t.id,
      t.campaignId,
      t.amountPaise,
      t.units,
      t.status,
    ),
    // The CSV exports read investments in batches in (date, id) order, each batch starting where the
    // last ended: all made in a range, or a campaign's.
    index('investments_date_idx').on(t.date, t.id),
    index('investments_campaign_id_idx').on(t.campaignId, t.date, t.id),
    check('investments_status', sql`${t.status} in ('active', 'refunded')`),
    check('investments_amount_positive', sql`${t.amountPaise} > 0 and ${t.units} > 0`),
  ],
);

export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerOrderId: text('provider_order_id').notNull().unique(),
    purpose: text('purpose').$type<'investment' | 'shop'>().notNull(),
    amountPaise: paise('amount_paise').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    campaignId: uuid('campaign_id').references(() => campaigns.id),
    cartSnapshot: jsonb('cart_snapshot'),
    /** Units of the campaign bought (investment orders only). */
    units: integer('units'),
    status: text('status')
      .$type<'created' | 'paid' | 'failed' | 'refunded' | 'expired'>()
      .notNull()
      .default('created'),
    /** The payment that settled the order (paid) or that was given back (refunded). */
    providerPaymentId: text('provider_payment_id'),
    /** Null on a refunded order until the provider confirmed the refund. */
    providerRefundId: text('provider_refund_id'),
    /** Refunds the reconciliation job tried and the provider refused (it stops at a limit). */
    refundAttempts: integer('refund_attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_orders_user_id_idx').on(t.userId),
    index('payment_orders_campaign_id_idx').on(t.campaignId),
    index('payment_orders_status_idx').on(t.status, t.createdAt),
    check('payment_orders_purpose', sql`${t.purpose} in ('investment', 'shop')`),
    check(
      'payment_orders_status',
      sql`${t.status} in ('created', 'paid', 'failed', 'refunded', 'expired')`,
    ),
    check('payment_orders_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

export const refundRequests = pgTable(
  'refund_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    investmentId: uuid('investment_id')
      .notNull()
      .references(() => investments.id),
    reason: text('reason').notNull(),
    status: text('status').$type<'open' | 'approved' | 'rejected'>().notNull().default('open'),
    note: text('note'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When the refund job reminded the owner, and when it sent the request to the operators. */
    ownerRemindedAt: timestamp('owner_reminded_at', { withTimezone: true }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // An investment's latest request first when read backwards (the dashboard's refund status).
    index('refund_requests_investment_id_idx').on(t.investmentId, t.createdAt, t.id),
    index('refund_requests_decided_by_idx').on(t.decidedBy),
    // The refunds CSV reads requests in batches in (created_at, id) order.
    index('refund_requests_created_idx').on(t.createdAt, t.id),
    // Operators' review list, a page at a time.
    index('refund_requests_review_idx').on(
      requestDecided(t),
      t.decidedAt.desc().nullsFirst(),
      t.createdAt,
      t.id,
    ),
    // The dashboard's list, a page at a time: pending first, then newest (NULLS FIRST as ORDER BY
    // ... DESC reads, or the index does not match the sort).
    index('refund_requests_incoming_idx').on(
      requestDecided(t),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // At most one open request per investment.
    uniqueIndex('refund_requests_one_open_idx')
      .on(t.investmentId)
      .where(sql`${t.status} = 'open'`),
    check('refund_requests_status', sql`${t.status} in ('open', 'approved', 'rejected')`),
  ],
);

export const timelineUpdates = pgTable(
  'timeline_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('timeline_updates_campaign_id_idx').on(t.campaignId, t.date),
    check('timeline_updates_date', sql`${t.date} between '2000-01-01' and '2100-12-31'`),
  ],
);

export const timelineUpdateImages = pgTable(
  'timeline_update_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updateId: uuid('update_id')
      .notNull()
      .references(() => timelineUpdates.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    publicId: text('public_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('timeline_update_images_update_id_idx').on(t.updateId, t.position)],
);

export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /**
     * 'withdrawn': no request, but the record of an operator taking a farmer's verification back
     * (as 'approved' without a request records one given).
     */
    status: text('status')
      .$type<'open' | 'approved' | 'rejected' | 'withdrawn'>()
      .notNull()
      .default('open'),
    /** Why an admin decided it; the farmer reads it when declined or withdrawn. */
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('verification_requests_user_id_idx').on(t.userId),
    // One request waiting for review per user.
    uniqueIndex('verification_requests_one_open_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'open'`),
    index('verification_requests_status_idx').on(t.status, t.createdAt),
    // Operators' review list, a page at a time.
    index('verification_requests_review_idx').on(
      requestDecided(t),
      t.decidedAt.desc().nullsFirst(),
      t.createdAt,
      t.id,
    ),
    check(
      'verification_requests_status',
      sql`${t.status} in ('open', 'approved', 'rejected', 'withdrawn')`,
    ),
  ],
);
