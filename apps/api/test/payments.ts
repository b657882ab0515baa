import type { CreateOrderResponse, ProviderPaymentResult } from '@mitti/domain/payment-order';
import type { FastifyInstance } from 'fastify';
import { sandboxSecrets } from '../src/modules/payments/sandbox-provider';
import { hmacHex } from '../src/modules/payments/signature';
import { bearer, TEST_JWT_SECRET } from './test-app';

/** POST /api/payments/create-order; throws unless it answers 200. */
export async function createOrder(
  app: FastifyInstance,
  token: string,
  campaignId: string,
  amount: number,
): Promise<CreateOrderResponse> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/payments/create-order',
    headers: bearer(token),
    payload: { campaignId, amount },
  });
  if (res.statusCode !== 200) throw new Error(`create-order failed: ${res.body}`);
  return res.json<CreateOrderResponse>();
}

/** The Test mode dialog's Pay button: a payment signed as Razorpay signs it. */
export async function sandboxPay(
  app: FastifyInstance,
  token: string,
  orderId: string,
): Promise<ProviderPaymentResult> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/pay',
    headers: bearer(token),
    payload: { orderId, outcome: 'success' },
  });
  if (res.statusCode !== 200) throw new Error(`sandbox pay failed: ${res.body}`);
  return res.json<ProviderPaymentResult>();
}

export function verifyPayment(
  app: FastifyInstance,
  token: string,
  payment: ProviderPaymentResult & { campaignId?: string; amount?: number },
) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/verify-payment',
    headers: bearer(token),
    payload: payment,
  });
}

/** The whole checkout: order, test payment, verification; answers the investment's id. */
export async function invest(
  app: FastifyInstance,
  token: string,
  campaignId: string,
  amount: number,
): Promise<string> {
  const { order } = await createOrder(app, token, campaignId, amount);
  const verified = await verifyPayment(app, token, await sandboxPay(app, token, order.id));
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  const campaigns = await app.inject({ url: '/api/user-campaigns', headers: bearer(token) });
  const investment = campaigns
    .json<{ investments: { _id: string; campaignId: { _id: string } }[] }>()
    .investments.find((item) => item.campaignId._id === campaignId);
  if (!investment) throw new Error('investment not listed');
  return investment._id;
}

/** Razorpay's payment.captured for the payment, signed with the sandbox's webhook secret. */
export function capturedWebhook(
  app: FastifyInstance,
  orderId: string,
  paymentId: string,
  amountPaise: number,
) {
  const body = JSON.stringify({
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount: amountPaise } } },
  });
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(sandboxSecrets(TEST_JWT_SECRET).webhookSecret, body),
    },
    payload: body,
  });
}
