import type { ItemPagesArgs } from '@mitti/api-client/item-endpoints';
import { MAX_ITEM_SEARCH_LENGTH } from '@mitti/domain/constants';
import { CATEGORIES, type CategoryFilter } from '@mitti/domain/item';
import { useCallback, useEffect, useRef, useState } from 'react';
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
  const { search } = args;
  const [text, setText] = useState(search);
  // The search this box last wrote to the address; the address may not show it yet.
  const written = useRef(search);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);

  const change = useCallback(
    (next: Partial<ItemPagesArgs>, replace = false) => {
      setParams(
        (current) => {
          const { search, category } = { ...readCatalogueSearch(current), ...next };
          // Rebuilt in one order (q, then category), so one list has one address.
          const result = new URLSearchParams(current);
          result.delete('q');
          result.delete('category');
          if (search) result.set('q', search);
          if (category !== 'All') result.set('category', category);
          return result;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setParams],
  );

  // Back, forward or a link brought another search: the box shows it.
  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    clearTimeout(typing.current);
    setText(search);
  }, [search]);

  useEffect(() => () => clearTimeout(typing.current), []);

  const changeText = (value: string) => {
    setText(value);
    clearTimeout(typing.current);
    typing.current = setTimeout(() => {
      const next = toSearch(value);
      if (next === written.current) return;
      const replace = written.current !== '';
      written.current = next;
      change({ search: next }, replace);
    }, SEARCH_DEBOUNCE_MS);
  };

  const setCategory = (next: CategoryFilter) => change({ category: next });

  const clear = () => {
    clearTimeout(typing.current);
    written.current = '';
    setText('');
    change({ search: '', category: 'All' });
  };

  return { args, text, changeText, setCategory, clear };
}
