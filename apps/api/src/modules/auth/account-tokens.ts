import { createHash, randomBytes } from 'node:crypto';

/** A new emailed-link token: 32 random bytes as hex; only its hash is stored. */
export function newAccountToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('hex');
  return { token, tokenHash: hashAccountToken(token) };
}

export function hashAccountToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
