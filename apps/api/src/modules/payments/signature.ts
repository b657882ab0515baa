import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `data` with `secret`, hex: how Razorpay signs payments and webhooks. */
export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Compares in constant time; a signature of another length is simply wrong. */
export function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Razorpay's checkout signature: HMAC-SHA256 of `order_id|payment_id`. */
export function paymentSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}
