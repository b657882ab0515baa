import type { Notification, NotificationsResponse } from '@mitti/domain/notification';
import { NOTIFICATIONS_SHOWN } from '@mitti/domain/notification';
import type { Database } from '../../db/client';
import { isUuid } from '../../uuid';
import type { NotificationRow } from './repository';
import * as repo from './repository';

export function toNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createNotificationsService(db: Database) {
  return {
    /** The caller's latest NOTIFICATIONS_SHOWN, and how many of all theirs are unread. */
    async list(userId: string): Promise<NotificationsResponse> {
      const [rows, unreadCount] = await Promise.all([
        repo.listNotifications(db, userId, NOTIFICATIONS_SHOWN),
        repo.countUnread(db, userId),
      ]);
      return { notifications: rows.map(toNotification), unreadCount };
    },

    /** Only the caller's own are touched; an id that is not one of theirs changes nothing. */
    async markRead(userId: string, ids?: string[]): Promise<void> {
      await repo.markRead(db, userId, ids?.filter(isUuid));
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
