import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema/users';
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
