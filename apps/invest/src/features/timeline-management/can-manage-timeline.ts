import type { Campaign } from '@mitti/domain/campaign';
import type { UserProfile } from '@mitti/domain/user';

/** The campaign's owner or an admin posts and deletes its updates (the server's rule). */
export function canManageTimeline(campaign: Campaign, account: UserProfile): boolean {
  return campaign.userId._id === account._id || account.role === 'admin';
}
