import type { CampaignFilterField, CampaignSort } from '@mitti/domain/campaign';
import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, sql, sum } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { oncePerDatabase } from '../../db/once-per-database';
import {
  campaignChanges,
  campaignListing,
  campaigns,
  campaignSearch,
  campaignVisuals,
  investments,
  paymentOrders,
  refundRequests,
  timelineUpdateImages,
  timelineUpdates,
} from '../../db/schema/invest';
import { users } from '../../db/schema/users';
import { isUuid } from '../../uuid';

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaignRow = typeof campaigns.$inferInsert;
export type CampaignChanges = Partial<Omit<NewCampaignRow, 'id' | 'userId' | 'createdAt'>>;
export type VisualRow = typeof campaignVisuals.$inferSelect;
export type CampaignChangeRow = typeof campaignChanges.$inferSelect;
export type NewCampaignChange = typeof campaignChanges.$inferInsert;
export type NewVisual = Pick<VisualRow, 'url' | 'publicId'>;

const farmerColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  profilePictureUrl: users.profilePictureUrl,
  active: users.active,
  disabledAt: users.disabledAt,
};

export interface FarmerRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  profilePictureUrl: string | null;
  active: 'true' | 'false';
  /** An operator disabled the account: its campaigns are not public. */
  disabledAt: Date | null;
}

/** A campaign with its farmer and visuals: everything its DTO needs. */
export interface CampaignRecord {
  campaign: CampaignRow;
  farmer: FarmerRow;
  visuals: VisualRow[];
}

export interface ListingFilters {
  /** Lower-cased, like-escaped substring. */
  farmLocation?: string;
  cropTypes?: string;
  /** The methods whose names contain the term; empty when none does (nothing matches). */
  farmingMethods?: string[];
}

export interface ListingPage {
  sortBy: CampaignSort;
  sortOrder: 'asc' | 'desc';
  offset: number;
  limit: number;
}

const SORT_KEYS: Record<CampaignSort, SQL | AnyPgColumn> = {
  createdAt: campaigns.createdAt,
  raisedAmount: campaigns.raisedAmountPaise,
  fundingProgress: campaignListing.fundingProgress(campaigns),
  expectedReturn: campaignListing.expectedReturn(campaigns),
};

const isPublic = campaignListing.isPublic(campaigns);

/** `%term%` for LIKE, with the term's own wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Each campaign with its visuals, which come by position: one pass over both lists. */
function withVisuals(
  rows: { campaign: CampaignRow; farmer: FarmerRow }[],
  visuals: VisualRow[],
): CampaignRecord[] {
  const visualsOf = new Map<string, VisualRow[]>();
  for (const visual of visuals) {
    const list = visualsOf.get(visual.campaignId);
    if (list) list.push(visual);
    else visualsOf.set(visual.campaignId, [visual]);
  }
  return rows.map((row) => ({ ...row, visuals: visualsOf.get(row.campaign.id) ?? [] }));
}

async function attachVisuals(
  db: Database,
  rows: { campaign: CampaignRow; farmer: FarmerRow }[],
): Promise<CampaignRecord[]> {
  if (rows.length === 0) return [];
  const visuals = await db
    .select()
    .from(campaignVisuals)
    .where(
      inArray(
        campaignVisuals.campaignId,
        rows.map((row) => row.campaign.id),
      ),
    )
    .orderBy(asc(campaignVisuals.position));
  return withVisuals(rows, visuals);
}

/** The filters over the columns they read, in campaigns or in campaign_search. */
function filterConditions(
  columns: Record<'farmLocationText' | 'cropTypesText' | 'farmingMethods', AnyPgColumn>,
  filters: ListingFilters,
): SQL[] {
  const conditions: SQL[] = [];
  if (filters.farmLocation !== undefined) {
    conditions.push(sql`${columns.farmLocationText} like ${filters.farmLocation}`);
  }
  if (filters.cropTypes !== undefined) {
    conditions.push(sql`${columns.cropTypesText} like ${filters.cropTypes}`);
  }
  if (filters.farmingMethods !== undefined) {
    conditions.push(
      filters.farmingMethods.length === 0
        ? sql`false`
        : sql`${columns.farmingMethods} && array[${sql.join(
            filters.farmingMethods.map((method) => sql`${method}`),
            sql`, `,
          )}]::text[]`,
    );
  }
  return conditions;
}

/** The campaign's owner is not disabled (the listing's queries join users already). */
const ownerEnabled = isNull(users.disabledAt);

/** For queries that do not join users. */
const ownerNotDisabled = sql`not exists (select 1 from ${users} where ${users.id} = ${campaigns.userId} and ${users.disabledAt} is not null)`;

function listingWhere(filters: ListingFilters): SQL | undefined {
  return and(isPublic, ownerEnabled, ...filterConditions(campaigns, filters));
}

/** One page of the public listing (verified Active, Funded and Completed campaigns). */
export async function listPublicCampaigns(
  db: Database,
  filters: ListingFilters,
  { sortBy, sortOrder, offset, limit }: ListingPage,
): Promise<CampaignRecord[]> {
  const direction = sortOrder === 'asc' ? asc : desc;
  const rows = await db
    .select({ campaign: campaigns, farmer: farmerColumns })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.userId))
    .where(listingWhere(filters))
    .orderBy(direction(SORT_KEYS[sortBy]), direction(campaigns.id))
    .limit(limit)
    .offset(offset);
  return attachVisuals(db, rows);
}

/**
 * How many public campaigns the filters match: counted in campaign_search, which holds only them (and
 * none of a disabled owner's, migration 0023).
 */
export async function countPublicCampaigns(db: Database, filters: ListingFilters): Promise<number> {
  const [totals] = await db
    .select({ total: count() })
    .from(campaignSearch)
    .where(and(...filterConditions(campaignSearch, filters)));
  return totals?.total ?? 0;
}

/**
 * Up to `limit` distinct values of one filter field among public campaigns: the ones most campaigns
 * share first, so a value one farmer typed oddly ('!!rice') comes after the real crops, then A to Z.
 */
export async function listFilterOptions(
  db: Database,
  field: CampaignFilterField,
  pattern: string,
  limit: number,
): Promise<string[]> {
  const source =
    field === 'farmLocation'
      ? sql`${campaigns.farmLocation}`
      : sql`unnest(${field === 'cropTypes' ? campaigns.cropTypes : campaigns.farmingMethods})`;
  const values = db
    .select({ value: source.mapWith(String).as('value') })
    .from(campaigns)
    .where(and(isPublic, ownerNotDisabled))
    .as('values');
  const rows = await db
    .select({ value: values.value })
    .from(values)
    .where(sql`lower(${values.value}) like ${pattern}`)
    .groupBy(values.value)
    .orderBy(desc(count()), sql`lower(${values.value})`, values.value)
    .limit(limit);
  return rows.map((row) => row.value);
}

export async function findCampaign(db: Database, id: string): Promise<CampaignRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await db
    .select({ campaign: campaigns, farmer: farmerColumns })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.userId))
    .where(eq(campaigns.id, id));
  const [record] = await attachVisuals(db, rows);
  return record;
}

/**
 * Locks the campaign row until the transaction ends, so racing writers see each other's changes.
 * FOR NO KEY UPDATE, as an UPDATE locks: it does not wait for transactions that merely insert rows
 * referring to the campaign (a payment's investment, a hold) and are queued for its row themselves,
 * which FOR UPDATE would, deadlocking with them.
 */
export async function lockCampaign(db: Database, id: string): Promise<CampaignRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id)).for('no key update');
  return row;
}

/** Draft, unverified and not sent back: waiting for an admin's decision. */
const awaitingReview = and(
  eq(campaigns.status, 'Draft'),
  eq(campaigns.isVerified, false),
  isNull(campaigns.rejectionReason),
);

/** A page of the review queue (longest waiting first), or of every campaign (newest first). */
export async function listCampaignsForReview(
  db: Database,
  filter: 'pending' | 'all',
  { offset, limit }: { offset: number; limit: number },
): Promise<CampaignRecord[]> {
  const rows = await db
    .select({ campaign: campaigns, farmer: farmerColumns })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.userId))
    .where(filter === 'pending' ? awaitingReview : undefined)
    .orderBy(
      ...(filter === 'pending'
        ? [asc(campaigns.createdAt), asc(campaigns.id)]
        : [desc(campaigns.createdAt), desc(campaigns.id)]),
    )
    .limit(limit)
    .offset(offset);
  return attachVisuals(db, rows);
}

/**
 * How many campaigns the review list holds under the same filter. Counted on the campaigns alone: a
 * campaign goes with its owner (cascade), so every one is a row of the list.
 */
export async function countCampaignsForReview(
  db: Database,
  filter: 'pending' | 'all',
): Promise<number> {
  const [totals] = await db
    .select({ total: count() })
    .from(campaigns)
    .where(filter === 'pending' ? awaitingReview : undefined);
  return totals?.total ?? 0;
}

// Planned once per connection: for the dashboard's reads that was about 2.5 ms of every request at
// 1,000 investments (bench:scale).
const campaignsOfUser = oncePerDatabase((db) => {
  const ofUser = eq(campaigns.userId, sql.placeholder('userId'));
  return {
    rows: db
      .select({ campaign: campaigns, farmer: farmerColumns })
      .from(campaigns)
      .innerJoin(users, eq(users.id, campaigns.userId))
      .where(ofUser)
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
      .prepare('campaigns_of_user'),
    visuals: db
      .select()
      .from(campaignVisuals)
      .where(
        inArray(
          campaignVisuals.campaignId,
          db.select({ id: campaigns.id }).from(campaigns).where(ofUser),
        ),
      )
      .orderBy(asc(campaignVisuals.position))
      .prepare('campaign_visuals_of_user'),
  };
});

/** The user's campaigns, newest first; their visuals are read at the same time, not after them. */
export async function listCampaignsOfUser(db: Database, userId: string): Promise<CampaignRecord[]> {
  const statements = campaignsOfUser(db);
  const [rows, visuals] = await Promise.all([
    statements.rows.execute({ userId }),
    statements.visuals.execute({ userId }),
  ]);
  return withVisuals(rows, visuals);
}

export async function listVisuals(db: Database, campaignId: string): Promise<VisualRow[]> {
  return db
    .select()
    .from(campaignVisuals)
    .where(eq(campaignVisuals.campaignId, campaignId))
    .orderBy(asc(campaignVisuals.position));
}

export async function insertCampaign(
  db: Database,
  values: NewCampaignRow,
  visuals: NewVisual[],
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(campaigns).values(values).returning({ id: campaigns.id });
    const id = row!.id;
    await replaceVisuals(tx, id, visuals);
    return id;
  });
}

export async function updateCampaign(
  db: Database,
  id: string,
  changes: CampaignChanges,
): Promise<void> {
  await db
    .update(campaigns)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(campaigns.id, id));
}

/** Makes `visuals`, in this order, the campaign's whole list. */
export async function replaceVisuals(
  db: Database,
  campaignId: string,
  visuals: NewVisual[],
): Promise<void> {
  await db.delete(campaignVisuals).where(eq(campaignVisuals.campaignId, campaignId));
  if (visuals.length === 0) return;
  await db
    .insert(campaignVisuals)
    .values(visuals.map((visual, position) => ({ ...visual, campaignId, position })));
}

/** The storage keys of the campaign's visuals and timeline images. */
export async function listCampaignFileKeys(db: Database, campaignId: string): Promise<string[]> {
  const visuals = await db
    .select({ key: campaignVisuals.publicId })
    .from(campaignVisuals)
    .where(eq(campaignVisuals.campaignId, campaignId));
  const images = await db
    .select({ key: timelineUpdateImages.publicId })
    .from(timelineUpdateImages)
    .innerJoin(timelineUpdates, eq(timelineUpdates.id, timelineUpdateImages.updateId))
    .where(eq(timelineUpdates.campaignId, campaignId));
  return [...visuals, ...images].map((row) => row.key);
}

export async function insertCampaignChanges(
  db: Database,
  changes: NewCampaignChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await db.insert(campaignChanges).values(changes);
}

/** A change with who made it (null once that account is gone). */
export interface CampaignChangeRecord {
  change: CampaignChangeRow;
  author: { id: string; name: string; email: string } | null;
}

/** The campaign's history, newest edit first; the fields of one edit in name order. */
export async function listCampaignChanges(
  db: Database,
  campaignId: string,
): Promise<CampaignChangeRecord[]> {
  return db
    .select({
      change: campaignChanges,
      author: { id: users.id, name: users.name, email: users.email },
    })
    .from(campaignChanges)
    .leftJoin(users, eq(users.id, campaignChanges.changedBy))
    .where(eq(campaignChanges.campaignId, campaignId))
    .orderBy(desc(campaignChanges.changedAt), asc(campaignChanges.field));
}

/** Live campaigns whose end date is before `today` (calendar days) and that were not ended yet. */
export async function listCampaignsDueToEnd(db: Database, today: string): Promise<string[]> {
  const rows = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(
        isNull(campaigns.endedAt),
        inArray(campaigns.status, ['Active', 'Funded']),
        eq(campaigns.isVerified, true),
        lt(campaigns.endDate, today),
      ),
    )
    .orderBy(asc(campaigns.endDate), asc(campaigns.id));
  return rows.map((row) => row.id);
}

/** Campaigns still waiting for review whose end date is before `today` (calendar days). */
export async function listLapsedReviews(db: Database, today: string): Promise<string[]> {
  const rows = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(awaitingReview, lt(campaigns.endDate, today)))
    .orderBy(asc(campaigns.endDate), asc(campaigns.id));
  return rows.map((row) => row.id);
}

/** The users with a live (not refunded) investment in the campaign, each once. */
export async function listCampaignInvestors(
  db: Database,
  campaignId: string,
): Promise<{ id: string; name: string; email: string }[]> {
  return db
    .selectDistinct({ id: users.id, name: users.name, email: users.email })
    .from(investments)
    .innerJoin(users, eq(users.id, investments.userId))
    .where(and(eq(investments.campaignId, campaignId), ne(investments.status, 'refunded')))
    .orderBy(asc(users.id));
}

/** Whether the user ever invested in the campaign (refunded or not; `live`: not refunded). */
export async function hasInvested(
  db: Database,
  campaignId: string,
  userId: string,
  { live = false } = {},
): Promise<boolean> {
  if (!isUuid(userId)) return false;
  const rows = await db
    .select({ id: investments.id })
    .from(investments)
    .where(
      and(
        eq(investments.campaignId, campaignId),
        eq(investments.userId, userId),
        live ? ne(investments.status, 'refunded') : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function hasLiveInvestments(db: Database, campaignId: string): Promise<boolean> {
  const rows = await db
    .select({ id: investments.id })
    .from(investments)
    .where(and(eq(investments.campaignId, campaignId), ne(investments.status, 'refunded')))
    .limit(1);
  return rows.length > 0;
}

/**
 * Deletes the campaign with its visuals rows, timeline updates and its (all refunded) investments with
 * their refund requests; payment orders keep their record without the campaign.
 */
export async function deleteCampaign(db: Database, campaignId: string): Promise<void> {
  const refunded = db
    .select({ id: investments.id })
    .from(investments)
    .where(eq(investments.campaignId, campaignId));
  await db.delete(refundRequests).where(inArray(refundRequests.investmentId, refunded));
  await db.delete(investments).where(eq(investments.campaignId, campaignId));
  await db
    .update(paymentOrders)
    .set({ campaignId: null })
    .where(eq(paymentOrders.campaignId, campaignId));
  await db.delete(campaigns).where(eq(campaigns.id, campaignId));
}

export type RefundRequestRowStatus = (typeof refundRequests.$inferSelect)['status'];

export interface InvestmentRecord {
  id: string;
  amountPaise: number;
  units: number;
  date: Date;
  status: 'active' | 'refunded';
  /** The latest refund request's status, null when none was asked. */
  refundStatus: RefundRequestRowStatus | null;
  campaignId: string;
  campaignTitle: string;
  farmName: string;
  fundingGoalPaise: number;
  returnsType: CampaignRow['returnsType'];
  returnsMin: number;
  returnsMax: number | null;
  returnsDescription: string;
  /**
   * The campaign is open (public) or the investor's own: its return terms count in the dashboard's
   * estimate. A cancelled or withdrawn one still opens for its investors (canReadCampaign).
   */
  campaignShown: boolean;
}

const investmentsOfUser = oncePerDatabase((db) => {
  // One query: the investments come from investments_user_id_idx alone, newest first (an index-only
  // scan, no sort and no heap page per investment); each joins its campaign by primary key (a hash
  // join would read every campaign, and `id = any(...)` probes the key once per id all the same) and
  // its latest refund request by one backward probe of refund_requests_investment_id_idx.
  const latestRefund = db
    .select({ status: refundRequests.status })
    .from(refundRequests)
    .where(eq(refundRequests.investmentId, investments.id))
    .orderBy(desc(refundRequests.createdAt), desc(refundRequests.id))
    .limit(1)
    .as('latest_refund');
  return db
    .select({
      id: investments.id,
      amountPaise: investments.amountPaise,
      units: investments.units,
      date: investments.date,
      status: investments.status,
      refundStatus: latestRefund.status,
      campaignId: campaigns.id,
      campaignTitle: campaigns.campaignTitle,
      farmName: campaigns.farmName,
      fundingGoalPaise: campaigns.fundingGoalPaise,
      returnsType: campaigns.returnsType,
      returnsMin: campaigns.returnsMin,
      returnsMax: campaigns.returnsMax,
      returnsDescription: campaigns.returnsDescription,
      campaignShown: sql<boolean>`(${and(isPublic, ownerNotDisabled)}) or ${campaigns.userId} = ${investments.userId}`,
    })
    .from(investments)
    .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
    .leftJoinLateral(latestRefund, sql`true`)
    .where(eq(investments.userId, sql.placeholder('userId')))
    .orderBy(desc(investments.date), desc(investments.id))
    .prepare('investments_of_user');
});

/** The user's investments, newest first, each with its latest refund request's status. */
export async function listInvestmentsOfUser(
  db: Database,
  userId: string,
): Promise<InvestmentRecord[]> {
  return investmentsOfUser(db).execute({ userId });
}

/** What each owner's campaigns took in [start, end): investments by others, not refunded, per campaign. */
export async function listInvestmentsReceived(
  db: Database,
  start: Date,
  end: Date,
): Promise<{ ownerId: string; campaignTitle: string; investments: number; amountPaise: number }[]> {
  return db
    .select({
      ownerId: campaigns.userId,
      campaignTitle: campaigns.campaignTitle,
      investments: count(),
      amountPaise: sum(investments.amountPaise).mapWith(Number),
    })
    .from(investments)
    .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
    .where(
      and(
        gte(investments.date, start),
        lt(investments.date, end),
        eq(investments.status, 'active'),
        ne(investments.userId, campaigns.userId),
      ),
    )
    .groupBy(campaigns.userId, campaigns.id, campaigns.campaignTitle)
    .orderBy(asc(campaigns.userId), desc(sum(investments.amountPaise)), asc(campaigns.id));
}
