import { conflict } from '../../http/http-error';

/**
 * 409 naming the variant that cannot be bought now: the cart, a cash order and a card checkout. With
 * some left, but fewer than asked for, it says how many.
 */
export function outOfStock(name: string, size: string, left = 0) {
  return conflict(
    left > 0 ? `Only ${left} of ${name} (${size}) left.` : `${name} (${size}) is out of stock.`,
    'OUT_OF_STOCK',
  );
}
