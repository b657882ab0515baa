import { useEffect } from 'react';

/** What a page of a server-paged list says about itself. */
export interface ShownPage {
  page: number;
  limit: number;
  total: number;
}

/**
 * A page left without rows, past the end of the list (its last row was just decided, or an old
 * link), steps back to the last page that has rows, or to the first. `shown` is the answer for the
 * page asked for, and `rows` how many rows it holds.
 */
export function usePageStepBack(
  shown: ShownPage | undefined,
  rows: number,
  onChange: (page: number) => void,
): void {
  const page = shown?.page ?? 1;
  const lastPage = shown ? Math.max(1, Math.ceil(shown.total / shown.limit)) : 1;
  const empty = shown !== undefined && rows === 0 && page > 1;
  useEffect(() => {
    if (empty) onChange(Math.min(lastPage, page - 1));
  }, [empty, lastPage, page, onChange]);
}
