import type { ArchivedFilter } from '@mitti/domain/admin-product';
import { ARCHIVED_FILTERS } from '@mitti/domain/admin-product';
import type { CategoryFilter } from '@mitti/domain/item';
import { CATEGORIES } from '@mitti/domain/item';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface ProductListParams {
  page: number;
  search: string;
  category: CategoryFilter;
  archived: ArchivedFilter;
}

const DEFAULTS: ProductListParams = { page: 1, search: '', category: 'All', archived: 'active' };

function oneOf<T extends string>(choices: readonly T[], raw: string | null, fallback: T): T {
  return choices.find((choice) => choice === raw) ?? fallback;
}

/**
 * The list's page, search and filters, kept in the address (?page=&search=&category=&archived=) so
 * a reload, the back button or a shared link keeps them. A new search or filter starts at page 1.
 */
export function useProductListParams(): [
  ProductListParams,
  (change: Partial<ProductListParams>) => void,
] {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  const current: ProductListParams = {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: params.get('search') ?? '',
    category: oneOf(CATEGORIES, params.get('category'), 'All'),
    archived: oneOf(ARCHIVED_FILTERS, params.get('archived'), 'active'),
  };
  const update = useCallback(
    (change: Partial<ProductListParams>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          const values = { ...change, page: change.page ?? 1 };
          for (const [key, value] of Object.entries(values)) {
            if (value === DEFAULTS[key as keyof ProductListParams]) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [current, update];
}
