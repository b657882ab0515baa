import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaigns, requestDecided, verificationRequests } from '../../db/schema/invest';
import { users } from '../../db/schema/users';
import { isUuid } from '../../uuid';

export type VerificationRequestRow = typeof verificationRequests.$inferSelect;

/** How an operator decided: a request approved or declined, or a verification taken back. */
export interface VerificationDecision {
  status: Exclude<VerificationRequestRow['status'], 'open'>;
  reason: string | null;
  decidedBy: string;
}

/** A request with the account it is for, as an admin reviews it. */
export interface VerificationRecord {
  request: VerificationRequestRow;
  user: { id: string; name: string; email: string; phone: string };
  campaignCount: number;
}

/** Records an open request: its id, or undefined when the user already has one waiting (a partial unique index). */
export async function insertOpenRequest(
  db: Database,
  userId: string,
  email: string,
): Promise<string | undefined> {
  const [row] = await db
    .insert(verificationRequests)
    .values({ userId, email })
    .onConflictDoNothing()
    .returning({ id: verificationRequests.id });
  return row?.id;
}

export type LatestVerificationRequest = Pick<VerificationRequestRow, 'status' | 'reason'>;

/** The user's latest request, as the profile shows it; undefined when they never asked. */
export async function findLatestRequest(
  db: Database,
  userId: string,
): Promise<LatestVerificationRequest | undefined> {
  const [row] = await db
    .select({ status: verificationRequests.status, reason: verificationRequests.reason })
    .from(verificationRequests)
    .where(eq(verificationRequests.userId, userId))
    .orderBy(desc(verificationRequests.createdAt))
    .limit(1);
  return row;
}

/** Whether the user has ever asked to be verified. */
export async function hasVerificationRequest(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: verificationRequests.id })
    .from(verificationRequests)
    .where(eq(verificationRequests.userId, userId))
    .limit(1);
  return rows.length > 0;
}

function selectRecords(db: Database, where?: SQL) {
  return db
    .select({
      request: verificationRequests,
      user: { id: users.id, name: users.name, email: users.email, phone: users.phone },
      campaignCount: sql<number>`(
        select count(*) from ${campaigns} where ${campaigns.userId} = ${users.id}
      )`.mapWith(Number),
    })
    .from(verificationRequests)
    .innerJoin(users, eq(users.id, verificationRequests.userId))
    .where(where);
}

/**
 * A page of the requests: open ones first (longest waiting first), then the decided ones, latest
 * decision first. The order is verification_requests_review_idx's, so a page reads only its rows.
 */
export async function listVerificationRecords(
  db: Database,
  { offset, limit }: { offset: number; limit: number },
): Promise<VerificationRecord[]> {
  return selectRecords(db)
    .orderBy(
      requestDecided(verificationRequests),
      desc(verificationRequests.decidedAt),
      asc(verificationRequests.createdAt),
      asc(verificationRequests.id),
    )
    .limit(limit)
    .offset(offset);
}

/**
 * How many requests the list holds, and how many of them are open. Counted on the requests alone: a
 * request goes with its account (cascade), so every one is a row of the list.
 */
export async function countVerificationRequests(
  db: Database,
): Promise<{ total: number; open: number }> {
  const [totals] = await db
    .select({
      total: count(),
      open: count(sql`case when ${verificationRequests.status} = 'open' then 1 end`),
    })
    .from(verificationRequests);
  return { total: totals?.total ?? 0, open: totals?.open ?? 0 };
}

export async function findVerificationRecord(
  db: Database,
  id: string,
): Promise<VerificationRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const [record] = await selectRecords(db, eq(verificationRequests.id, id));
  return record;
}

/** Locks the request until the transaction ends: one decision at a time. */
export async function lockVerificationRequest(
  db: Database,
  id: string,
): Promise<VerificationRequestRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.id, id))
    .for('update');
  return row;
}

export async function decideVerificationRequest(
  db: Database,
  id: string,
  decision: VerificationDecision,
): Promise<void> {
  await db
    .update(verificationRequests)
    .set({ ...decision, decidedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(verificationRequests.id, id));
}

/** The user's request waiting for review, locked until the transaction ends; undefined when none. */
export async function lockOpenRequestOf(
  db: Database,
  userId: string,
): Promise<VerificationRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationRequests)
    .where(and(eq(verificationRequests.userId, userId), eq(verificationRequests.status, 'open')))
    .for('update');
  return row;
}

/**
 * A request an operator decided without one waiting: the history shows each change of state. Its
 * times are the database's, as those of the requests farmers send and operators decide.
 */
export async function insertDecidedRequest(
  db: Database,
  user: { id: string; email: string },
  decision: VerificationDecision,
): Promise<void> {
  await db
    .insert(verificationRequests)
    .values({ userId: user.id, email: user.email, ...decision, decidedAt: sql`now()` });
}

/** The user's requests, newest first. */
export async function listRequestsOf(
  db: Database,
  userId: string,
): Promise<VerificationRequestRow[]> {
  return db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.userId, userId))
    .orderBy(desc(verificationRequests.createdAt), desc(verificationRequests.id));
}
