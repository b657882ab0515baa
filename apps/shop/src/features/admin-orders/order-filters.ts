import type { AdminOrder } from '@mitti/domain/admin';
import type { OrderStatus } from '@mitti/domain/order';
import type { FilterChoice } from '@mitti/ui/filter-chips';

export const ORDER_FILTERS = ['all', 'to-ship', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

/** 'To ship' gathers both states an order waits in: a card order is Processing, a cash one Pending. */
const FILTERS: Record<OrderFilter, { label: string; statuses?: readonly OrderStatus[] }> = {
  all: { label: 'All' },
  'to-ship': { label: 'To ship', statuses: ['Processing', 'Pending'] },
  shipped: { label: 'Shipped', statuses: ['Shipped'] },
  delivered: { label: 'Delivered', statuses: ['Delivered'] },
  cancelled: { label: 'Cancelled', statuses: ['Cancelled'] },
};

export function isOrderFilter(value: string | null): value is OrderFilter {
  return ORDER_FILTERS.some((filter) => filter === value);
}

export function inFilter(filter: OrderFilter, order: AdminOrder): boolean {
  return FILTERS[filter].statuses?.includes(order.orderStatus) ?? true;
}

/** The chips, each with how many orders it holds: 'To ship (3)'. */
export function filterChoices(orders: readonly AdminOrder[]): FilterChoice<OrderFilter>[] {
  return ORDER_FILTERS.map((filter) => ({
    value: filter,
    label: `${FILTERS[filter].label} (${orders.filter((order) => inFilter(filter, order)).length})`,
  }));
}
