import type { CategoryFilter, Item } from './item';

/**
 * The catalogue filter: the query is a case-insensitive substring of the name, brand, category or
 * farm name (a blank query matches everything), and the category is equal unless 'All'.
 */
export function itemMatches(
  item: Pick<Item, 'name' | 'brand' | 'category' | 'farmName'>,
  query: string,
  category: CategoryFilter,
): boolean {
  if (category !== 'All' && item.category !== category) return false;
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [item.name, item.brand, item.category, item.farmName].some((field) =>
    field.toLowerCase().includes(needle),
  );
}
