import type { AuditEntry, AuditLogQuery, AuditLogResponse } from '@mitti/domain/audit';
import type { Database } from '../../db/client';
import type { AuditFilters, AuditRecord } from './repository';
import * as repo from './repository';

function toAuditEntry({ entry, actor, farmer }: AuditRecord): AuditEntry {
  return {
    _id: entry.id,
    at: entry.at.toISOString(),
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    actor: actor ? { _id: actor.id, name: actor.name, email: actor.email } : null,
    farmer: farmer ? { _id: farmer.id, name: farmer.name } : null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason,
  };
}

const moment = (text: string | undefined) => (text ? new Date(text) : undefined);

export function createAuditService(db: Database) {
  return {
    /** The operators' log, newest first, filtered and one page at a time. */
    async list(query: AuditLogQuery): Promise<AuditLogResponse> {
      const filters: AuditFilters = {
        action: query.action || undefined,
        entityType: query.entityType || undefined,
        entityId: query.entityId || undefined,
        actorId: query.actorId || undefined,
        from: moment(query.from),
        to: moment(query.to),
      };
      const [records, total] = await Promise.all([
        repo.listAuditRecords(db, filters, {
          offset: (query.page - 1) * query.limit,
          limit: query.limit,
        }),
        repo.countAuditRecords(db, filters),
      ]);
      return {
        entries: records.map(toAuditEntry),
        page: query.page,
        limit: query.limit,
        total,
        hasMore: query.page * query.limit < total,
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
