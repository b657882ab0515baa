/**
 * POST /payments/create-order and POST /payments/create-product-order. The order's `amount` is in
 * paise, as the payment provider takes it (every other amount on the wire is rupees). `key` is the
 * provider's public key id, absent in sandbox mode; `provider` tells the checkout adapter which
 * checkout to open.
 */
export interface CreateOrderResponse {
  order: {
    id: string;
    amount: number;
    currency: 'INR';
  };
  prefill: {
    name: string;
    email: string;
    contact: string;
  };
  provider: 'sandbox' | 'razorpay';
  key?: string;
}

/** The three identifiers the provider's checkout hands back on success. */
export interface ProviderPaymentResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** POST /payments/sandbox/pay with outcome 'failure' */
export interface ProviderPaymentFailure {
  error: { description: string };
}

/** POST /payments/verify-payment and POST /payments/verify-product-payment */
export interface PaymentVerifyResponse {
  success: boolean;
  message: string;
}

/** 409 ALL_RESERVED: what is left is held by checkouts being paid; it may come free within 15 minutes. */
export const ALL_RESERVED_MESSAGE =
  'All remaining units are being paid for right now. Please try again in a few minutes.';
