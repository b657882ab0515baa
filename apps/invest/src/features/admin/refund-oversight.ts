import { REFUND_OVERSIGHT_DAYS, type AdminRefundRequest } from '@mitti/domain/admin';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the owner's time to decide runs out and an admin may decide instead (created + 7 days). */
export function ownerDeadline(createdAt: string): string {
  const created = new Date(createdAt).getTime();
  if (Number.isNaN(created)) return createdAt;
  return new Date(created + REFUND_OVERSIGHT_DAYS * DAY_MS).toISOString();
}

/** An admin may decide it now: still Pending and overdue by the server's clock. */
export function awaitsAdmin(request: AdminRefundRequest): boolean {
  return request.status === 'Pending' && request.overdue;
}
