import { PAGE_PARAM } from '@mitti/auth/use-page-param';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { isOrderFilter, type OrderFilter } from './order-filters';

/**
 * The status filter of fulfilment, kept in ?status= so a reload or a shared link keeps it; another
 * filter opens on its first page.
 */
export function useOrderFilter(): [OrderFilter, (filter: OrderFilter) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const filter = isOrderFilter(raw) ? raw : 'all';
  const select = useCallback(
    (next: OrderFilter) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next === 'all') updated.delete('status');
          else updated.set('status', next);
          updated.delete(PAGE_PARAM);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [filter, select];
}
