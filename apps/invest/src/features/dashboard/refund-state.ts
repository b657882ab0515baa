import type { Investment } from '@mitti/domain/investment';

export interface RefundState {
  label: string;
  color: 'default' | 'success' | 'warning' | 'error';
  /** Whether the investor may ask (again): never asked, or the last request was rejected. */
  canRequest: boolean;
}

/** An investment's refund status as its card shows it; null when no refund was ever asked. */
export function refundState({ status, refundStatus }: Investment): RefundState | null {
  if (status === 'Refunded') return { label: 'Refunded', color: 'success', canRequest: false };
  switch (refundStatus) {
    case 'Pending':
      return { label: 'Refund pending', color: 'warning', canRequest: false };
    case 'Approved':
      return { label: 'Refund approved', color: 'success', canRequest: false };
    case 'Rejected':
      return { label: 'Refund rejected', color: 'error', canRequest: true };
    default:
      return null;
  }
}
