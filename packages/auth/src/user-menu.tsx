import type { UserProfile } from '@mitti/domain/user';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import type { AppName } from './app-link';
import { AppLink } from './app-link';
import type { HeaderLink } from './header-links';
import { ACCOUNT_LINKS, ADMIN_LINKS } from './header-links';

export interface UserMenuProps {
  app: AppName;
  profile: UserProfile | null;
  onLogOut: () => void;
}

/**
 * The avatar (photo, else the user's initial) opening Dashboard, Orders, Profile, for an admin the
 * operators' pages, and Log Out.
 */
export function UserMenu({ app, profile, onLogOut }: UserMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const linkItem = (link: HeaderLink) => (
    <MenuItem key={link.to} component={AppLink} app={app} to={link.to} onClick={close}>
      {link.label}
    </MenuItem>
  );
  const initial = (profile?.name || profile?.email || '').trim().charAt(0).toUpperCase();
  return (
    <>
      <IconButton
        aria-label="Account menu"
        aria-haspopup="true"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar
          src={profile?.profilePicture?.url}
          alt={profile?.name}
          sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}
        >
          {initial || undefined}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {ACCOUNT_LINKS.map(linkItem)}
        <Divider />
        {profile?.role === 'admin' && [...ADMIN_LINKS.map(linkItem), <Divider key="admin" />]}
        <MenuItem
          onClick={() => {
            close();
            onLogOut();
          }}
        >
          Log Out
        </MenuItem>
      </Menu>
    </>
  );
}
