/**
 * POST /payments/create-order and POST /payments/create-product-order. `amount` is in rupees like
 * every amount on the wire; the checkout adapter converts to paise for the provider. `key` is the
 * provider's public key id, absent in sandbox mode.
 */
export interface PaymentOrder {
  id: string;
  amount: number;
  currency: 'INR';
  key?: string;
  prefill: {
    name: string;
    email: string;
    contact: string;
  };
}

/** The three identifiers the provider's checkout hands back on success. */
export interface ProviderPaymentResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** POST /payments/verify-payment and POST /payments/verify-product-payment */
export interface PaymentVerifyResponse {
  success: boolean;
}
