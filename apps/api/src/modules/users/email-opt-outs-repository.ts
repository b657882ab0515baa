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

/** Whether the account with this address turned this kind of email off. */
export async function hasOptedOut(
  db: Database,
  email: string,
  topic: EmailTopic,
): Promise<boolean> {
  const [row] = await db
    .select({ topic: emailOptOuts.topic })
    .from(emailOptOuts)
    .innerJoin(users, eq(users.id, emailOptOuts.userId))
    .where(and(eq(users.email, email.toLowerCase()), eq(emailOptOuts.topic, topic)));
  return row !== undefined;
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
