import type { AuditLogQuery, AuditLogResponse } from '@mitti/domain/audit';
import { auditLogQuerySchema } from '@mitti/domain/audit';
import type { FastifyPluginCallback } from 'fastify';
import type { RequireUser } from '../../http/require-user';
import type { AuditService } from './service';

export interface AuditRoutesOptions {
  audit: AuditService;
  requireUser: RequireUser;
  requireAdmin: RequireUser;
}

/** The operators' audit log (issue 19): 401 without a session, 403 for anyone but an admin. */
export const auditRoutes: FastifyPluginCallback<AuditRoutesOptions> = (
  app,
  { audit, requireUser, requireAdmin },
  done,
) => {
  app.addHook('onRequest', requireUser);
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/admin/audit',
    { schema: { querystring: auditLogQuerySchema } },
    async (request): Promise<AuditLogResponse> => audit.list(request.query as AuditLogQuery),
  );

  done();
};
