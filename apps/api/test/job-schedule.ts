import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import type { JobName } from '../src/modules/jobs/queue';

/**
 * The cron pg-boss keeps for a scheduled job and what it does about runs missed while no instance
 * was up, or undefined when the job is not scheduled.
 */
export async function scheduleOf(
  db: Database,
  name: JobName,
): Promise<{ cron: string; missed: string | undefined } | undefined> {
  const result = await db.execute(
    sql`SELECT cron, options FROM pgboss.schedule WHERE name = ${name}`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    cron: string;
    options: { missed?: string } | null;
  }[];
  const row = rows[0];
  return row && { cron: row.cron, missed: row.options?.missed };
}
