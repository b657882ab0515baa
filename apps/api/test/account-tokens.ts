import type { Database } from '../src/db/client';
import type { AccountTokenPurpose } from '../src/db/schema/users';
import { newAccountToken } from '../src/modules/auth/account-tokens';
import { insertAccountToken } from '../src/modules/auth/repository';

/**
 * A link token for the user, as the emails carry, without sending one; a 'change-email' token needs
 * the new address.
 */
export async function insertTestToken(
  db: Database,
  userId: string,
  purpose: AccountTokenPurpose,
  expiresAt = new Date(Date.now() + 60 * 60 * 1000),
  newEmail?: string,
): Promise<string> {
  const { token, tokenHash } = newAccountToken();
  await insertAccountToken(db, { tokenHash, purpose, userId, expiresAt, newEmail });
  return token;
}
