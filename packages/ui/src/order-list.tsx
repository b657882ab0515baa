import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Order } from '@mitti/domain/order';
import { OrderCards } from './order-cards';
import { OrdersTable, type OrderListProps } from './orders-table';

/**
 * Orders as a table on a wide screen and as cards below it: at 900 px the table's columns scroll
 * sideways. Drawn in the browser only (the order pages are private), so a media query may choose.
 */
export function OrderList<T extends Order>(props: OrderListProps<T>) {
  const wide = useMediaQuery(useTheme().breakpoints.up('lg'), { defaultMatches: true });
  return wide ? <OrdersTable {...props} /> : <OrderCards {...props} />;
}
