import type { CreateOrderResponse, ProviderPaymentResult } from '@mitti/domain/payment-order';
import type { AuthResponse } from '@mitti/domain/user';
import { TEST_PASSWORD } from '../test-app';

/** An answer of the API over HTTP. */
export interface Answer<Body = unknown> {
  status: number;
  body: Body;
}

const TIMEOUT_MS = 30_000;

/** One JSON call to the API at `base` (http://127.0.0.1:port). */
export async function call<Body = unknown>(
  base: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  { token, json, from }: { token?: string; json?: object; from?: string } = {},
): Promise<Answer<Body>> {
  const res = await fetch(base + url, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      // The client's address as a proxy in front of the test's own proxy would pass it on.
      ...(from ? { 'x-forwarded-for': from } : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    ...(json ? { body: JSON.stringify(json) } : {}),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Body };
}

export function signUp(base: string, email: string): Promise<Answer> {
  return call(base, 'POST', '/api/auth/signup', {
    json: { username: 'Load Tester', email, password: TEST_PASSWORD },
  });
}

/** Signs up and logs in; throws unless both succeed. */
export async function newAccount(base: string, email: string): Promise<AuthResponse> {
  const signup = await signUp(base, email);
  if (signup.status !== 201) throw new Error(`signup ${signup.status}`);
  return signIn(base, email);
}

/** Logs in with TEST_PASSWORD (from the client address `from`, if given); throws unless it succeeds. */
export async function signIn(base: string, email: string, from?: string): Promise<AuthResponse> {
  const login = await call<AuthResponse>(base, 'POST', '/api/auth/login', {
    json: { email, password: TEST_PASSWORD },
    from,
  });
  if (login.status !== 200) throw new Error(`login ${login.status}`);
  return login.body;
}

/**
 * The sandbox checkout as the client runs it: create-order, the Test mode dialog's Pay, then
 * verify-payment. Answers the first answer that is not a success (or the verification's), and the
 * payment id once there is one.
 */
export async function investOverHttp(
  base: string,
  token: string,
  campaignId: string,
  amount: number,
): Promise<{ answer: Answer; paymentId: string | null }> {
  const created = await call<CreateOrderResponse>(base, 'POST', '/api/payments/create-order', {
    token,
    json: { campaignId, amount },
  });
  if (created.status !== 200) return { answer: created, paymentId: null };
  const paid = await call<ProviderPaymentResult>(base, 'POST', '/api/payments/sandbox/pay', {
    token,
    json: { orderId: created.body.order.id, outcome: 'success' },
  });
  if (paid.status !== 200) return { answer: paid, paymentId: null };
  const verified = await call(base, 'POST', '/api/payments/verify-payment', {
    token,
    json: paid.body,
  });
  return { answer: verified, paymentId: paid.body.razorpay_payment_id };
}
