import type { AuditLogResponse } from '@mitti/domain/audit';
import { api } from './api';

/** GET /admin/audit's filters as the Audit log tab sets them; empty ones are left out. */
export interface AuditLogArgs {
  action?: string;
  entityType?: string;
  entityId?: string;
  actorId?: string;
  /** ISO instants: from inclusive, to exclusive. */
  from?: string;
  to?: string;
  page: number;
}

function auditQuery(args: AuditLogArgs): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(args)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return `/admin/audit?${params.toString()}`;
}

/** The operators' audit log (issue 19); every operator action invalidates 'Audit'. */
const adminAuditApi = api.injectEndpoints({
  endpoints: (build) => ({
    auditLog: build.query<AuditLogResponse, AuditLogArgs>({
      query: auditQuery,
      providesTags: ['Audit'],
    }),
  }),
});

export const { useAuditLogQuery } = adminAuditApi;
