import CircularProgress from '@mui/material/CircularProgress';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { alpha } from '@mui/material/styles';
import type { AppName } from './app-link';
import { AppLink } from './app-link';
import { NotificationEntry } from './notification-entry';
import type { NotificationsFeed } from './use-notifications';
import type { NotificationsMenuState } from './use-notifications-menu';

export interface NotificationsMenuProps {
  app: AppName;
  feed: NotificationsFeed;
  menu: NotificationsMenuState;
  /** An entry was chosen: its link is being followed. */
  onFollow: () => void;
}

function feedItems({ app, feed, menu, onFollow }: NotificationsMenuProps) {
  if (feed.loading) {
    return [
      <MenuItem key="loading" disabled sx={{ gap: 1.5 }}>
        <CircularProgress size={18} aria-hidden />
        Loading notifications...
      </MenuItem>,
    ];
  }
  if (!feed.notifications) {
    return [
      <MenuItem key="failed" disabled sx={{ whiteSpace: 'normal' }}>
        Could not load your notifications.
      </MenuItem>,
      <MenuItem key="retry" onClick={feed.retry} disabled={feed.retrying}>
        Try again
      </MenuItem>,
    ];
  }
  if (feed.notifications.length === 0) {
    return [
      <MenuItem key="empty" disabled>
        No notifications yet
      </MenuItem>,
    ];
  }
  // MenuItems as direct children: the menu hands focus and arrow keys to them.
  return feed.notifications.map((notification) => {
    const unread = menu.isUnread(notification);
    return (
      <MenuItem
        key={notification._id}
        component={AppLink}
        app={app}
        to={notification.link}
        onClick={onFollow}
        sx={{
          alignItems: 'flex-start',
          gap: 1.5,
          py: 1.25,
          whiteSpace: 'normal',
          borderTop: 1,
          borderColor: 'divider',
          bgcolor: (theme) => (unread ? alpha(theme.palette.primary.main, 0.08) : undefined),
        }}
      >
        <NotificationEntry notification={notification} unread={unread} />
      </MenuItem>
    );
  });
}

/** The bell's menu: the latest notifications, newest first, each a link (arrow keys move along). */
export function NotificationsMenu(props: NotificationsMenuProps) {
  const { menu } = props;
  return (
    <Menu
      id={menu.menuId}
      anchorEl={menu.anchor}
      open={menu.open}
      onClose={menu.closeMenu}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: { sx: { width: 360, maxWidth: 'calc(100vw - 32px)', maxHeight: 480 } },
        list: { 'aria-label': 'Notifications', sx: { py: 0 } },
      }}
    >
      {/* A menu owns only menu items: the title shows, and the menu's name says it. */}
      <ListSubheader role="presentation" sx={{ fontWeight: 700, lineHeight: '44px' }}>
        Notifications
      </ListSubheader>
      {feedItems(props)}
    </Menu>
  );
}
