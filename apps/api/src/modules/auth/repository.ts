import { and, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oncePerDatabase } from '../../db/once-per-database';
import type { AccountTokenPurpose } from '../../db/schema/users';
import { accountTokens, sessions } from '../../db/schema/users';
import { isUuid } from '../../uuid';

export async function insertSession(db: Database, userId: string, now: Date): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({ userId, createdAt: now })
    .returning({ id: sessions.id });
  return row!.id;
}

// Every signed-in request asks it.
const liveSession = oncePerDatabase((db) =>
  db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
      ),
    )
    .prepare('live_session'),
);

/** Whether the session is the user's and not ended: one lookup by primary key. */
export async function isSessionLive(
  db: Database,
  sessionId: string,
  userId: string,
): Promise<boolean> {
  if (!isUuid(sessionId) || !isUuid(userId)) return false;
  const rows = await liveSession(db).execute({ sessionId, userId });
  return rows.length > 0;
}

export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  if (!isUuid(sessionId)) return;
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of the user. */
export async function revokeUserSessions(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export type AccountTokenRow = typeof accountTokens.$inferSelect;

export async function insertAccountToken(
  db: Database,
  token: {
    tokenHash: string;
    purpose: AccountTokenPurpose;
    userId: string;
    expiresAt: Date;
    newEmail?: string;
  },
): Promise<void> {
  await db.insert(accountTokens).values(token);
}

/** Whom a used token was for, and the address a 'change-email' one moves the account to. */
export interface UsedAccountToken {
  userId: string;
  newEmail: string | null;
}

/**
 * Marks the token used if it is unused and unexpired, in one conditional update, so two requests
 * with the same link cannot both use it. Whom it was for, or undefined.
 */
export async function useAccountToken(
  db: Database,
  tokenHash: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<UsedAccountToken | undefined> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId, newEmail: accountTokens.newEmail });
  return row;
}

export async function findAccountToken(
  db: Database,
  tokenHash: string,
  purpose: AccountTokenPurpose,
): Promise<AccountTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)));
  return row;
}

/**
 * Ends the user's unused tokens of the purpose, as used and cancelled: after a new password, older
 * reset links stop working and say why.
 */
export async function cancelAccountTokens(
  db: Database,
  userId: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now, cancelledAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}

/** Deletes the user's unused tokens of the purpose: a newer request replaces the links of older ones. */
export async function deleteUnusedAccountTokens(
  db: Database,
  userId: string,
  purpose: AccountTokenPurpose,
): Promise<void> {
  await db
    .delete(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}

/** The address the user's live change-email link would move the account to, if there is one. */
export async function findPendingEmail(
  db: Database,
  userId: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: accountTokens.newEmail })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, 'change-email'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(accountTokens.expiresAt))
    .limit(1);
  return row?.newEmail ?? null;
}

/**
 * Deletes the sessions that can no longer sign anyone in (ended, or begun before `startedBefore`, so
 * their token has expired) and the link tokens used or expired before `spentBefore`. The numbers gone.
 */
export async function deleteSpentSessionsAndTokens(
  db: Database,
  startedBefore: Date,
  spentBefore: Date,
): Promise<{ sessions: number; tokens: number }> {
  const goneSessions = await db
    .delete(sessions)
    .where(or(isNotNull(sessions.revokedAt), lt(sessions.createdAt, startedBefore)))
    .returning({ id: sessions.id });
  const goneTokens = await db
    .delete(accountTokens)
    .where(or(lt(accountTokens.usedAt, spentBefore), lt(accountTokens.expiresAt, spentBefore)))
    .returning({ id: accountTokens.id });
  return { sessions: goneSessions.length, tokens: goneTokens.length };
}
