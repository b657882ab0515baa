import { randomUUID } from 'node:crypto';
import type {
  CreateOrderResponse,
  ProviderPaymentFailure,
  ProviderPaymentResult,
} from '@mitti/domain/payment-order';
import type { ReleasePaymentBody, SandboxPayBody } from '@mitti/domain/payment-schemas';
import type { Database } from '../../db/client';
import { notFound } from '../../http/http-error';
import { releaseReservation } from '../reservations/service';
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
 * What a checkout holds, in the order's transaction once the payment order exists: takes what it
 * pays for (its reservations) or refuses with a 409, which rolls back the payment order too.
 */
export type CheckoutHold = (tx: Database, paymentOrderId: string) => Promise<void>;

/**
 * create-order and create-product-order: opens the provider's order for the amount (before any lock
 * is taken: with Razorpay it is a call over the network), then keeps it as the payer's payment order
 * with what it holds, and answers what the checkout needs.
 */
export async function openCheckout(
  db: Database,
  provider: PaymentProvider,
  payer: Pick<UserRow, 'id' | 'name' | 'email' | 'phone'>,
  order: Omit<NewPaymentOrderRow, 'id' | 'providerOrderId' | 'userId' | 'status'>,
  hold: CheckoutHold,
): Promise<CreateOrderResponse> {
  const id = randomUUID();
  const providerOrder = await provider.createOrder(order.amountPaise, id);
  await db.transaction(async (tx) => {
    await insertPaymentOrder(tx, {
      ...order,
      id,
      providerOrderId: providerOrder.id,
      userId: payer.id,
      status: 'created',
    });
    await hold(tx, id);
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
    /**
     * The checkout failed or was closed: what the caller's order holds goes back at once rather than
     * in 15 minutes. The payment order itself stays open, so a payment captured after all is still
     * settled (if what it paid for is still there) or refunded.
     */
    async release(userId: string, body: ReleasePaymentBody): Promise<{ success: true }> {
      const order = await ownPaymentOrder(db, userId, body.orderId);
      await releaseReservation(db, order.id);
      return { success: true };
    },

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
