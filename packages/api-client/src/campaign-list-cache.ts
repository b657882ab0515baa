import type { CampaignListResponse } from '@mitti/domain/campaign';

/**
 * The last listing answer is kept in localStorage with the query that produced it, so /farms can
 * show it at once on the next visit and replace it when the fresh answer arrives (invest.md 7).
 */
const CAMPAIGN_LIST_STORAGE_KEY = 'campaigns';

interface CachedCampaignList {
  query: string;
  response: CampaignListResponse;
}

/** The cached answer, only when it was fetched for the same query. */
export function readCachedCampaignList(query: string): CampaignListResponse | null {
  try {
    const raw = localStorage.getItem(CAMPAIGN_LIST_STORAGE_KEY);
    if (!raw) return null;
    const cached = JSON.parse(raw) as CachedCampaignList;
    return cached.query === query && Array.isArray(cached.response?.campaigns)
      ? cached.response
      : null;
  } catch {
    return null;
  }
}

export function writeCachedCampaignList(query: string, response: CampaignListResponse): void {
  try {
    localStorage.setItem(CAMPAIGN_LIST_STORAGE_KEY, JSON.stringify({ query, response }));
  } catch {
    // A full or blocked storage only costs the instant first paint next time.
  }
}
