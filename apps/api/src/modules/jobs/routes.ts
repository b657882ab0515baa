import type { AdminJobRetryResponse, AdminJobsResponse } from '@mitti/domain/admin-jobs';
import type { AdminPageQuery } from '@mitti/domain/admin-page';
import { adminPageQuerySchema } from '@mitti/domain/admin-page';
import type { FastifyPluginCallback } from 'fastify';
import type { RequireUser } from '../../http/require-user';
import type { JobsService } from './service';

export interface JobRoutesOptions {
  jobs: JobsService;
  requireUser: RequireUser;
  requireAdmin: RequireUser;
}

/** The operators' Jobs view: 401 without a session, 403 for anyone but an admin. */
export const jobRoutes: FastifyPluginCallback<JobRoutesOptions> = (
  app,
  { jobs, requireUser, requireAdmin },
  done,
) => {
  app.addHook('onRequest', requireUser);
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/admin/jobs',
    { schema: { querystring: adminPageQuerySchema } },
    async (request): Promise<AdminJobsResponse> => {
      const { page, limit } = request.query as AdminPageQuery;
      return jobs.list(page, limit);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/admin/jobs/:id/retry',
    async (request): Promise<AdminJobRetryResponse> => {
      const job = await jobs.retry(request.params.id);
      return { message: 'The job will run again shortly.', job };
    },
  );

  done();
};
