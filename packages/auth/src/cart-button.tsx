import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import type { AppName } from './app-link';
import { AppLink } from './app-link';
import { cartLabel } from './header-links';

/** The cart link with its item count; the badge hides at 0. */
export function CartButton({ app, count }: { app: AppName; count: number }) {
  return (
    <IconButton
      component={AppLink}
      app={app}
      to="/shop/cart"
      color="inherit"
      aria-label={cartLabel(count)}
    >
      <Badge color="secondary" badgeContent={count || undefined} max={99}>
        <ShoppingCartOutlined />
      </Badge>
    </IconButton>
  );
}
