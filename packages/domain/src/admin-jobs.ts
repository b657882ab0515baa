import type { AdminPage } from './admin-page';

/** The states an operator sees: waiting (created, or failed and due again), running, given up. */
export const ADMIN_JOB_STATES = ['waiting', 'active', 'failed'] as const;
export type AdminJobState = (typeof ADMIN_JOB_STATES)[number];

/** A queued piece of work (an email to send, ...) as the Jobs view lists it. */
export interface AdminJob {
  _id: string;
  /** The queue: 'send-email', ... */
  name: string;
  state: AdminJobState;
  /** Runs so far, failed ones included. */
  attempts: number;
  /** Runs allowed in all. */
  maxAttempts: number;
  /** The last failure's message, or null. */
  error: string | null;
  createdAt: string;
  /** When it runs (again); in the past for one that is due. */
  runAfter: string;
  startedAt: string | null;
  /** When it failed for the last time (failed jobs only). */
  finishedAt: string | null;
}

/** GET /admin/jobs?page=&limit= (newest first; the query is adminPageQuerySchema) */
export interface AdminJobsResponse extends AdminPage {
  jobs: AdminJob[];
}

/** POST /admin/jobs/:id/retry */
export interface AdminJobRetryResponse {
  message: string;
  job: AdminJob;
}
