import { prefetchItem, prefetchItems } from '@mitti/api-client/item-endpoints';
import type { PrefetchFirstPage } from '@mitti/auth/app-store';
import { matchPath } from 'react-router';

/**
 * Asks for the data of the page being opened while its code is still loading, instead of after:
 * on a slow network the catalogue's and a product's pictures come a round trip sooner. On the server
 * the same requests give the page its data before it is rendered.
 */
export const prefetchFirstPage: PrefetchFirstPage = (store, { pathname }) => {
  if (matchPath('/shop', pathname)) {
    store.dispatch(prefetchItems());
    return;
  }
  const product = matchPath('/shop/itemInfo/:id', pathname);
  if (product?.params.id) store.dispatch(prefetchItem(product.params.id));
};
