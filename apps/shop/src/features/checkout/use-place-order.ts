import { failureMessage, wasUnanswered } from '@mitti/api-client/api-failure';
import { usePlaceOrderMutation } from '@mitti/api-client/order-endpoints';
import { isDismissal, openCheckout, verifyUntilAnswered } from '@mitti/api-client/payment-checkout';
import {
  useCreateProductOrderMutation,
  useReleasePaymentMutation,
  useVerifyProductPaymentMutation,
} from '@mitti/api-client/payment-endpoints';
import { useAppNavigate } from '@mitti/auth/app-link';
import type { Address } from '@mitti/domain/address';
import type { CartItem, CartSummary } from '@mitti/domain/cart';
import type { PaymentMethod } from '@mitti/domain/order';
import {
  EMPTY_CART_MESSAGE,
  INVALID_PAYMENT_METHOD_MESSAGE,
  NO_ADDRESS_MESSAGE,
} from '@mitti/domain/order-schemas';
import type { CreateOrderResponse, ProviderPaymentResult } from '@mitti/domain/payment-order';
import { useSandboxCheckout } from '@mitti/ui/sandbox-checkout-provider';
import { useToast, type ToastOptions } from '@mitti/ui/toast-provider';
import { useState } from 'react';
import { cardOrderPayload, cardPaymentBody, cashOrderBody } from './order-payload';

export const ORDERS_PATH = '/shop/orders';
const CHECKOUT_NAME = 'Mitti Market';
export const ORDER_UNANSWERED =
  'We could not confirm your order. Check Your Orders before ordering again.';
export const PAYMENT_UNANSWERED =
  'We could not confirm your payment. If you were charged, your order is placed or refunded within a few minutes: check Your Orders before paying again.';

export interface OrderDraft {
  items: readonly CartItem[];
  summary: CartSummary | undefined;
  address: Address | null;
  method: PaymentMethod;
}

/** A draft that passed the checks: something to order and somewhere to send it. */
interface ReadyOrder {
  items: readonly CartItem[];
  summary: CartSummary;
  address: Address;
}

function failureDescription(reason: unknown): string {
  if (typeof reason === 'object' && reason !== null && 'description' in reason) {
    const { description } = reason;
    if (typeof description === 'string' && description) return description;
  }
  return 'Unknown error';
}

function describeOrder(items: readonly CartItem[]): string {
  const units = items.reduce((total, line) => total + line.quantity, 0);
  return `Organic produce order (${units} ${units === 1 ? 'item' : 'items'})`;
}

/**
 * Place Order (shop.md 2, 4, 8): cash goes straight to POST /orders; card creates a payment order,
 * opens the provider's checkout (the Test mode dialog in the sandbox) and has the payment verified.
 * Both send the lines as shown. The server takes exactly those lines out of the cart in the order's
 * transaction (the spec's DELETE /cart/clear afterwards would also empty lines added in another tab),
 * the cart and its badge reload, and the shopper lands on /shop/orders. When the cart changed
 * meanwhile the server's 409 ('Your cart changed. Please review it.') is shown and the cart reloads.
 */
export function usePlaceOrder() {
  const [placeCashOrder] = usePlaceOrderMutation();
  const [createProductOrder] = useCreateProductOrderMutation();
  const [verifyProductPayment] = useVerifyProductPaymentMutation();
  const [releasePayment] = useReleasePaymentMutation();
  const openSandbox = useSandboxCheckout();
  const navigate = useAppNavigate('shop');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  /** Set once an order went through: the page stays busy while it leaves for Your Orders. */
  const [placed, setPlaced] = useState(false);
  /** No answer came, yet the order may be placed: ordering again could order twice. */
  const unanswered: ToastOptions = {
    durationMs: null,
    link: { label: 'Your Orders', href: ORDERS_PATH, navigate: () => navigate(ORDERS_PATH) },
  };

  const payCash = async ({ items, summary, address }: ReadyOrder) => {
    try {
      await placeCashOrder(cashOrderBody(items, summary, address)).unwrap();
    } catch (failure) {
      if (wasUnanswered(failure)) toast.error(ORDER_UNANSWERED, unanswered);
      else toast.error(failureMessage(failure, 'Failed to place order. Please try again.'));
      return false;
    }
    toast.success('Order placed successfully with Cash on Delivery!');
    return true;
  };

  const payByCard = async ({ items, summary, address }: ReadyOrder) => {
    let order: CreateOrderResponse;
    try {
      order = await createProductOrder(cardPaymentBody(items, summary, address)).unwrap();
    } catch (failure) {
      toast.error(failureMessage(failure, 'Could not start payment process. Please try again.'));
      return false;
    }

    let payment: ProviderPaymentResult;
    try {
      payment = await openCheckout(
        order,
        { name: CHECKOUT_NAME, description: describeOrder(items) },
        { openSandbox },
      );
    } catch (reason) {
      // The items the order held go back now (else by themselves after 15 minutes).
      void releasePayment({ orderId: order.order.id });
      if (!isDismissal(reason)) toast.error(`Payment Failed: ${failureDescription(reason)}`);
      return false;
    }

    try {
      const answer = await verifyUntilAnswered(() =>
        verifyProductPayment({
          ...payment,
          orderPayload: cardOrderPayload(items, summary, address),
        }).unwrap(),
      );
      if (!answer.success) {
        toast.error('Payment verification failed. Please contact support.');
        return false;
      }
    } catch (failure) {
      if (wasUnanswered(failure)) toast.error(PAYMENT_UNANSWERED, unanswered);
      else
        toast.error(failureMessage(failure, 'Failed to verify payment. Please contact support.'));
      return false;
    }
    toast.success('Payment successful! Order placed.');
    return true;
  };

  const place = async ({ items, summary, address, method }: OrderDraft) => {
    if (busy || placed) return;
    if (items.length === 0 || !summary) {
      toast.error(EMPTY_CART_MESSAGE);
      return;
    }
    if (!address) {
      toast.error(NO_ADDRESS_MESSAGE);
      return;
    }
    if (method !== 'COD' && method !== 'Razorpay') {
      toast.error(INVALID_PAYMENT_METHOD_MESSAGE);
      return;
    }
    setBusy(true);
    try {
      const ready = { items, summary, address };
      const ok = method === 'COD' ? await payCash(ready) : await payByCard(ready);
      if (ok) {
        setPlaced(true);
        // In place of the checkout: Back cannot look like an order still to pay for.
        navigate(ORDERS_PATH, { replace: true });
      }
    } finally {
      setBusy(false);
    }
  };

  return { place, busy: busy || placed };
}
