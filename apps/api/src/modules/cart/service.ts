import type { BuyAgainResponse, CartResponse, LineBoughtAgain } from '@mitti/domain/cart';
import type {
  AddToCartBody,
  BuyAgainBody,
  RemoveFromCartBody,
  UpdateCartBody,
} from '@mitti/domain/cart-schemas';
import { MAX_CART_QUANTITY } from '@mitti/domain/constants';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { findItemVariant } from '../items/repository';
import { findCustomerOrder } from '../orders/repository';
import { PRODUCT_NOT_FOUND } from '../items/service';
import { toCartResponse } from './cart-dto';
import { outOfStock } from './out-of-stock';
import * as repo from './repository';

/** The caller's own cart; every write answers with the whole cart. */
export function createCartService(db: Database) {
  async function cart(userId: string): Promise<CartResponse> {
    return toCartResponse(await repo.listCartLines(db, userId));
  }

  return {
    cart,

    async add(userId: string, { itemId, size }: AddToCartBody): Promise<CartResponse> {
      const found = await findItemVariant(db, itemId, size);
      if (!found) throw notFound(PRODUCT_NOT_FOUND);
      if (!found.variant) throw badRequest(`${found.name} has no size ${size}.`, 'UNKNOWN_SIZE');
      const { stock } = found.variant;
      if (stock === 0) throw outOfStock(found.name, size);
      if (!(await repo.addOneToCart(db, userId, { itemId, size }, stock))) {
        if (stock < MAX_CART_QUANTITY) {
          const what = `${found.name} (${size})`;
          throw conflict(
            stock === 1
              ? `Your cart already has the last ${what}.`
              : `Your cart already has all ${stock} of ${what} that are left.`,
            'OUT_OF_STOCK',
          );
        }
        throw conflict(
          `You can have at most ${MAX_CART_QUANTITY} of ${found.name} (${size}) in your cart.`,
          'CART_LIMIT',
        );
      }
      return cart(userId);
    },

    /**
     * A line may grow up to what is in stock; it may always shrink, also when the stock fell below
     * it after it was added (the cart then shows 'Only N left').
     */
    async update(
      userId: string,
      { itemId, size, quantity }: UpdateCartBody,
    ): Promise<CartResponse> {
      const lines = await repo.listCartLines(db, userId);
      const line = lines.find((each) => each.itemId === itemId && each.size === size);
      if (!line) throw notFound('This item is not in your cart.');
      if (quantity > line.quantity && quantity > line.stock) {
        throw outOfStock(line.name, size, line.stock);
      }
      await repo.setLineQuantity(db, userId, { itemId, size }, quantity);
      return cart(userId);
    },

    /** Removing a line that is already gone is not an error: the answer is the cart either way. */
    async remove(userId: string, line: RemoveFromCartBody): Promise<CartResponse> {
      await repo.removeCartLines(db, userId, [line]);
      return cart(userId);
    },

    /**
     * The lines of one of the caller's orders, each in its quantity on top of what the cart holds,
     * as far as the stock and the cart's limit go; the cart's lines are written in one transaction.
     */
    async buyAgain(userId: string, { orderId }: BuyAgainBody): Promise<BuyAgainResponse> {
      const record = await findCustomerOrder(db, orderId);
      if (!record || record.order.userId !== userId) throw notFound('Order not found.');
      const stocks = await Promise.all(
        record.items.map(async ({ itemId, size }) =>
          itemId ? ((await findItemVariant(db, itemId, size))?.variant?.stock ?? 0) : 0,
        ),
      );
      const lines = await db.transaction(async (tx) => {
        const held = await repo.lockCartLines(tx, userId);
        const outcomes: LineBoughtAgain[] = [];
        for (const [index, { itemId, name, size, quantity }] of record.items.entries()) {
          const inCart = held.find((line) => line.itemId === itemId && line.size === size);
          const room = Math.min(MAX_CART_QUANTITY, stocks[index]!) - (inCart?.quantity ?? 0);
          const added = Math.max(0, Math.min(quantity, room));
          if (itemId && added > 0) {
            await repo.putCartLine(tx, userId, {
              itemId,
              size,
              quantity: (inCart?.quantity ?? 0) + added,
            });
          }
          outcomes.push({ name, size, wanted: quantity, added });
        }
        return outcomes;
      });
      return { ...(await cart(userId)), lines };
    },

    async clear(userId: string): Promise<CartResponse> {
      await repo.clearCart(db, userId);
      return cart(userId);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
