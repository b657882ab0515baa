import type { AdminJobState } from '@mitti/domain/admin-jobs';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** A job as pg-boss keeps it in pgboss.job (its own table; read here for the operators). */
export interface JobRow {
  id: string;
  name: string;
  state: 'created' | 'retry' | 'active' | 'failed';
  retry_count: number;
  retry_limit: number;
  /** The failure pg-boss stored: the thrown error, serialised. */
  output: { message?: unknown } | null;
  created_on: Date | string;
  start_after: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
}

/** The pg-boss states behind each state an operator sees. */
export const BOSS_STATES: Record<AdminJobState, JobRow['state'][]> = {
  waiting: ['created', 'retry'],
  active: ['active'],
  failed: ['failed'],
};

const SHOWN_STATES = sql.raw(`'created', 'retry', 'active', 'failed'`);

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);

/** Jobs not done yet or given up, newest first, a page at a time, with how many there are. */
export async function listOpenJobs(
  db: Database,
  limit: number,
  offset: number,
): Promise<{ rows: JobRow[]; total: number }> {
  const rows = rowsOf<JobRow>(
    await db.execute(sql`
      SELECT id, name, state, retry_count, retry_limit, output,
             created_on, start_after, started_on, completed_on
      FROM pgboss.job
      WHERE state IN (${SHOWN_STATES})
      ORDER BY created_on DESC, id DESC
      LIMIT ${limit} OFFSET ${offset}`),
  );
  const [count] = rowsOf<{ total: number | string }>(
    await db.execute(
      sql`SELECT count(*) AS total FROM pgboss.job WHERE state IN (${SHOWN_STATES})`,
    ),
  );
  return { rows, total: Number(count?.total ?? 0) };
}

export async function findJob(db: Database, id: string): Promise<JobRow | undefined> {
  const [row] = rowsOf<JobRow>(
    await db.execute(sql`
      SELECT id, name, state, retry_count, retry_limit, output,
             created_on, start_after, started_on, completed_on
      FROM pgboss.job WHERE id = ${id}::uuid`),
  );
  return row;
}

/** Jobs that used up their retries and wait for an operator to run them again. */
export async function countFailedJobs(db: Database): Promise<number> {
  const [count] = rowsOf<{ total: number | string }>(
    await db.execute(sql`SELECT count(*) AS total FROM pgboss.job WHERE state = 'failed'`),
  );
  return Number(count?.total ?? 0);
}
