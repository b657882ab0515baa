import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
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

/** Whether the session is the user's and not ended: one lookup by primary key. */
export async function isSessionLive(
  db: Database,
  sessionId: string,
  userId: string,
): Promise<boolean> {
  if (!isUuid(sessionId) || !isUuid(userId)) return false;
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)),
    );
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
  token: { tokenHash: string; purpose: AccountTokenPurpose; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(accountTokens).values(token);
}

/**
 * Marks the token used if it is unused and unexpired, in one conditional update, so two requests
 * with the same link cannot both use it. The user id it was for, or undefined.
 */
export async function useAccountToken(
  db: Database,
  tokenHash: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<string | undefined> {
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
    .returning({ userId: accountTokens.userId });
  return row?.userId;
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

/** Ends the user's other unused tokens of the purpose: after a reset, older reset links stop working. */
export async function useAllAccountTokens(
  db: Database,
  userId: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}
