import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema/audit';

export type NewAuditEntry = typeof auditLog.$inferInsert;

/** Records an operator's action; pass the transaction that makes the change. */
export async function recordAudit(db: Database, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}
