import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { Suspense, useId, useState } from 'react';
import { AccountButtons } from './account-buttons';
import type { AppName } from './app-link';
import { AppLink, useCurrentPath } from './app-link';
import { NAV_LINKS, isActivePath, menuLabel } from './header-links';
import { lazyPopup } from './lazy-popup';
import { MittiLogo } from './mitti-logo';
import { useAccount } from './use-account';
import { useLogOut } from './use-log-out';
import { useNotifications } from './use-notifications';
import { useOpenedOnce } from './use-opened-once';

const HeaderDrawer = lazyPopup(
  () => import('./header-drawer').then((module) => module.HeaderDrawer),
  (props) => props.onClose(),
);

export interface HeaderProps {
  /** The app rendering the header: links into the other app load the page. */
  app: AppName;
}

/** The site header of both apps (shop.md 2, Header). */
export function Header({ app }: HeaderProps) {
  const currentPath = useCurrentPath(app);
  const { signedIn, profile } = useAccount();
  const notifications = useNotifications();
  const logOut = useLogOut(app);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerRendered = useOpenedOnce(drawerOpen);
  const drawerId = useId();

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 2 }}>
        <MittiLogo app={app} />
        {/* Desktop and phone layouts both come in the markup and CSS shows one (breakpoint md): the
            page the server draws is then right at every width, before and after scripts run. */}
        <Box
          component="nav"
          aria-label="Main navigation"
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 2 }}
        >
          {NAV_LINKS.map((link) => {
            const active = isActivePath(currentPath, link.to);
            return (
              <Button
                key={link.to}
                component={AppLink}
                app={app}
                to={link.to}
                aria-current={active ? 'page' : undefined}
                sx={{
                  color: active ? 'primary.main' : 'text.primary',
                  fontWeight: active ? 700 : 500,
                  borderBottom: 2,
                  borderColor: active ? 'primary.main' : 'transparent',
                  borderRadius: 0,
                }}
              >
                {link.label}
              </Button>
            );
          })}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Stack
          direction="row"
          spacing={1}
          sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center' }}
        >
          <AccountButtons
            app={app}
            signedIn={signedIn}
            profile={profile}
            notifications={notifications}
            onLogOut={logOut}
          />
        </Stack>
        <IconButton
          edge="end"
          color="inherit"
          aria-label={menuLabel(notifications.unreadCount)}
          aria-haspopup="true"
          aria-controls={drawerOpen ? drawerId : undefined}
          aria-expanded={drawerOpen ? 'true' : undefined}
          onClick={() => setDrawerOpen(true)}
          sx={{ display: { md: 'none' } }}
        >
          <Badge color="error" variant="dot" invisible={notifications.unreadCount === 0}>
            <MenuIcon />
          </Badge>
        </IconButton>
        {drawerRendered && (
          <Suspense fallback={null}>
            <HeaderDrawer
              app={app}
              id={drawerId}
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              currentPath={currentPath}
              signedIn={signedIn}
              admin={profile?.role === 'admin'}
              notifications={notifications}
              onLogOut={logOut}
            />
          </Suspense>
        )}
      </Toolbar>
    </AppBar>
  );
}
