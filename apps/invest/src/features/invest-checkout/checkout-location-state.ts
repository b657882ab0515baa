import type { Campaign } from '@mitti/domain/campaign';

/** The campaign page's Invest Now passes `{ campaign }` as navigation state. */
export function campaignFromState(state: unknown, id: string): Campaign | null {
  if (typeof state !== 'object' || state === null || !('campaign' in state)) return null;
  const campaign = (state as { campaign: Partial<Campaign> | null }).campaign;
  return campaign?._id === id ? (campaign as Campaign) : null;
}

/** The checkout's address with the units chosen, e.g. for a sign-in to return to. */
export function checkoutPath(campaignId: string, units: number): string {
  return `/campaign/${campaignId}/invest?units=${units}`;
}

/** The units in the checkout's address (`?units=3`, kept through a sign-in), else 1. */
export function unitsFromSearch(search: URLSearchParams): number {
  const units = Number(search.get('units'));
  return Number.isSafeInteger(units) && units >= 1 ? units : 1;
}
