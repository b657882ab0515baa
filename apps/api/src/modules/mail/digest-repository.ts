import type { Database } from '../../db/client';
import type { DigestKind } from '../../db/schema/messages';
import { digests } from '../../db/schema/messages';

/**
 * Records, in the transaction that sends it, that the user's summary of this kind for `day` goes
 * out; false when it already went (a second run of its job, or another instance's).
 */
export async function recordDigest(
  db: Database,
  userId: string,
  kind: DigestKind,
  day: string,
  sentAt: Date,
): Promise<boolean> {
  const recorded = await db
    .insert(digests)
    .values({ userId, kind, day, sentAt })
    .onConflictDoNothing()
    .returning({ userId: digests.userId });
  return recorded.length > 0;
}
