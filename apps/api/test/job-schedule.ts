import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import type { JobName } from '../src/modules/jobs/queue';

/** The cron pg-boss keeps for a scheduled job, or undefined when it is not scheduled. */
export async function scheduledCron(db: Database, name: JobName): Promise<string | undefined> {
  const result = await db.execute(sql`SELECT cron FROM pgboss.schedule WHERE name = ${name}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    cron: string;
  }[];
  return rows[0]?.cron;
}
