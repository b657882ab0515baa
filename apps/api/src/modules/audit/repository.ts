import type { SQL } from 'drizzle-orm';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { verificationRequests } from '../../db/schema/invest';
import { users } from '../../db/schema/users';
import { isUuid } from '../../uuid';

export type NewAuditEntry = typeof auditLog.$inferInsert;
export type AuditRow = typeof auditLog.$inferSelect;

/** Records an operator's action; pass the transaction that makes the change. */
export async function recordAudit(db: Database, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

export interface AuditFilters {
  action?: string;
  entityType?: string;
  entityId?: string;
  actorId?: string;
  from?: Date;
  to?: Date;
}

/**
 * An entry with the operator who acted (null once that account is gone) and, on a verification
 * request, the farmer who asked.
 */
export interface AuditRecord {
  entry: AuditRow;
  actor: { id: string; name: string; email: string } | null;
  farmer: { id: string; name: string } | null;
}

const farmers = alias(users, 'farmers');

function auditWhere(filters: AuditFilters): SQL | undefined {
  return and(
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.entityType ? eq(auditLog.entityType, filters.entityType) : undefined,
    filters.entityId ? eq(auditLog.entityId, filters.entityId) : undefined,
    filters.actorId && isUuid(filters.actorId) ? eq(auditLog.actorId, filters.actorId) : undefined,
    filters.from ? gte(auditLog.at, filters.from) : undefined,
    filters.to ? lt(auditLog.at, filters.to) : undefined,
  );
}

/** One page of the log, newest first. */
export async function listAuditRecords(
  db: Database,
  filters: AuditFilters,
  { offset, limit }: { offset: number; limit: number },
): Promise<AuditRecord[]> {
  const rows = await db
    .select({
      entry: auditLog,
      actorId: users.id,
      actorName: users.name,
      actorEmail: users.email,
      farmerId: farmers.id,
      farmerName: farmers.name,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    // entity_id is text for every kind: compare as text, as not every kind's id is a uuid.
    .leftJoin(
      verificationRequests,
      and(
        eq(auditLog.entityType, 'verification'),
        eq(sql`${verificationRequests.id}::text`, auditLog.entityId),
      ),
    )
    .leftJoin(farmers, eq(farmers.id, verificationRequests.userId))
    .where(auditWhere(filters))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ entry, actorId, actorName, actorEmail, farmerId, farmerName }) => ({
    entry,
    actor:
      actorId && actorName !== null && actorEmail !== null
        ? { id: actorId, name: actorName, email: actorEmail }
        : null,
    farmer: farmerId && farmerName !== null ? { id: farmerId, name: farmerName } : null,
  }));
}

export async function countAuditRecords(db: Database, filters: AuditFilters): Promise<number> {
  const [row] = await db.select({ total: count() }).from(auditLog).where(auditWhere(filters));
  return row?.total ?? 0;
}
