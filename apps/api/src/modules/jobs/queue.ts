import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DrizzleTransactionLike, JobSpyInterface } from 'pg-boss';
import { fromDrizzle, PgBoss } from 'pg-boss';
import type { Database, DatabaseHandle } from '../../db/client';
import type { OutgoingMail } from '../mail/message';

/** What each kind of job carries. A handler is a plain function of it, so a test can call it. */
export interface JobPayloads {
  'send-email': OutgoingMail;
  'campaign-end-tick': Record<string, never>;
  'refund-tick': Record<string, never>;
  'reconcile-payments': Record<string, never>;
  'reservation-expiry': Record<string, never>;
  'session-cleanup': Record<string, never>;
  'upload-cleanup': Record<string, never>;
  'investment-digest': Record<string, never>;
  'operations-digest': Record<string, never>;
}
export type JobName = keyof JobPayloads;
export type JobHandlers = { [N in JobName]: (data: JobPayloads[N]) => Promise<void> };

export interface JobSettings {
  /** Runs after the first that a failing job gets before it is left failed. */
  retryLimit: number;
  /** Seconds before the first retry; with back-off each retry waits about twice the one before. */
  retryDelay: number;
  retryBackoff: boolean;
  retryDelayMax: number;
  /** How often an idle worker looks for due jobs (pg-boss's floor is 0.5). */
  pollingIntervalSeconds: number;
  /**
   * Emails this instance sends at once (pg-boss localConcurrency on 'send-email'): each worker
   * takes the most urgent waiting message (send's priority) and, once done, the next at once.
   */
  mailConcurrency: number;
  /** Record each job's fate for tests to wait on (pg-boss's spies; not for production). */
  spies: boolean;
  /** Send the JOB_SCHEDULES jobs on their cron (tests call the tick functions with their own clock). */
  schedule: boolean;
}

/** About a day of retries: 30 s, 1 min, 2 min, ... up to an hour apart. */
export const JOB_SETTINGS: JobSettings = {
  retryLimit: 12,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3600,
  pollingIntervalSeconds: 2,
  mailConcurrency: 5,
  spies: false,
  schedule: true,
};

const JOB_NAMES: readonly JobName[] = [
  'send-email',
  'campaign-end-tick',
  'refund-tick',
  'reconcile-payments',
  'reservation-expiry',
  'session-cleanup',
  'upload-cleanup',
  'investment-digest',
  'operations-digest',
];

/** Periodic jobs (cron, UTC: every minute, every 5 minutes, hourly, or daily), sent once across all instances: each does all the work due by then, idempotently. */
const JOB_SCHEDULES: Partial<Record<JobName, string>> = {
  'campaign-end-tick': '*/5 * * * *',
  'refund-tick': '*/5 * * * *',
  'reconcile-payments': '*/5 * * * *',
  // Expired holds already count for nothing; this puts held shop items back on stock soon after.
  'reservation-expiry': '* * * * *',
  'session-cleanup': '17 3 * * *',
  'upload-cleanup': '41 * * * *',
  // 08:00 in India: the day before, summed up for each campaign owner.
  'investment-digest': '30 2 * * *',
  // 09:00 in India: what waits for the operators, to each of them.
  'operations-digest': '30 3 * * *',
};

export interface JobQueue {
  /** Starts working every queue; jobs sent before wait until then. */
  work(handlers: JobHandlers): Promise<void>;
  /**
   * Enqueues in the caller's transaction, so the job exists exactly when the change that caused it
   * does. Waiting jobs of a queue are taken highest `priority` first (default 0), then oldest first.
   */
  send<N extends JobName>(
    tx: Database,
    name: N,
    data: JobPayloads[N],
    options?: { priority?: number },
  ): Promise<void>;
  /** Runs a failed job again (pg-boss resets it to waiting). */
  retry(name: string, id: string): Promise<void>;
  /** A test's view of a queue's jobs as they finish (settings.spies only). */
  spy<N extends JobName>(name: N): JobSpyInterface<JobPayloads[N]>;
  /** Each queue's jobs waiting, running and failed (kept failed jobs), for the metrics. */
  counts(): Promise<{ name: string; queued: number; active: number; failed: number }[]>;
  stop(): Promise<void>;
}

/**
 * The job queue: pg-boss on our database (PGlite in-process, or PostgreSQL), in its own schema
 * `pgboss`, which it creates and migrates itself. Every instance works every queue; pg-boss hands
 * each job to one of them (SKIP LOCKED), retries a job that throws with back-off, and leaves it
 * failed with its error once the retries are spent.
 */
export async function startJobQueue(
  database: DatabaseHandle,
  settings: JobSettings,
  log: FastifyBaseLogger,
): Promise<JobQueue> {
  const boss = new PgBoss({
    ...database.queue,
    schema: 'pgboss',
    __test__enableSpies: settings.spies,
    schedule: settings.schedule,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();

  const { retryLimit, retryDelay, retryBackoff, retryDelayMax, pollingIntervalSeconds } = settings;
  const retry = {
    retryLimit,
    retryDelay,
    retryBackoff,
    ...(retryBackoff ? { retryDelayMax } : {}),
  };
  try {
    for (const name of JOB_NAMES) {
      await boss.createQueue(name, retry);
      const cron = JOB_SCHEDULES[name];
      // A run missed while no instance was up (a deploy, an outage) is sent once when one is.
      if (cron) await boss.schedule(name, cron, undefined, { missed: 'once' });
      if (settings.spies) boss.getSpy(name);
    }
  } catch (error) {
    await boss.stop({ graceful: false });
    throw error;
  }

  return {
    async work(handlers) {
      for (const name of JOB_NAMES) {
        const handle = handlers[name] as (data: unknown) => Promise<void>;
        const concurrency = name === 'send-email' ? settings.mailConcurrency : 1;
        const options = { pollingIntervalSeconds, includeMetadata: true as const };
        await boss.work(name, { ...options, localConcurrency: concurrency }, async ([job]) => {
          try {
            await handle(job!.data);
          } catch (error) {
            const attempt = job!.retryCount + 1;
            log.warn(
              { err: error, job: job!.id, attempt },
              attempt > job!.retryLimit ? `${name} failed for good` : `${name} failed, will retry`,
            );
            throw error;
          }
        });
      }
    },
    async send(tx, name, data, options) {
      // Drizzle types a raw execute's result loosely; on both drivers it is what fromDrizzle reads.
      await boss.send(name, data, {
        db: fromDrizzle(tx as DrizzleTransactionLike, sql),
        ...(options?.priority ? { priority: options.priority } : {}),
      });
    },
    async retry(name, id) {
      await boss.retry(name, id);
    },
    spy: (name) => boss.getSpy(name),
    async counts() {
      const queues = await boss.getQueues([...JOB_NAMES]);
      return queues.map((q) => ({
        name: q.name,
        queued: q.queuedCount,
        active: q.activeCount,
        failed: q.failedCount,
      }));
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
