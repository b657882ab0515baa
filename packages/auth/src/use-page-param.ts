import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The search parameter a paged operators' list keeps its page in; a filter's change removes it. */
export const PAGE_PARAM = 'page';

function pageOf(raw: string | null): number {
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * The page of a list paged on the server, kept in ?page= (like the tabs and filters beside it) so a
 * reload or a shared link opens the same page; page 1 leaves it out.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get(PAGE_PARAM));
  const select = useCallback(
    (next: number) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next > 1) updated.set(PAGE_PARAM, String(next));
          else updated.delete(PAGE_PARAM);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [page, select];
}
