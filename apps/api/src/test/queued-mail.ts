import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * The subjects of every email queued for `to`, in any state (sent ones included): a run that must
 * send nothing new is checked here, as no message arriving cannot be waited on.
 */
export async function queuedSubjects(db: Database, to: string): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT data->>'subject' AS subject FROM pgboss.job
    WHERE name = 'send-email' AND data->>'to' = ${to}
    ORDER BY created_on, id`);
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return (rows as { subject: string }[]).map((row) => row.subject);
}
