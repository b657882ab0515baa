import { itemEndpoints } from '@mitti/api-client/item-endpoints';
import type { AppStore } from '@mitti/auth/app-store';

/** The catalogue's data: every item. */
export function catalogueLoader(store: AppStore) {
  return async () => {
    await store.dispatch(itemEndpoints.items.initiate(undefined, { subscribe: false }));
    return null;
  };
}
