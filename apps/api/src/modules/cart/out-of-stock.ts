import { conflict } from '../../http/http-error';

/** 409 naming the variant that cannot be bought now: the cart, a cash order and a card checkout. */
export function outOfStock(name: string, size: string) {
  return conflict(`${name} (${size}) is out of stock.`, 'OUT_OF_STOCK');
}
