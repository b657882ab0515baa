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

function time(iso: string | null): number {
  const value = iso ? new Date(iso).getTime() : Number.NaN;
  return Number.isNaN(value) ? 0 : value;
}

function rank(request: AdminRefundRequest): number {
  if (awaitsAdmin(request)) return 0;
  return request.status === 'Pending' ? 1 : 2;
}

/** Overdue first (oldest first), then those the owner may still decide, then the decided (latest first). */
export function refundOrder(requests: readonly AdminRefundRequest[]): AdminRefundRequest[] {
  return [...requests].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    if (rank(a) === 2) return time(b.decidedAt ?? b.createdAt) - time(a.decidedAt ?? a.createdAt);
    return time(a.createdAt) - time(b.createdAt);
  });
}
