import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { campaigns, investments, refundRequests, requestDecided } from '../../db/schema/invest';
import { users } from '../../db/schema/users';
import { isUuid } from '../../uuid';

export type RefundRequestRow = typeof refundRequests.$inferSelect;
export type InvestmentRow = typeof investments.$inferSelect;

/** A refund request with what its DTO and the ownership checks need. */
export interface RefundRecord {
  request: RefundRequestRow;
  amountPaise: number;
  investorId: string;
  campaignId: string;
  campaignTitle: string;
  ownerId: string;
  ownerName: string;
  ownerEmail: string;
  /** Set when operators disabled the owner's account: they decide its requests from then on. */
  ownerDisabledAt: Date | null;
  investorName: string;
  investorEmail: string;
}

/** Whose requests to list: an investor's own, those for an owner's campaigns, or all. */
export type RefundScope = { investorId: string } | { ownerId: string } | 'all';

/** The requests a dashboard lists to decide: those for an owner's campaigns, or (an admin's) all. */
export type IncomingScope = Exclude<RefundScope, { investorId: string }>;

const investors = alias(users, 'investors');
const owners = alias(users, 'owners');

function selectRecords(db: Database) {
  return db
    .select({
      request: refundRequests,
      amountPaise: investments.amountPaise,
      investorId: investments.userId,
      campaignId: campaigns.id,
      campaignTitle: campaigns.campaignTitle,
      ownerId: campaigns.userId,
      ownerName: owners.name,
      ownerEmail: owners.email,
      ownerDisabledAt: owners.disabledAt,
      investorName: investors.name,
      investorEmail: investors.email,
    })
    .from(refundRequests)
    .innerJoin(investments, eq(investments.id, refundRequests.investmentId))
    .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
    .innerJoin(investors, eq(investors.id, investments.userId))
    .innerJoin(owners, eq(owners.id, campaigns.userId));
}

/** Newest first. */
export async function listRefundRecords(db: Database, scope: RefundScope): Promise<RefundRecord[]> {
  let where: SQL | undefined;
  if (scope !== 'all') {
    where =
      'investorId' in scope
        ? eq(investments.userId, scope.investorId)
        : eq(campaigns.userId, scope.ownerId);
  }
  return selectRecords(db)
    .where(where)
    .orderBy(desc(refundRequests.createdAt), desc(refundRequests.id));
}

const incomingWhere = (scope: IncomingScope) =>
  scope === 'all' ? undefined : eq(campaigns.userId, scope.ownerId);

/**
 * A page of the requests an owner decides: the pending ones first, then the decided, each newest
 * first (refund_requests_incoming_idx, which also serves an admin's list of all of them).
 */
export async function listIncomingRefundRecords(
  db: Database,
  scope: IncomingScope,
  { offset, limit }: { offset: number; limit: number },
): Promise<RefundRecord[]> {
  return selectRecords(db)
    .where(incomingWhere(scope))
    .orderBy(
      requestDecided(refundRequests),
      desc(refundRequests.createdAt),
      desc(refundRequests.id),
    )
    .limit(limit)
    .offset(offset);
}

/** How many requests the owner (an admin: everyone) has, and how many of them wait for a decision. */
export async function countIncomingRefundRequests(
  db: Database,
  scope: IncomingScope,
): Promise<{ total: number; pending: number }> {
  const [row] = await db
    .select({
      total: count(),
      pending: count(sql`case when ${refundRequests.status} = 'open' then 1 end`),
    })
    .from(refundRequests)
    .innerJoin(investments, eq(investments.id, refundRequests.investmentId))
    .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
    .where(incomingWhere(scope));
  return { total: row?.total ?? 0, pending: row?.pending ?? 0 };
}

/**
 * A page of every request, as operators review them: open ones first, longest waiting first (so
 * the overdue lead), then the decided ones, latest decision first (refund_requests_review_idx).
 */
export async function listRefundRecordsForReview(
  db: Database,
  { offset, limit }: { offset: number; limit: number },
): Promise<RefundRecord[]> {
  return selectRecords(db)
    .orderBy(
      requestDecided(refundRequests),
      desc(refundRequests.decidedAt),
      asc(refundRequests.createdAt),
      asc(refundRequests.id),
    )
    .limit(limit)
    .offset(offset);
}

/**
 * How many requests there are, and how many operators may decide now: open, and made at
 * `overdueIfMadeBy` or before or on a campaign whose owner's account is disabled. The joins keep
 * every request (foreign keys without cascade), so the total is the review list's.
 */
export async function countRefundRequests(
  db: Database,
  overdueIfMadeBy: Date,
): Promise<{ total: number; overdue: number }> {
  const [totals] = await db
    .select({
      total: count(),
      overdue: count(
        sql`case when ${refundRequests.status} = 'open' and (${refundRequests.createdAt} <= ${overdueIfMadeBy} or ${owners.disabledAt} is not null) then 1 end`,
      ),
    })
    .from(refundRequests)
    .innerJoin(investments, eq(investments.id, refundRequests.investmentId))
    .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
    .innerJoin(owners, eq(owners.id, campaigns.userId));
  return { total: totals?.total ?? 0, overdue: totals?.overdue ?? 0 };
}

export async function findRefundRecord(
  db: Database,
  id: string,
): Promise<RefundRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const [record] = await selectRecords(db).where(eq(refundRequests.id, id));
  return record;
}

/** Locks the request until the transaction ends: one decision at a time. */
export async function lockRefundRequest(
  db: Database,
  id: string,
): Promise<RefundRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(refundRequests)
    .where(eq(refundRequests.id, id))
    .for('update');
  return row;
}

/** Locks the investment until the transaction ends. */
export async function lockInvestment(db: Database, id: string): Promise<InvestmentRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(investments).where(eq(investments.id, id)).for('update');
  return row;
}

export async function hasOpenRequest(db: Database, investmentId: string): Promise<boolean> {
  const rows = await db
    .select({ id: refundRequests.id })
    .from(refundRequests)
    .where(and(eq(refundRequests.investmentId, investmentId), eq(refundRequests.status, 'open')))
    .limit(1);
  return rows.length > 0;
}

export async function insertRefundRequest(
  db: Database,
  investmentId: string,
  reason: string,
): Promise<string> {
  const [row] = await db
    .insert(refundRequests)
    .values({ investmentId, reason, status: 'open' })
    .returning({ id: refundRequests.id });
  return row!.id;
}

export async function decideRefundRequest(
  db: Database,
  id: string,
  decision: { status: 'approved' | 'rejected'; note: string | null; decidedBy: string },
): Promise<void> {
  await db
    .update(refundRequests)
    .set({ ...decision, decidedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(refundRequests.id, id));
}

export async function markInvestmentRefunded(
  db: Database,
  id: string,
  providerRefundId: string,
): Promise<void> {
  await db
    .update(investments)
    .set({ status: 'refunded', providerRefundId })
    .where(eq(investments.id, id));
}

/**
 * Open requests made at `madeBefore` or earlier that the refund job has not yet reminded the owner
 * of (`ownerRemindedAt`) or sent to the operators (`escalatedAt`), oldest first.
 */
export async function listOpenRequestsDue(
  db: Database,
  step: 'ownerRemindedAt' | 'escalatedAt',
  madeBefore: Date,
): Promise<RefundRecord[]> {
  return selectRecords(db)
    .where(
      and(
        eq(refundRequests.status, 'open'),
        isNull(refundRequests[step]),
        isNull(refundRequests.escalatedAt),
        lte(refundRequests.createdAt, madeBefore),
      ),
    )
    .orderBy(asc(refundRequests.createdAt), asc(refundRequests.id));
}

/** Records the step on a still open request; false when it was decided or recorded meanwhile. */
export async function markRequestStep(
  db: Database,
  id: string,
  step: 'ownerRemindedAt' | 'escalatedAt',
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(refundRequests)
    .set({ [step]: at })
    .where(
      and(
        eq(refundRequests.id, id),
        eq(refundRequests.status, 'open'),
        isNull(refundRequests[step]),
      ),
    )
    .returning({ id: refundRequests.id });
  return rows.length > 0;
}
