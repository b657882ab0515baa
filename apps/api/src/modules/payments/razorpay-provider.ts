import { HttpError } from '../../http/http-error';
import type { PaymentProvider } from './provider';
import { hmacHex, paymentSignature, signatureMatches } from './signature';

const API = 'https://api.razorpay.com/v1';
const TIMEOUT_MS = 15_000;

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

const providerDown = () =>
  new HttpError(
    502,
    'PAYMENT_PROVIDER',
    'The payment provider could not be reached. Please try again in a minute.',
  );

/** Razorpay's Orders and Refunds REST API with basic auth; signatures checked with the key secret. */
export function createRazorpayProvider({
  keyId,
  keySecret,
  webhookSecret,
}: RazorpayKeys): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  async function post(
    path: string,
    body: object,
    headers: Record<string, string> = {},
  ): Promise<{ id: string }> {
    let response: Response;
    try {
      response = await fetch(`${API}${path}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw Object.assign(providerDown(), { cause: error });
    }
    const answer = (await response.json().catch(() => null)) as {
      id?: unknown;
      error?: { description?: string };
    } | null;
    if (!response.ok || typeof answer?.id !== 'string') {
      throw Object.assign(providerDown(), {
        cause: new Error(
          `Razorpay ${path} answered ${response.status}: ${answer?.error?.description ?? 'no id'}`,
        ),
      });
    }
    return { id: answer.id };
  }

  return {
    name: 'razorpay',
    keyId,
    createOrder(amountPaise, receipt) {
      return post('/orders', { amount: amountPaise, currency: 'INR', receipt });
    },
    verify(orderId, paymentId, signature) {
      return signatureMatches(paymentSignature(keySecret, orderId, paymentId), signature);
    },
    verifyWebhook(rawBody, signature) {
      return signatureMatches(hmacHex(webhookSecret, rawBody), signature);
    },
    refund(paymentId, amountPaise, idempotencyKey) {
      return post(
        `/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise },
        { 'X-Refund-Idempotency': idempotencyKey },
      );
    },
  };
}
