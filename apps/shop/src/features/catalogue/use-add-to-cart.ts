import { wasSignedOut } from '@mitti/api-client/api-failure';
import { useAddToCartMutation } from '@mitti/api-client/cart-endpoints';
import { useAppNavigate } from '@mitti/auth/app-link';
import { selectIsSignedIn } from '@mitti/auth/auth-slice';
import { QUANTITY_PER_ADD } from '@mitti/domain/constants';
import type { Item, Variant } from '@mitti/domain/item';
import { ADD_TO_CART_DURATION_MS, useToast } from '@mitti/ui/toast-provider';
import { useCallback, useState } from 'react';
import { useSelector } from 'react-redux';
import { addToCartFailure } from '@/app/add-to-cart-failure';

/**
 * The cards' Add to Cart: a visitor gets the Sign In Required dialog; a shopper's POST /cart adds
 * one unit and refreshes the cart badge (the mutation invalidates the cart). The spec only logs a
 * failure here; a toast says so too (DESIGN.md 6.6).
 */
export function useAddToCart() {
  const signedIn = useSelector(selectIsSignedIn);
  const [addToCart] = useAddToCartMutation();
  const toast = useToast();
  const navigate = useAppNavigate('shop');
  const [signInOpen, setSignInOpen] = useState(false);

  const add = useCallback(
    async (item: Item, variant: Variant) => {
      if (!signedIn) {
        setSignInOpen(true);
        return;
      }
      try {
        await addToCart({
          itemId: item._id,
          size: variant.size,
          quantity: QUANTITY_PER_ADD,
          weight: variant.weight,
        }).unwrap();
        toast.success('Added to cart!', {
          durationMs: ADD_TO_CART_DURATION_MS,
          link: { label: 'View Cart', href: '/shop/cart', navigate: () => navigate('/shop/cart') },
        });
      } catch (error) {
        console.error('Failed to add to cart', error);
        if (!wasSignedOut(error)) toast.error(addToCartFailure('Failed to add to cart', error));
      }
    },
    [signedIn, addToCart, toast, navigate],
  );

  return { add, signInOpen, closeSignIn: () => setSignInOpen(false) };
}
