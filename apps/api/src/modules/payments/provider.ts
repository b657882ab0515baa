import type { PaymentsConfig } from '../../config';
import { createRazorpayProvider } from './razorpay-provider';
import { createSandboxProvider } from './sandbox-provider';

/** DESIGN.md 5: the one seam between Mitti and a card payment provider. Amounts are in paise. */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'razorpay';
  /** The public key id the checkout needs (Razorpay only). */
  readonly keyId?: string;
  createOrder(amountPaise: number, receipt: string): Promise<{ id: string }>;
  /** Whether `signature` is the provider's signature of this order and payment. */
  verify(orderId: string, paymentId: string, signature: string): boolean;
  /** Whether `signature` is the provider's signature of a webhook's raw body. */
  verifyWebhook(rawBody: Buffer, signature: string): boolean;
  /**
   * Gives the payment back. A retry with the same `idempotencyKey` answers the same refund and never
   * refunds twice: a transaction that called the provider and then failed is simply run again.
   */
  refund(paymentId: string, amountPaise: number, idempotencyKey: string): Promise<{ id: string }>;
  /** The sandbox only: signs a test payment exactly as the real checkout would. */
  signTestPayment?(orderId: string): { paymentId: string; signature: string };
}

export function createPaymentProvider(config: PaymentsConfig, jwtSecret: string): PaymentProvider {
  return config.provider === 'razorpay'
    ? createRazorpayProvider(config)
    : createSandboxProvider(jwtSecret);
}
