import type { ItemPagesArgs } from '@mitti/api-client/item-endpoints';
import { MAX_ITEM_SEARCH_LENGTH } from '@mitti/domain/constants';
import { CATEGORIES, type CategoryFilter } from '@mitti/domain/item';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How long typing must pause before the search goes to the address, and so to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** A search as the API takes it: at most its length, trimmed. */
const toSearch = (text: string) => text.slice(0, MAX_ITEM_SEARCH_LENGTH).trim();

/** The catalogue's filter as the address says (?q=turmeric&category=Spices); All without one. */
export function readCatalogueSearch(params: URLSearchParams): ItemPagesArgs {
  const chosen = params.get('category');
  return {
    search: toSearch(params.get('q') ?? ''),
    category: CATEGORIES.find((category) => category === chosen) ?? 'All',
  };
}

/**
 * The search and the category chip live in the address, so back, forward and a shared link show the
 * same list; the route's loader fetches it. A chip pushes a history entry. The search box answers
 * every key at once and writes its text to the address once typing pauses: the first search pushes
 * an entry and later changes replace it, so Back leaves the search rather than undo it a word at a
 * time.
 */
export function useCatalogueFilters() {
  const [params, setParams] = useSearchParams();
  const args = readCatalogueSearch(params);
  const { search, category } = args;
  const [text, setText] = useState(search);
  // The filter this page last asked the address for. The address shows it only once the loader has
  // its list, so a change made meanwhile (a chip pressed while typing) starts from this, not from it.
  const wanted = useRef(args);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);

  const change = (next: Partial<ItemPagesArgs>, replace = false) => {
    wanted.current = { ...wanted.current, ...next };
    const { search: q, category: chosen } = wanted.current;
    const result = new URLSearchParams();
    if (q) result.set('q', q);
    if (chosen !== 'All') result.set('category', chosen);
    setParams(result, { replace, preventScrollReset: true });
  };

  // Back, forward or a link brought another list: the box shows its search.
  useEffect(() => {
    if (search === wanted.current.search && category === wanted.current.category) return;
    wanted.current = { search, category };
    clearTimeout(typing.current);
    setText(search);
  }, [search, category]);

  useEffect(() => () => clearTimeout(typing.current), []);

  const changeText = (value: string) => {
    setText(value);
    clearTimeout(typing.current);
    typing.current = setTimeout(() => {
      const next = toSearch(value);
      if (next !== wanted.current.search) change({ search: next }, wanted.current.search !== '');
    }, SEARCH_DEBOUNCE_MS);
  };

  const setCategory = (next: CategoryFilter) => change({ category: next });

  const clear = () => {
    clearTimeout(typing.current);
    setText('');
    change({ search: '', category: 'All' });
  };

  return { args, text, changeText, setCategory, clear };
}
