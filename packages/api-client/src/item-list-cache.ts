import { ITEM_PAGE_SIZE, ITEMS_STORAGE_KEY } from '@mitti/domain/constants';
import type { Item } from '@mitti/domain/item';

/**
 * The catalogue's last first page, kept under the spec's key `items` so /shop can show it at once.
 * Before the shop read pages it kept the whole catalogue there: only a page of that is shown.
 */
export function readCachedItems(): Item[] | null {
  try {
    const raw = localStorage.getItem(ITEMS_STORAGE_KEY);
    if (!raw) return null;
    const items: unknown = JSON.parse(raw);
    return Array.isArray(items) ? (items.slice(0, ITEM_PAGE_SIZE) as Item[]) : null;
  } catch {
    return null;
  }
}

export function writeCachedItems(items: Item[]): void {
  try {
    localStorage.setItem(ITEMS_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // A full or blocked storage only costs the instant first paint next time.
  }
}
