import { useCartQuery } from '@mitti/api-client/cart-endpoints';
import { useSelector } from 'react-redux';
import { selectIsSignedIn } from './auth-slice';

/**
 * The header's cart badge: the number of units in the server cart, 0 when signed out. Cart writes
 * invalidate the cart, so the badge follows every add, change, removal and order without a reload;
 * a failed read shows 0 (shop.md 8: ignored).
 */
export function useCartCount(): number {
  const signedIn = useSelector(selectIsSignedIn);
  const { data } = useCartQuery(undefined, { skip: !signedIn });
  return signedIn ? (data?.data.summary.totalItems ?? 0) : 0;
}
