import { wasSignedOut } from '@mitti/api-client/api-failure';
import { useAddToCartMutation } from '@mitti/api-client/cart-endpoints';
import { selectIsSignedIn } from '@mitti/auth/auth-slice';
import { QUANTITY_PER_ADD } from '@mitti/domain/constants';
import type { Item, Variant } from '@mitti/domain/item';
import { ADD_TO_CART_DURATION_MS, useToast } from '@mitti/ui/toast-provider';
import { useCallback, useState } from 'react';
import { useSelector } from 'react-redux';
import { addToCartFailure } from '@/app/add-to-cart-failure';
import { useViewCartLink } from '@/app/use-view-cart-link';
import {
  type CartLineWanted,
  keepAddAfterSignIn,
  useAddAfterSignIn,
} from '@/app/add-after-sign-in';

/**
 * The cards' Add to Cart: a visitor gets the Sign In Required dialog; a shopper's POST /cart adds
 * one unit and refreshes the cart badge (the mutation invalidates the cart). The spec only logs a
 * failure here; a toast says so too (DESIGN.md 6.6). A visitor who goes to sign in from the dialog
 * comes back to the line added.
 */
export function useAddToCart() {
  const signedIn = useSelector(selectIsSignedIn);
  const [addToCart] = useAddToCartMutation();
  const toast = useToast();
  const viewCart = useViewCartLink();
  const [wanted, setWanted] = useState<CartLineWanted | null>(null);

  const addLine = useCallback(
    async (line: CartLineWanted) => {
      try {
        await addToCart({ ...line, quantity: QUANTITY_PER_ADD }).unwrap();
        toast.success('Added to cart!', {
          durationMs: ADD_TO_CART_DURATION_MS,
          link: viewCart,
        });
      } catch (error) {
        console.error('Failed to add to cart', error);
        if (!wasSignedOut(error)) toast.error(addToCartFailure('Failed to add to cart', error));
      }
    },
    [addToCart, toast, viewCart],
  );
  useAddAfterSignIn((line) => void addLine(line));

  const add = useCallback(
    async (item: Item, variant: Variant) => {
      const line = { itemId: item._id, size: variant.size, weight: variant.weight };
      if (signedIn) await addLine(line);
      else setWanted(line);
    },
    [signedIn, addLine],
  );

  return {
    add,
    signInOpen: wanted !== null,
    closeSignIn: () => setWanted(null),
    keepWanted: () => {
      if (wanted) keepAddAfterSignIn(wanted);
    },
  };
}
