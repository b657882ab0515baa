import { wasNotFound } from '@mitti/api-client/api-failure';
import { itemEndpoints } from '@mitti/api-client/item-endpoints';
import type { AppStore } from '@mitti/auth/app-store';
import type { PageMeta } from '@mitti/auth/route-handle';
import type { Product } from '@mitti/domain/item';
import { formatShopPrice } from '@mitti/domain/money';
import type { LoaderFunctionArgs } from 'react-router';
import { data } from 'react-router';

/** What a shared link to the product shows: its name, picture and price. */
export function productMeta(product: Product): PageMeta {
  const prices = product.variants.map((variant) => variant.price);
  const from = prices.length > 0 ? ` From ${formatShopPrice(Math.min(...prices))}.` : '';
  return {
    title: product.name,
    description: `${product.isOrganic ? 'Organic ' : ''}${product.name} by ${product.brand}, from ${product.farmName}.${from}`,
    image: product.images[0]?.url,
  };
}

/**
 * What the product page learns from its loader: its meta, or that there is no such product (so the
 * page says so without asking again: a failed query would be fetched again by the page's hook).
 */
export type ProductLoaderData = { meta: PageMeta } | { notFound: true; meta: PageMeta } | null;

/** The product page's data; a product that does not exist answers 404. */
export function productLoader(store: AppStore) {
  return async ({ params }: LoaderFunctionArgs) => {
    const { data: product, error } = await store.dispatch(
      itemEndpoints.item.initiate(params.id ?? '', { subscribe: false }),
    );
    if (product) return { meta: productMeta(product) };
    return wasNotFound(error)
      ? data({ notFound: true as const, meta: { title: 'Product not found' } }, { status: 404 })
      : null;
  };
}
