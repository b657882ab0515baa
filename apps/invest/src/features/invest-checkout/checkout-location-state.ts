import type { Campaign } from '@mitti/domain/campaign';

/** The campaign page's Invest Now passes `{ campaign }` as navigation state. */
export function campaignFromState(state: unknown, id: string): Campaign | null {
  if (typeof state !== 'object' || state === null || !('campaign' in state)) return null;
  const campaign = (state as { campaign: Partial<Campaign> | null }).campaign;
  return campaign?._id === id ? (campaign as Campaign) : null;
}
