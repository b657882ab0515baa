import { ITEMS_STORAGE_KEY } from '@mitti/domain/constants';
import type { Item } from '@mitti/domain/item';

/** The catalogue's last answer, kept under the spec's key `items` so /shop can show it at once. */
export function readCachedItems(): Item[] | null {
  try {
    const raw = localStorage.getItem(ITEMS_STORAGE_KEY);
    if (!raw) return null;
    const items: unknown = JSON.parse(raw);
    return Array.isArray(items) ? (items as Item[]) : null;
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
