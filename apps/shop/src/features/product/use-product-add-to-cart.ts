import { wasSignedOut } from '@mitti/api-client/api-failure';
import { useAddToCartMutation } from '@mitti/api-client/cart-endpoints';
import { useAppNavigate } from '@mitti/auth/app-link';
import { selectIsSignedIn } from '@mitti/auth/auth-slice';
import { useSignInPath } from '@mitti/auth/use-return-path';
import { QUANTITY_PER_ADD } from '@mitti/domain/constants';
import type { Variant } from '@mitti/domain/item';
import { ADD_TO_CART_DURATION_MS, useToast } from '@mitti/ui/toast-provider';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { addToCartFailure } from '@/app/add-to-cart-failure';
import { useViewCartLink } from '@/app/use-view-cart-link';
import {
  type CartLineWanted,
  keepAddAfterSignIn,
  useAddAfterSignIn,
} from '@/app/add-after-sign-in';

/**
 * The product page's Add to Cart with the spec's toasts (shop.md 8). A visitor who follows the
 * toast's Sign In comes back to the size they chose added.
 */
export function useProductAddToCart(itemId: string) {
  const signedIn = useSelector(selectIsSignedIn);
  const [addToCart] = useAddToCartMutation();
  const toast = useToast();
  const navigate = useAppNavigate('shop');
  const viewCart = useViewCartLink();
  const loginPath = useSignInPath('shop');
  const [adding, setAdding] = useState(false);

  const addLine = async (line: CartLineWanted) => {
    setAdding(true);
    const dismissAdding = toast.info('Adding to cart...');
    try {
      await addToCart({ ...line, quantity: QUANTITY_PER_ADD }).unwrap();
      dismissAdding();
      toast.success('Added to cart!', {
        durationMs: ADD_TO_CART_DURATION_MS,
        link: viewCart,
      });
    } catch (error) {
      dismissAdding();
      console.error('Failed to add item to cart', error);
      if (!wasSignedOut(error)) toast.error(addToCartFailure('Failed to add item to cart.', error));
    } finally {
      setAdding(false);
    }
  };
  useAddAfterSignIn((line) => void addLine(line));

  const add = async (variant: Variant | undefined) => {
    if (!signedIn) {
      toast.error('Please sign in to add items to your cart.', {
        link: {
          label: 'Sign In',
          href: loginPath,
          navigate: () => {
            if (variant?.available) {
              keepAddAfterSignIn({ itemId, size: variant.size, weight: variant.weight });
            }
            navigate(loginPath);
          },
        },
      });
      return;
    }
    if (!variant?.available) {
      toast.error('Please select a product variant.');
      return;
    }
    await addLine({ itemId, size: variant.size, weight: variant.weight });
  };

  return { add, adding };
}
