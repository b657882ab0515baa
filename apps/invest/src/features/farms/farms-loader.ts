import { campaignEndpoints } from '@mitti/api-client/campaign-endpoints';
import type { AppStore } from '@mitti/auth/app-store';
import type { LoaderFunctionArgs } from 'react-router';
import { listingArgs, readListingSearch } from './use-listing-search';

/** The listing's data: the page of campaigns its query string asks for. */
export function farmsLoader(store: AppStore) {
  return async ({ request }: LoaderFunctionArgs) => {
    const args = listingArgs(readListingSearch(new URL(request.url).searchParams));
    await store.dispatch(campaignEndpoints.campaigns.initiate(args, { subscribe: false }));
    return null;
  };
}
