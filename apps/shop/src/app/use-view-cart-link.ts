import { useAppNavigate } from '@mitti/auth/app-link';
import type { ToastLink } from '@mitti/ui/toast-provider';
import { useMemo } from 'react';

/** The toasts' 'View Cart' link, after Add to Cart and Buy again. */
export function useViewCartLink(): ToastLink {
  const navigate = useAppNavigate('shop');
  return useMemo(
    () => ({ label: 'View Cart', href: '/shop/cart', navigate: () => navigate('/shop/cart') }),
    [navigate],
  );
}
