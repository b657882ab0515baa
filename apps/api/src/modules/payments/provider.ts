import type { PaymentsConfig } from '../../config';
import { createRazorpayProvider } from './razorpay-provider';
import { createSandboxProvider } from './sandbox-provider';

/** An order as the provider sees it (Razorpay's order entity): attempted once a payment was tried. */
export interface ProviderOrder {
  id: string;
  status: 'created' | 'attempted' | 'paid';
}

/** A payment of an order (Razorpay's payment entity); only a captured one has taken the money. */
export interface ProviderPayment {
  id: string;
  orderId: string;
  amountPaise: number;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
}

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
  /** Razorpay's GET /v1/orders/:id. */
  fetchOrder(orderId: string): Promise<ProviderOrder>;
  /** Razorpay's GET /v1/orders/:id/payments: every payment tried on the order. */
  fetchOrderPayments(orderId: string): Promise<ProviderPayment[]>;
  /** The sandbox only: signs a test payment exactly as the real checkout would, and captures it. */
  signTestPayment?(orderId: string, amountPaise: number): { paymentId: string; signature: string };
  /** The sandbox only: a declined test card, kept as the order's failed payment. */
  declineTestPayment?(orderId: string, amountPaise: number): void;
}

export function createPaymentProvider(config: PaymentsConfig, jwtSecret: string): PaymentProvider {
  return config.provider === 'razorpay'
    ? createRazorpayProvider(config)
    : createSandboxProvider(jwtSecret);
}
