import type { Campaign } from '@mitti/domain/campaign';

export interface CampaignReviewState {
  label: string;
  color: 'default' | 'primary' | 'success' | 'warning' | 'error';
  /** Awaiting an admin's decision: Approve and Reject apply. */
  awaitingReview: boolean;
}

/** A Draft waits for review unless an admin sent it back (it then carries the reason). */
export function campaignReviewState({ status, rejectionReason }: Campaign): CampaignReviewState {
  switch (status) {
    case 'Draft':
      return rejectionReason
        ? { label: 'Rejected', color: 'error', awaitingReview: false }
        : { label: 'Awaiting review', color: 'warning', awaitingReview: true };
    case 'Active':
      return { label: 'Active', color: 'success', awaitingReview: false };
    case 'Funded':
      return { label: 'Funded', color: 'primary', awaitingReview: false };
    default:
      return { label: status, color: 'default', awaitingReview: false };
  }
}
