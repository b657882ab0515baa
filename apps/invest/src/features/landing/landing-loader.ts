import { campaignEndpoints } from '@mitti/api-client/campaign-endpoints';
import type { AppStore } from '@mitti/auth/app-store';

/** The landing page's data: its spotlight of top campaigns. */
export function landingLoader(store: AppStore) {
  return async () => {
    await store.dispatch(
      campaignEndpoints.spotlightCampaigns.initiate(undefined, { subscribe: false }),
    );
    return null;
  };
}
