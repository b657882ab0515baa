import type { Campaign } from '@mitti/domain/campaign';
import { hasEnded } from '@mitti/domain/funding';

export interface CampaignReviewState {
  label: string;
  color: 'default' | 'primary' | 'success' | 'warning' | 'error';
  /** Awaiting an admin's decision: Approve and Reject apply. */
  awaitingReview: boolean;
}

/**
 * A Draft waits for review unless an admin sent it back (it then carries the reason); an Active
 * campaign has ended once its end date has passed.
 */
export function campaignReviewState({
  status,
  rejectionReason,
  endDate,
}: Campaign): CampaignReviewState {
  switch (status) {
    case 'Draft':
      return rejectionReason
        ? { label: 'Rejected', color: 'error', awaitingReview: false }
        : { label: 'Awaiting review', color: 'warning', awaitingReview: true };
    case 'Active':
      return hasEnded(endDate)
        ? { label: 'Ended', color: 'default', awaitingReview: false }
        : { label: 'Active', color: 'success', awaitingReview: false };
    case 'Funded':
      return { label: 'Funded', color: 'primary', awaitingReview: false };
    default:
      return { label: status, color: 'default', awaitingReview: false };
  }
}
