import { CATEGORIES, type CategoryFilter } from '@mitti/domain/item';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

function toCategory(value: string | null): CategoryFilter {
  return CATEGORIES.find((category) => category === value) ?? 'All';
}

/**
 * The search text and the category chip. They live in the component (typing stays instant) and are
 * copied into the address (?q=&category=), so coming back from a product finds them as they were.
 */
export function useCatalogueFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [query, setQuery] = useState(() => searchParams.get('q') ?? '');
  const [category, setCategory] = useState(() => toCategory(searchParams.get('category')));

  useEffect(() => {
    const q = query.trim() ? query : null;
    const chosen = category === 'All' ? null : category;
    if (searchParams.get('q') === q && searchParams.get('category') === chosen) return;
    const next = new URLSearchParams(searchParams);
    if (q) next.set('q', q);
    else next.delete('q');
    if (chosen) next.set('category', chosen);
    else next.delete('category');
    setSearchParams(next, { replace: true, preventScrollReset: true });
  }, [query, category, searchParams, setSearchParams]);

  const clear = () => {
    setQuery('');
    setCategory('All');
  };

  return { query, setQuery, category, setCategory, clear };
}
