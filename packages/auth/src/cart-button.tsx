import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import type { AppName } from './app-link';
import { AppLink } from './app-link';
import { cartLabel } from './header-links';
import { useCartCount } from './use-cart-count';

/**
 * The cart link with the number of units in the server cart; the badge hides at 0. It reads the count
 * itself, so that when a server-drawn page is taken over (useCartCount waits for it) only this button
 * re-renders, not the bar around it.
 */
export function CartButton({ app }: { app: AppName }) {
  const count = useCartCount();
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
