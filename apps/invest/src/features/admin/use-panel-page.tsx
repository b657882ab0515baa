import type { ShownPage } from '@mitti/ui/use-page-step-back';
import { usePageStepBack } from '@mitti/ui/use-page-step-back';
import type { ReactElement } from 'react';
import { PanelError } from './panel-error';
import { PanelSkeleton } from './panel-skeleton';

/** What a paged tab reads of its RTK Query result. */
interface PagedQuery<T> {
  currentData?: T;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface PanelPageText {
  /** Read out while the page loads, e.g. 'Loading jobs'. */
  loading: string;
  /** Shown when the page could not be loaded and the server gave no reason. */
  failed: string;
}

/**
 * The page a paged admin tab shows, or what stands in for it: a skeleton while it loads (and while a
 * page emptied by the last decision steps back), or the failure with a way to try again.
 */
export function usePanelPage<T extends ShownPage>(
  query: PagedQuery<T>,
  rowsOf: (page: T) => readonly unknown[],
  setPage: (page: number) => void,
  text: PanelPageText,
): { shown: T; placeholder: null } | { shown: undefined; placeholder: ReactElement } {
  const shown = query.currentData;
  const rows = shown ? rowsOf(shown).length : 0;
  usePageStepBack(shown, rows, setPage);

  if ((query.isFetching && (query.isError || !shown)) || (shown && rows === 0 && shown.page > 1)) {
    return { shown: undefined, placeholder: <PanelSkeleton label={text.loading} /> };
  }
  if (query.isError || !shown) {
    const placeholder = (
      <PanelError error={query.error} fallback={text.failed} onRetry={() => void query.refetch()} />
    );
    return { shown: undefined, placeholder };
  }
  return { shown, placeholder: null };
}
