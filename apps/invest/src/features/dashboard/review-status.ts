import type { Campaign } from '@mitti/domain/campaign';
import { hasEnded } from '@mitti/domain/funding';

export interface ReviewStatus {
  label: string;
  color: 'default' | 'primary' | 'success' | 'warning' | 'error';
}

/**
 * Where an owner's campaign stands: a Draft waits for an admin unless the admin sent it back; an
 * Active one has ended once its end date has passed.
 */
export function reviewStatus({ status, rejectionReason, endDate }: Campaign): ReviewStatus {
  switch (status) {
    case 'Draft':
      return rejectionReason
        ? { label: 'Rejected', color: 'error' }
        : { label: 'Awaiting review', color: 'warning' };
    case 'Active':
      return hasEnded(endDate)
        ? { label: 'Ended', color: 'default' }
        : { label: 'Active', color: 'success' };
    case 'Funded':
      return { label: 'Funded', color: 'primary' };
    default:
      return { label: status, color: 'default' };
  }
}
