import { asc, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { notifications } from '../src/db/schema/messages';

/** The user's notification rows as the bell shows them, oldest first. */
export async function notificationsOf(db: Database, userId: string) {
  return db
    .select({
      type: notifications.type,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}

/** How many notifications exist at all: an event must notify no one beyond those asserted. */
export async function notificationCount(db: Database): Promise<number> {
  return (await db.select({ id: notifications.id }).from(notifications)).length;
}
