import { isWholeCatalogue, itemEndpoints } from '@mitti/api-client/item-endpoints';
import { readCachedItems } from '@mitti/api-client/item-list-cache';
import type { AppStore } from '@mitti/auth/app-store';
import type { LoaderFunctionArgs } from 'react-router';
import { readCatalogueSearch } from './use-catalogue-filters';

/**
 * The catalogue's data: the first page of the list its address asks for. The first page saved on this
 * device is shown at once while the fresh one comes (shop.md 4), so then the page does not wait; the
 * server has none and waits.
 */
export function catalogueLoader(store: AppStore) {
  return async ({ request }: LoaderFunctionArgs) => {
    const args = readCatalogueSearch(new URL(request.url).searchParams);
    const fetched = store.dispatch(itemEndpoints.itemPages.initiate(args, { subscribe: false }));
    if (!(isWholeCatalogue(args) && readCachedItems())) await fetched;
    return null;
  };
}
