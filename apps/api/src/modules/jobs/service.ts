import type { AdminJob, AdminJobsResponse, AdminJobState } from '@mitti/domain/admin-jobs';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../http/http-error';
import { isUuid } from '../../uuid';
import type { JobQueue } from './queue';
import type { JobRow } from './repository';
import { BOSS_STATES, findJob, listOpenJobs } from './repository';

const iso = (value: Date | string) => new Date(value).toISOString();

function adminState(state: JobRow['state']): AdminJobState {
  return (Object.keys(BOSS_STATES) as AdminJobState[]).find((shown) =>
    BOSS_STATES[shown].includes(state),
  )!;
}

function toAdminJob(row: JobRow): AdminJob {
  const state = adminState(row.state);
  // retry_count counts the runs that failed and were retried; a running or failed job adds its own.
  const attempts = row.retry_count + (state === 'waiting' ? 0 : 1);
  const message = row.output?.message;
  return {
    _id: row.id,
    name: row.name,
    state,
    attempts,
    maxAttempts: row.retry_limit + 1,
    error: typeof message === 'string' ? message : null,
    createdAt: iso(row.created_on),
    runAfter: iso(row.start_after),
    startedAt: row.started_on ? iso(row.started_on) : null,
    finishedAt: state === 'failed' && row.completed_on ? iso(row.completed_on) : null,
  };
}

/** The operators' view of the queue: what waits, runs or failed, and a second chance for the failed. */
export function createJobsService(db: Database, queue: JobQueue) {
  return {
    async list(page: number, limit: number): Promise<AdminJobsResponse> {
      const { rows, total } = await listOpenJobs(db, limit, (page - 1) * limit);
      return { jobs: rows.map(toAdminJob), page, limit, total, hasMore: page * limit < total };
    },

    async retry(id: string): Promise<AdminJob> {
      const job = isUuid(id) ? await findJob(db, id) : undefined;
      if (!job) throw notFound('Job not found.');
      if (job.state !== 'failed') {
        throw conflict('Only a failed job can be retried.', 'JOB_NOT_FAILED');
      }
      await queue.retry(job.name, job.id);
      return toAdminJob((await findJob(db, id))!);
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
