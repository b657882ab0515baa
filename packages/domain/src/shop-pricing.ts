import type { Paise } from './money';

/** DESIGN.md 6.1: one pricing rule for cart, checkout and server. */
export const FREE_SHIPPING_ABOVE_PAISE: Paise = 7500;
export const SHIPPING_FEE_PAISE: Paise = 750;
/** 7.5%, kept as per-mille so the tax is integer math. */
export const TAX_PER_MILLE = 75;

export interface PricedLine {
  unitPricePaise: Paise;
  quantity: number;
}

export interface ShopPricing {
  subtotal: Paise;
  shipping: Paise;
  tax: Paise;
  total: Paise;
  totalItems: number;
}

function assertWhole(value: number, what: string): void {
  if (!Number.isInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole, non-negative number, got ${value}`);
  }
}

export function lineTotalPaise(line: PricedLine): Paise {
  assertWhole(line.unitPricePaise, 'unitPricePaise');
  assertWhole(line.quantity, 'quantity');
  return line.unitPricePaise * line.quantity;
}

/** Free above ₹75 (exactly ₹75 pays), else ₹7.50; an empty cart ships nothing and pays nothing. */
export function shippingPaise(subtotal: Paise, totalItems: number): Paise {
  if (totalItems === 0) return 0;
  return subtotal > FREE_SHIPPING_ABOVE_PAISE ? 0 : SHIPPING_FEE_PAISE;
}

/** 7.5% of the subtotal, rounded half up to whole paise. */
export function taxPaise(subtotal: Paise): Paise {
  assertWhole(subtotal, 'subtotal');
  return Math.floor((subtotal * TAX_PER_MILLE + 500) / 1000);
}

export function priceCart(lines: readonly PricedLine[]): ShopPricing {
  let subtotal = 0;
  let totalItems = 0;
  for (const line of lines) {
    subtotal += lineTotalPaise(line);
    totalItems += line.quantity;
  }
  const shipping = shippingPaise(subtotal, totalItems);
  const tax = taxPaise(subtotal);
  return { subtotal, shipping, tax, total: subtotal + shipping + tax, totalItems };
}

/**
 * What is left to spend for free shipping, for the cart's 'Spend X more for free shipping' hint;
 * null when the hint is not shown (an empty cart, or shipping is already free). Shipping is free
 * only above ₹75, so at exactly ₹75 one more paisa is needed.
 */
export function amountForFreeShipping(subtotal: Paise): Paise | null {
  if (subtotal <= 0 || subtotal > FREE_SHIPPING_ABOVE_PAISE) return null;
  return FREE_SHIPPING_ABOVE_PAISE + 1 - subtotal;
}

/**
 * The percent-off badge: (originalPrice - price) / originalPrice, rounded to a whole percent, or null
 * when there is no discount. Both prices in the same unit (rupees with at most two decimals, or paise).
 */
export function discountPercent(
  price: number,
  originalPrice: number | null | undefined,
): number | null {
  if (originalPrice == null || !(originalPrice > price)) return null;
  // Scaled to whole numbers first so that 19.99 against 24.99 is not float arithmetic.
  const scaledPrice = Math.round(price * 100);
  const scaledOriginal = Math.round(originalPrice * 100);
  return Math.round(((scaledOriginal - scaledPrice) * 100) / scaledOriginal);
}
