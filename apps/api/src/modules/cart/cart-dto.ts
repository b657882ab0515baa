import type { CartItem, CartResponse } from '@mitti/domain/cart';
import { toCartSummary } from '@mitti/domain/cart';
import type { ItemCategory } from '@mitti/domain/item';
import { paiseToRupees } from '@mitti/domain/money';
import { priceCart } from '@mitti/domain/shop-pricing';
import type { CartLineRecord } from './repository';

function toCartItem(line: CartLineRecord): CartItem {
  return {
    id: line.itemId,
    itemId: line.itemId,
    cartItemId: line.id,
    image: line.image ?? '',
    name: line.name,
    size: line.size,
    farmName: line.farmName,
    category: line.category as ItemCategory,
    price: paiseToRupees(line.pricePaise),
    ...(line.originalPricePaise === null
      ? {}
      : { originalPrice: paiseToRupees(line.originalPricePaise) }),
    quantity: line.quantity,
    weight: line.weight,
    available: line.stock > 0,
    stock: line.stock,
  };
}

/** The cart priced at today's variant prices (DESIGN.md 6.1). */
export function toCartResponse(lines: CartLineRecord[]): CartResponse {
  const pricing = priceCart(
    lines.map((line) => ({ unitPricePaise: line.pricePaise, quantity: line.quantity })),
  );
  return { data: { items: lines.map(toCartItem), summary: toCartSummary(pricing) } };
}
