import type { Order } from './order';

/** Newest first by createdAt (shop.md 7: sorted on the client); the given list is not changed. */
export function newestFirst<T extends Order>(orders: readonly T[]): T[] {
  return [...orders].sort(
    (first, second) => Date.parse(second.createdAt) - Date.parse(first.createdAt),
  );
}

/** The number of units in an order. */
export function unitCount(order: Order): number {
  return order.items.reduce((total, line) => total + line.quantity, 0);
}

export function itemsLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}
