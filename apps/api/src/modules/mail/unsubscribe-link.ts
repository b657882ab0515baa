import { createHmac } from 'node:crypto';

/**
 * The one-click unsubscribe link of a news email: `PUBLIC_URL/unsubscribe?user=…&kind=…&sig=…`,
 * where sig is the base64url HMAC-SHA256, keyed by the JWT secret, of `unsubscribe:<user>:<kind>`.
 * It never expires, as a link in an old email must still work, and it can only turn mail off.
 */
export function unsubscribeUrl(
  publicUrl: string,
  userId: string,
  kind: string,
  secret: string,
): string {
  const sig = createHmac('sha256', secret)
    .update(`unsubscribe:${userId}:${kind}`)
    .digest('base64url');
  const query = new URLSearchParams({ user: userId, kind, sig });
  return `${publicUrl}/unsubscribe?${query.toString()}`;
}
