import type { NotificationType } from '@mitti/domain/notification';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema/messages';

export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  /** A path of the product, possibly in the other app: '/dashboard', '/shop/orders'. */
  link: string;
}

/**
 * Records notifications. Call it with the transaction of the event it announces, so an event that
 * rolls back announces nothing.
 */
export async function notify(db: Database, entries: NewNotification[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(notifications).values(entries);
}
