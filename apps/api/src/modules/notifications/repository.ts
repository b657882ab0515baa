import type { NotificationType } from '@mitti/domain/notification';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema/messages';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  /** A path of the product, possibly in the other app: '/dashboard', '/shop/orders'. */
  link: string;
  /** For an operator's work to review: the campaign or verification request to decide. */
  reviewSubjectId?: string;
}

/**
 * Records notifications. Call it with the transaction of the event it announces, so an event that
 * rolls back announces nothing.
 */
export async function notify(db: Database, entries: NewNotification[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(notifications).values(entries);
}

/** Notifications of past events, dated and possibly read already (the demo seed's). */
export async function insertPastNotifications(
  db: Database,
  entries: (NewNotification & { createdAt: Date; readAt: Date | null })[],
): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(notifications).values(entries);
}

/** The user's latest notifications, newest first. */
export async function listNotifications(
  db: Database,
  userId: string,
  limit: number,
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks the user's own unread notifications read: those of `ids`, or all of them. */
export async function markRead(db: Database, userId: string, ids?: string[]): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    );
}

/**
 * The campaign, verification request or overdue refund request was decided (or withdrawn): every
 * operator's notice asking for it is read, so the bell counts only work still waiting.
 */
export async function markReviewDone(db: Database, subjectId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.reviewSubjectId, subjectId), isNull(notifications.readAt)));
}
