import { randomUUID } from 'node:crypto';
import type {
  CreateOrderResponse,
  ProviderPaymentFailure,
  ProviderPaymentResult,
} from '@mitti/domain/payment-order';
import type { SandboxPayBody } from '@mitti/domain/payment-schemas';
import type { Database } from '../../db/client';
import { notFound } from '../../http/http-error';
import type { UserRow } from '../users/repository';
import type { PaymentProvider } from './provider';
import type { NewPaymentOrderRow, PaymentOrderRow } from './repository';
import { findOrderByProviderId, insertPaymentOrder } from './repository';

/** What became of a captured payment, of either purpose. */
export type PaymentSettlement = { outcome: 'paid' } | { outcome: 'refunded'; code: string };

const CARD_DECLINED = 'Your card was declined by the bank (test mode).';

/** The caller's payment order of that purpose (any, if none is given); anyone else's is a 404. */
export async function ownPaymentOrder(
  db: Database,
  userId: string,
  providerOrderId: string,
  purpose?: PaymentOrderRow['purpose'],
): Promise<PaymentOrderRow> {
  const order = await findOrderByProviderId(db, providerOrderId);
  if (!order || order.userId !== userId || (purpose && order.purpose !== purpose)) {
    throw notFound('Payment order not found.');
  }
  return order;
}

/**
 * create-order and create-product-order: opens the provider's order for the amount, keeps it as the
 * payer's payment order and answers what the checkout needs.
 */
export async function openCheckout(
  db: Database,
  provider: PaymentProvider,
  payer: Pick<UserRow, 'id' | 'name' | 'email' | 'phone'>,
  order: Omit<NewPaymentOrderRow, 'id' | 'providerOrderId' | 'userId' | 'status'>,
): Promise<CreateOrderResponse> {
  const id = randomUUID();
  const providerOrder = await provider.createOrder(order.amountPaise, id);
  await insertPaymentOrder(db, {
    ...order,
    id,
    providerOrderId: providerOrder.id,
    userId: payer.id,
    status: 'created',
  });
  return {
    order: { id: providerOrder.id, amount: order.amountPaise, currency: 'INR' },
    prefill: { name: payer.name, email: payer.email, contact: payer.phone },
    provider: provider.name,
    ...(provider.keyId ? { key: provider.keyId } : {}),
  };
}

export function createPaymentsService(db: Database, provider: PaymentProvider) {
  return {
    /** The Test mode dialog: signs a payment of the caller's order as Razorpay would, or declines. */
    async sandboxPay(
      userId: string,
      body: SandboxPayBody,
    ): Promise<ProviderPaymentResult | ProviderPaymentFailure> {
      if (!provider.signTestPayment || !provider.declineTestPayment) throw notFound();
      const order = await ownPaymentOrder(db, userId, body.orderId);
      if (body.outcome === 'failure') {
        provider.declineTestPayment(order.providerOrderId, order.amountPaise);
        return { error: { description: CARD_DECLINED } };
      }
      const { paymentId, signature } = provider.signTestPayment(
        order.providerOrderId,
        order.amountPaise,
      );
      return {
        razorpay_order_id: order.providerOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: signature,
      };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
