import { useMarkNotificationsReadMutation } from '@mitti/api-client/notification-endpoints';
import type { Notification } from '@mitti/domain/notification';
import { useId, useState, type MouseEvent } from 'react';
import type { NotificationsFeed } from './use-notifications';

/**
 * Opening the bell's menu marks what it shows as read. The entries that were unread when it opened
 * stay marked until it closes, although the refetched feed already has them read.
 */
export function useNotificationsMenu({ notifications }: NotificationsFeed) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [unreadOnOpen, setUnreadOnOpen] = useState<ReadonlySet<string>>(new Set());
  const [markRead] = useMarkNotificationsReadMutation();
  const menuId = useId();
  const open = anchor !== null;

  const openMenu = (event: MouseEvent<HTMLElement>) => {
    const ids = (notifications ?? []).filter((entry) => !entry.read).map((entry) => entry._id);
    setAnchor(event.currentTarget);
    setUnreadOnOpen(new Set(ids));
    // A failed write leaves them unread, and the badge keeps saying so: nothing else to tell.
    if (ids.length > 0) void markRead({ ids });
  };

  return {
    menuId,
    anchor,
    open,
    openMenu,
    closeMenu: () => setAnchor(null),
    isUnread: (entry: Notification) => !entry.read || unreadOnOpen.has(entry._id),
    /** The trigger's ARIA attributes. */
    triggerProps: {
      'aria-haspopup': 'true' as const,
      'aria-controls': open ? menuId : undefined,
      'aria-expanded': open ? ('true' as const) : undefined,
    },
  };
}

export type NotificationsMenuState = ReturnType<typeof useNotificationsMenu>;
