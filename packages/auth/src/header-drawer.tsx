import Close from '@mui/icons-material/Close';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { AppName } from './app-link';
import { AppLink } from './app-link';
import type { HeaderLink } from './header-links';
import {
  ACCOUNT_LINKS,
  ADMIN_LINKS,
  NAV_LINKS,
  cartLabel,
  isActivePath,
  notificationsLabel,
} from './header-links';
import { NotificationsMenu } from './notifications-menu';
import { useCartCount } from './use-cart-count';
import { useSignInPath } from './use-return-path';
import type { NotificationsFeed } from './use-notifications';
import { useNotificationsMenu } from './use-notifications-menu';

export interface HeaderDrawerProps {
  app: AppName;
  id: string;
  open: boolean;
  onClose: () => void;
  currentPath: string;
  signedIn: boolean;
  /** Shows the operators' pages. */
  admin: boolean;
  notifications: NotificationsFeed;
  onLogOut: () => void;
}

/** The mobile menu: the header's links, the bell and account actions, plus Your Cart. */
export function HeaderDrawer(props: HeaderDrawerProps) {
  const { app, id, open, onClose, currentPath, signedIn, admin, notifications, onLogOut } = props;
  const cartCount = useCartCount();
  const notificationsMenu = useNotificationsMenu(notifications);
  const loginPath = useSignInPath(app);
  const signupPath = useSignInPath(app, '/signup');

  const linkItem = (link: HeaderLink) => {
    const active = isActivePath(currentPath, link.to);
    return (
      <ListItem key={link.to} disablePadding>
        <ListItemButton
          component={AppLink}
          app={app}
          to={link.to}
          selected={active}
          aria-current={active ? 'page' : undefined}
          onClick={onClose}
        >
          <ListItemText primary={link.label} />
        </ListItemButton>
      </ListItem>
    );
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { id, 'aria-label': 'Menu', sx: { width: 280 } } }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton aria-label="Close menu" onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <Box component="nav" aria-label="Mobile navigation">
        <List>{NAV_LINKS.map(linkItem)}</List>
        <Divider />
        {signedIn ? (
          <List>
            <ListItem disablePadding>
              <ListItemButton
                aria-label={notificationsLabel(notifications.unreadCount)}
                {...notificationsMenu.triggerProps}
                onClick={notificationsMenu.openMenu}
              >
                {/* A space before the count: the item shows 'Notifications 2', which its name
                    starts with (WCAG 2.5.3), rather than 'Notifications2'. So does Your Cart. */}
                <ListItemText primary="Notifications" />{' '}
                <Badge
                  color="error"
                  badgeContent={notifications.unreadCount || undefined}
                  max={99}
                  sx={{ mr: 1.5 }}
                />
              </ListItemButton>
            </ListItem>
            <ListItem disablePadding>
              <ListItemButton
                component={AppLink}
                app={app}
                to="/shop/cart"
                aria-label={`Your ${cartLabel(cartCount)}`}
                selected={isActivePath(currentPath, '/shop/cart')}
                onClick={onClose}
              >
                <ListItemText primary="Your Cart" />{' '}
                <Badge
                  color="secondary"
                  badgeContent={cartCount || undefined}
                  max={99}
                  sx={{ mr: 1.5 }}
                />
              </ListItemButton>
            </ListItem>
            {ACCOUNT_LINKS.map(linkItem)}
            {admin && ADMIN_LINKS.map(linkItem)}
            <ListItem disablePadding>
              <ListItemButton
                onClick={() => {
                  onClose();
                  onLogOut();
                }}
              >
                <ListItemText primary="Log Out" />
              </ListItemButton>
            </ListItem>
            <NotificationsMenu
              app={app}
              feed={notifications}
              menu={notificationsMenu}
              onFollow={() => {
                notificationsMenu.closeMenu();
                onClose();
              }}
            />
          </List>
        ) : (
          <List>
            {linkItem({ label: 'Sign In', to: loginPath })}
            {linkItem({ label: 'Get Started', to: signupPath })}
          </List>
        )}
      </Box>
    </Drawer>
  );
}
