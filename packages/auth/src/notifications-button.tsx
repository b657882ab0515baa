import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Suspense } from 'react';
import type { AppName } from './app-link';
import { notificationsLabel } from './header-links';
import { lazyPopup } from './lazy-popup';
import type { NotificationsFeed } from './use-notifications';
import { useNotificationsMenu } from './use-notifications-menu';
import { useOpenedOnce } from './use-opened-once';

const NotificationsMenu = lazyPopup(
  () => import('./notifications-menu').then((module) => module.NotificationsMenu),
  (props) => props.menu.closeMenu(),
);

/** The bell: the unread count on its badge, the latest notifications in its menu. */
export function NotificationsButton({ app, feed }: { app: AppName; feed: NotificationsFeed }) {
  const menu = useNotificationsMenu(feed);
  const rendered = useOpenedOnce(menu.open);
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
      {rendered && (
        <Suspense fallback={null}>
          <NotificationsMenu app={app} feed={feed} menu={menu} onFollow={menu.closeMenu} />
        </Suspense>
      )}
    </>
  );
}
