import type { EmailTopic } from '@mitti/domain/email-preferences';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailOptOuts, users } from '../../db/schema/users';

export async function listOptOuts(db: Database, userId: string): Promise<EmailTopic[]> {
  const rows = await db
    .select({ topic: emailOptOuts.topic })
    .from(emailOptOuts)
    .where(eq(emailOptOuts.userId, userId));
  return rows.map((row) => row.topic);
}

/**
 * Whether news of this kind may go to this address: its account has not turned the kind off and
 * was not disabled by operators (it cannot sign in to follow the news).
 */
export async function acceptsNews(
  db: Database,
  email: string,
  topic: EmailTopic,
): Promise<boolean> {
  const [row] = await db
    .select({ disabledAt: users.disabledAt, optedOut: emailOptOuts.topic })
    .from(users)
    .leftJoin(emailOptOuts, and(eq(emailOptOuts.userId, users.id), eq(emailOptOuts.topic, topic)))
    .where(eq(users.email, email.toLowerCase()));
  return row === undefined || (row.disabledAt === null && row.optedOut === null);
}

export async function addOptOuts(
  db: Database,
  userId: string,
  topics: EmailTopic[],
): Promise<void> {
  if (topics.length === 0) return;
  await db
    .insert(emailOptOuts)
    .values(topics.map((topic) => ({ userId, topic })))
    .onConflictDoNothing();
}

export async function removeOptOuts(
  db: Database,
  userId: string,
  topics: EmailTopic[],
): Promise<void> {
  if (topics.length === 0) return;
  await db
    .delete(emailOptOuts)
    .where(and(eq(emailOptOuts.userId, userId), inArray(emailOptOuts.topic, topics)));
}
