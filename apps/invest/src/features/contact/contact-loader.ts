import { contactEndpoints } from '@mitti/api-client/contact-endpoints';
import type { AppStore } from '@mitti/auth/app-store';

/**
 * The contact page's data: the campaigns a message may be about, so that the server draws the form
 * with its campaign field instead of the field appearing after the page loads.
 */
export function contactLoader(store: AppStore) {
  return async () => {
    await store.dispatch(
      contactEndpoints.contactCampaignChoices.initiate(undefined, { subscribe: false }),
    );
    return null;
  };
}
