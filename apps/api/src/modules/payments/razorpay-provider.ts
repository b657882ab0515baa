import { HttpError } from '../../http/http-error';
import type { PaymentProvider, ProviderOrder, ProviderPayment } from './provider';
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

interface RazorpayOrder {
  id: string;
  status: ProviderOrder['status'];
}

interface RazorpayPayment {
  id: string;
  order_id: string;
  amount: number;
  status: ProviderPayment['status'];
}

/** Razorpay's Orders, Payments and Refunds REST API with basic auth; signatures checked with the key secret. */
export function createRazorpayProvider(
  { keyId, keySecret, webhookSecret }: RazorpayKeys,
  apiUrl = API,
): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  /** Razorpay's JSON answer; no answer, or anything but a 2xx with `field`, is a 502 that names nothing. */
  async function request<T>(
    path: string,
    field: 'id' | 'items',
    post?: { body: object; headers?: Record<string, string> },
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${apiUrl}${path}`, {
        method: post ? 'POST' : 'GET',
        headers: post
          ? { authorization, 'content-type': 'application/json', ...post.headers }
          : { authorization },
        ...(post ? { body: JSON.stringify(post.body) } : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw Object.assign(providerDown(), { cause: error });
    }
    const answer = (await response.json().catch(() => null)) as
      (Record<string, unknown> & { error?: { description?: string } }) | null;
    if (!response.ok || answer?.[field] === undefined) {
      throw Object.assign(providerDown(), {
        cause: new Error(
          `Razorpay ${path} answered ${response.status}: ${answer?.error?.description ?? `no ${field}`}`,
        ),
      });
    }
    return answer as T;
  }

  const post = async (path: string, body: object, headers?: Record<string, string>) => {
    const { id } = await request<{ id: string }>(path, 'id', { body, headers });
    return { id };
  };

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
    async fetchOrder(orderId) {
      const order = await request<RazorpayOrder>(`/orders/${encodeURIComponent(orderId)}`, 'id');
      return { id: order.id, status: order.status };
    },
    async fetchOrderPayments(orderId) {
      const { items } = await request<{ items: RazorpayPayment[] }>(
        `/orders/${encodeURIComponent(orderId)}/payments`,
        'items',
      );
      return items.map((payment) => ({
        id: payment.id,
        orderId: payment.order_id,
        amountPaise: payment.amount,
        status: payment.status,
      }));
    },
  };
}
