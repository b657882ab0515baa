import type { Database } from '../../db/client';
import { verificationRequests } from '../../db/schema/invest';

/** Records an open request; false when the user already has one waiting (a partial unique index). */
export async function insertOpenRequest(
  db: Database,
  userId: string,
  email: string,
): Promise<boolean> {
  const rows = await db
    .insert(verificationRequests)
    .values({ userId, email })
    .onConflictDoNothing()
    .returning({ id: verificationRequests.id });
  return rows.length > 0;
}
