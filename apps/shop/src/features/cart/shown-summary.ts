import type { CartItem, CartResponse, CartSummary } from '@mitti/domain/cart';
import { toCartSummary } from '@mitti/domain/cart';
import { rupeesToPaise } from '@mitti/domain/money';
import { priceCart } from '@mitti/domain/shop-pricing';

/**
 * The summary of the quantities on screen: the server's, or, while a stepper press is on its way,
 * the same pricing rule (DESIGN.md 6.1) over the pressed quantities, so the total moves with the
 * line. The server's cart replaces it once the update comes back.
 */
export function shownSummary(
  cart: CartResponse['data'],
  quantityOf: (line: CartItem) => number,
): CartSummary {
  if (cart.items.every((line) => quantityOf(line) === line.quantity)) return cart.summary;
  return toCartSummary(
    priceCart(
      cart.items.map((line) => ({
        unitPricePaise: rupeesToPaise(line.price),
        quantity: quantityOf(line),
      })),
    ),
  );
}
