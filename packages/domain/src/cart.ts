import { paiseToRupees } from './money';
import type { ItemCategory } from './item';
import type { ShopPricing } from './shop-pricing';

/**
 * One cart line, the union of what the cart screen and the checkout read. `id` and `itemId` are both
 * the item's _id (the spec's screens read either); `cartItemId` is the line's own id. Money in rupees.
 */
export interface CartItem {
  id: string;
  cartItemId: string;
  itemId: string;
  image: string;
  name: string;
  size: string;
  farmName: string;
  category: ItemCategory;
  price: number;
  originalPrice?: number;
  quantity: number;
  weight: number;
  /** Some are on hand: a line whose variant has none cannot be ordered. */
  available: boolean;
  /** Units on hand: the quantity cannot go above it. */
  stock: number;
}

/** Rupees; computed by the server with priceCart (DESIGN.md 6.1). */
export interface CartSummary {
  subtotal: number;
  shipping: number;
  tax: number;
  total: number;
  totalItems: number;
}

/** GET /cart, the one shape for every screen (DESIGN.md 6.2). */
export interface CartResponse {
  data: {
    items: CartItem[];
    summary: CartSummary;
  };
}

/** One line of an order bought again: how many it had, and how many went in the cart now. */
export interface LineBoughtAgain {
  name: string;
  size: string;
  wanted: number;
  /** Fewer than wanted when fewer are in stock (none: sold out, or no longer sold). */
  added: number;
}

/** POST /cart/buy-again: the cart after, and what became of each line of the order. */
export interface BuyAgainResponse extends CartResponse {
  lines: LineBoughtAgain[];
}

export function toCartSummary(pricing: ShopPricing): CartSummary {
  return {
    subtotal: paiseToRupees(pricing.subtotal),
    shipping: paiseToRupees(pricing.shipping),
    tax: paiseToRupees(pricing.tax),
    total: paiseToRupees(pricing.total),
    totalItems: pricing.totalItems,
  };
}
