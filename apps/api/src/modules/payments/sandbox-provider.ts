import { randomBytes } from 'node:crypto';
import type { PaymentProvider, ProviderPayment } from './provider';
import { hmacHex, paymentSignature, signatureMatches } from './signature';

const randomId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

/**
 * The sandbox's secrets, derived from the JWT secret rather than generated into DATA_DIR, so every
 * instance on one PostgreSQL signs and verifies alike (DESIGN.md 10) and nothing more is kept.
 */
export function sandboxSecrets(jwtSecret: string): { keySecret: string; webhookSecret: string } {
  return {
    keySecret: hmacHex(jwtSecret, 'mitti sandbox payment key'),
    webhookSecret: hmacHex(jwtSecret, 'mitti sandbox webhook key'),
  };
}

/**
 * Offline payments for development and tests: orders and refunds get local ids (`order_sbx_...`,
 * `rfnd_sbx_...`, kept on our own rows; a refund's id comes from its idempotency key, so a retry
 * answers the same refund as Razorpay does), and the Test mode dialog has its payments signed here with
 * Razorpay's algorithm, so verification runs the real path. The payments tried on each order are
 * remembered in this process, so the sandbox answers the reconciliation job's questions as Razorpay
 * would; after a restart an order it no longer knows answers as one nobody paid.
 */
export function createSandboxProvider(jwtSecret: string): PaymentProvider {
  const { keySecret, webhookSecret } = sandboxSecrets(jwtSecret);
  const payments = new Map<string, ProviderPayment[]>();

  function record(orderId: string, amountPaise: number, status: ProviderPayment['status']) {
    const payment = { id: randomId('pay_sbx'), orderId, amountPaise, status };
    payments.set(orderId, [...(payments.get(orderId) ?? []), payment]);
    return payment;
  }

  return {
    name: 'sandbox',
    createOrder() {
      return Promise.resolve({ id: randomId('order_sbx') });
    },
    verify(orderId, paymentId, signature) {
      return signatureMatches(paymentSignature(keySecret, orderId, paymentId), signature);
    },
    verifyWebhook(rawBody, signature) {
      return signatureMatches(hmacHex(webhookSecret, rawBody), signature);
    },
    refund(_paymentId, _amountPaise, idempotencyKey) {
      return Promise.resolve({ id: `rfnd_sbx_${hmacHex(keySecret, idempotencyKey).slice(0, 20)}` });
    },
    fetchOrder(orderId) {
      const tried = payments.get(orderId) ?? [];
      const status = tried.some((payment) => payment.status === 'captured')
        ? 'paid'
        : tried.length > 0
          ? 'attempted'
          : 'created';
      return Promise.resolve({ id: orderId, status });
    },
    fetchOrderPayments(orderId) {
      return Promise.resolve(payments.get(orderId) ?? []);
    },
    signTestPayment(orderId, amountPaise) {
      const { id } = record(orderId, amountPaise, 'captured');
      return { paymentId: id, signature: paymentSignature(keySecret, orderId, id) };
    },
    declineTestPayment(orderId, amountPaise) {
      record(orderId, amountPaise, 'failed');
    },
  };
}
