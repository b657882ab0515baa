import { ADMIN_ORDER_FILTERS, type AdminOrderFilter } from '@mitti/domain/admin';
import type { FilterChoice } from '@mitti/ui/filter-chips';

export type OrderFilter = AdminOrderFilter;

/** 'To ship' gathers both states an order waits in: a card order is Processing, a cash one Pending. */
const LABELS: Record<OrderFilter, string> = {
  all: 'All',
  'to-ship': 'To ship',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export function isOrderFilter(value: string | null): value is OrderFilter {
  return ADMIN_ORDER_FILTERS.some((filter) => filter === value);
}

/** The chips, each with how many orders it holds on every page (the server's counts): 'To ship (3)'. */
export function filterChoices(counts: Record<OrderFilter, number>): FilterChoice<OrderFilter>[] {
  return ADMIN_ORDER_FILTERS.map((filter) => ({
    value: filter,
    label: `${LABELS[filter]} (${counts[filter]})`,
  }));
}
