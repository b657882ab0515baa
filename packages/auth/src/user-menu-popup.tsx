import type { UserProfile } from '@mitti/domain/user';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { AppName } from './app-link';
import { AppLink } from './app-link';
import type { HeaderLink } from './header-links';
import { ACCOUNT_LINKS, ADMIN_LINKS } from './header-links';

export interface UserMenuPopupProps {
  app: AppName;
  id: string;
  anchor: HTMLElement | null;
  profile: UserProfile | null;
  onClose: () => void;
  onLogOut: () => void;
}

/** The user menu's list: Dashboard, Orders, Profile, for an admin the operators' pages, Log Out. */
export function UserMenuPopup({ app, id, anchor, profile, onClose, onLogOut }: UserMenuPopupProps) {
  const linkItem = (link: HeaderLink) => (
    <MenuItem key={link.to} component={AppLink} app={app} to={link.to} onClick={onClose}>
      {link.label}
    </MenuItem>
  );
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {ACCOUNT_LINKS.map(linkItem)}
      <Divider />
      {profile?.role === 'admin' && [...ADMIN_LINKS.map(linkItem), <Divider key="admin" />]}
      <MenuItem
        onClick={() => {
          onClose();
          onLogOut();
        }}
      >
        Log Out
      </MenuItem>
    </Menu>
  );
}
