import type { Address } from '@mitti/domain/address';
import type { CartItem, CartSummary } from '@mitti/domain/cart';
import type { ShippingAddress } from '@mitti/domain/order';
import type {
  CreateProductOrderBody,
  OrderLineBody,
  PlaceOrderBody,
  VerifyProductPaymentBody,
} from '@mitti/domain/order-schemas';

/**
 * The order's lines as the checkout shows and sends them (shop.md 3): the server orders them only
 * while the cart still holds them at these quantities and prices.
 */
export function orderLines(items: readonly CartItem[]): OrderLineBody[] {
  return items.map(({ itemId, name, quantity, price, weight, size }) => ({
    itemId,
    name,
    quantity,
    price,
    weight,
    size,
  }));
}

/** The saved address copied into the order, without its id. */
export function shippingAddressOf({ _id: _ignored, ...address }: Address): ShippingAddress {
  return address;
}

/** POST /orders: a cash-on-delivery order, Pending until paid on receipt. */
export function cashOrderBody(
  items: readonly CartItem[],
  summary: CartSummary,
  address: Address,
): PlaceOrderBody {
  return {
    items: orderLines(items),
    totalPrice: summary.total,
    shippingAddress: shippingAddressOf(address),
    paymentMethod: 'COD',
    paymentStatus: 'Pending',
  };
}

/** create-product-order: the spec's amount, and the lines and address the paid order is made of. */
export function cardPaymentBody(
  items: readonly CartItem[],
  summary: CartSummary,
  address: Address,
): CreateProductOrderBody {
  return {
    amount: summary.total,
    items: orderLines(items),
    shippingAddress: shippingAddressOf(address),
  };
}

/** verify-product-payment's orderPayload for a card (Razorpay) order. */
export function cardOrderPayload(
  items: readonly CartItem[],
  summary: CartSummary,
  address: Address,
): VerifyProductPaymentBody['orderPayload'] {
  return {
    items: orderLines(items),
    totalPrice: summary.total,
    shippingAddress: shippingAddressOf(address),
    paymentMethod: 'Razorpay',
  };
}
