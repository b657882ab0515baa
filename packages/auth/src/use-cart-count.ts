import { useCartQuery } from '@mitti/api-client/cart-endpoints';
import { useSelector } from 'react-redux';
import { selectIsSignedIn } from './auth-slice';
import { useHydrated } from './use-hydrated';

/**
 * A cart badge's count: the number of units in the server cart, 0 when signed out. Cart writes
 * invalidate the cart, so the badge follows every add, change, removal and order without a reload;
 * a failed read shows 0 (shop.md 8: ignored). While a server-rendered page is being taken over it is
 * 0, as the server drew it, even if the cart has arrived meanwhile.
 */
export function useCartCount(): number {
  const signedIn = useSelector(selectIsSignedIn);
  const hydrated = useHydrated();
  // Read again when the tab regains focus: the cart may have changed in another tab.
  const { data } = useCartQuery(undefined, { skip: !signedIn, refetchOnFocus: true });
  return signedIn && hydrated ? (data?.data.summary.totalItems ?? 0) : 0;
}
