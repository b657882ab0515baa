import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import type { AppName } from './app-link';
import { notificationsLabel } from './header-links';
import { NotificationsMenu } from './notifications-menu';
import type { NotificationsFeed } from './use-notifications';
import { useNotificationsMenu } from './use-notifications-menu';

/** The bell: the unread count on its badge, the latest notifications in its menu. */
export function NotificationsButton({ app, feed }: { app: AppName; feed: NotificationsFeed }) {
  const menu = useNotificationsMenu(feed);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={notificationsLabel(feed.unreadCount)}
        {...menu.triggerProps}
        onClick={menu.openMenu}
      >
        <Badge color="error" badgeContent={feed.unreadCount || undefined} max={99}>
          <NotificationsNoneOutlined />
        </Badge>
      </IconButton>
      <NotificationsMenu app={app} feed={feed} menu={menu} onFollow={menu.closeMenu} />
    </>
  );
}
