import * as yup from 'yup';
import { wholeNumber } from './value-schemas';

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

/** GET /admin/jobs?page= (newest first) */
export const adminJobsQuerySchema = yup.object({
  page: wholeNumber('page must be a number', 'page must be a whole number')
    .min(1, 'page must be 1 or more')
    .default(1),
  limit: wholeNumber('limit must be a number', 'limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(100, 'limit must be at most 100')
    .default(20),
});
export type AdminJobsQuery = yup.InferType<typeof adminJobsQuerySchema>;

export interface AdminJobsResponse {
  jobs: AdminJob[];
  page: number;
  limit: number;
  total: number;
  hasMore: boolean;
}

/** POST /admin/jobs/:id/retry */
export interface AdminJobRetryResponse {
  message: string;
  job: AdminJob;
}
