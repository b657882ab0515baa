import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider';
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
 * Razorpay's algorithm, so verification runs the real path.
 */
export function createSandboxProvider(jwtSecret: string): PaymentProvider {
  const { keySecret, webhookSecret } = sandboxSecrets(jwtSecret);
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
    signTestPayment(orderId) {
      const paymentId = randomId('pay_sbx');
      return { paymentId, signature: paymentSignature(keySecret, orderId, paymentId) };
    },
  };
}
