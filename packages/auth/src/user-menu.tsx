import { initials } from '@mitti/domain/initials';
import type { UserProfile } from '@mitti/domain/user';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { responsiveImage } from '@mitti/ui/responsive-image';
import { Suspense, useId, useState } from 'react';
import type { AppName } from './app-link';
import { lazyPopup } from './lazy-popup';
import { useOpenedOnce } from './use-opened-once';

const UserMenuPopup = lazyPopup(
  () => import('./user-menu-popup').then((module) => module.UserMenuPopup),
  (props) => props.onClose(),
);

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
  const rendered = useOpenedOnce(open);
  const picture = profile?.profilePicture?.url;
  const initial = initials(profile?.name || profile?.email || '');
  return (
    <>
      <IconButton
        aria-label="Account menu"
        aria-haspopup="true"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          p: 0.5,
          // The avatar covers the button's own focus background: a ring shows the focus instead.
          '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.main' },
        }}
      >
        <Avatar
          {...(picture ? responsiveImage(picture, '36px') : {})}
          alt={profile?.name}
          sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}
        >
          {initial || undefined}
        </Avatar>
      </IconButton>
      {rendered && (
        <Suspense fallback={null}>
          <UserMenuPopup
            app={app}
            id={menuId}
            anchor={anchor}
            profile={profile}
            onClose={() => setAnchor(null)}
            onLogOut={onLogOut}
          />
        </Suspense>
      )}
    </>
  );
}
