import {
  prefetchCampaign,
  prefetchCampaigns,
  prefetchSpotlightCampaigns,
} from '@mitti/api-client/campaign-endpoints';
import type { PrefetchFirstPage } from '@mitti/auth/app-store';
import { matchPath } from 'react-router';
import { listingArgs, readListingSearch } from '@/features/farms/use-listing-search';

/**
 * Asks for the data of the page being opened while its code is still loading, instead of after (on
 * a slow network its pictures and story come a round trip sooner). On the server the same requests
 * give the page its data before it is rendered.
 */
export const prefetchFirstPage: PrefetchFirstPage = (store, { pathname, search }) => {
  if (matchPath('/', pathname)) {
    store.dispatch(prefetchSpotlightCampaigns());
    return;
  }
  if (matchPath('/farms', pathname)) {
    store.dispatch(prefetchCampaigns(listingArgs(readListingSearch(new URLSearchParams(search)))));
    return;
  }
  const campaign = matchPath('/campaign/:id', pathname);
  if (campaign?.params.id) store.dispatch(prefetchCampaign(campaign.params.id));
};
