import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatShopPrice } from '@mitti/domain/money';
import { PAYMENT_METHOD_LABELS, type Order } from '@mitti/domain/order';
import { unitCount } from '@mitti/domain/order-list';
import { orderNumber } from '@mitti/domain/short-id';
import type { ReactNode } from 'react';
import { DateText } from './date-text';
import { OrderStatusChip, PaymentStatusChip } from './order-chips';

export interface OrderListProps<T extends Order> {
  orders: readonly T[];
  /** The table's or list's accessible name. */
  label: string;
  /** Operators see who ordered. */
  customer?: (order: T) => { name: string; email: string };
  /** What can be done with the order: the shopper's invoice and details, the operator's next steps. */
  actions: (order: T) => ReactNode;
  /**
   * Each order's row or card can take focus from a script (`[data-order-id]`), so a list that grows
   * can move keyboard focus to the first order it adds.
   */
  focusable?: boolean;
}

/** The ring a focused order's row or card shows, inside its edge (the table scrolls sideways). */
export const focusedOrderSx = {
  '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: -3 },
} as const;

/** Desktop: one row an order, what can be done with it at the end. */
export function OrdersTable<T extends Order>({
  orders,
  label,
  customer,
  actions,
  focusable,
}: OrderListProps<T>) {
  const headings = [
    'Order #',
    'Date',
    ...(customer ? ['Customer'] : []),
    'Items',
    'Total',
    'Payment',
    'Payment Status',
    'Status',
  ];
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={label}>
        <TableHead>
          <TableRow>
            {headings.map((heading) => (
              <TableCell key={heading} sx={{ fontWeight: 700 }}>
                {heading}
              </TableCell>
            ))}
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              Actions
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => {
            const who = customer?.(order);
            return (
              <TableRow
                key={order._id}
                hover
                data-order-id={order._id}
                tabIndex={focusable ? -1 : undefined}
                sx={focusable ? focusedOrderSx : undefined}
              >
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  #{orderNumber(order._id)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <DateText iso={order.createdAt} />
                </TableCell>
                {who && (
                  // Wide enough for an ordinary email on one line; a longer one wraps anywhere.
                  <TableCell sx={{ minWidth: 200 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {who.name}
                    </Typography>
                    <Typography
                      variant="body2"
                      sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
                    >
                      {who.email}
                    </Typography>
                  </TableCell>
                )}
                <TableCell>{unitCount(order)}</TableCell>
                <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {formatShopPrice(order.totalPrice)}
                </TableCell>
                <TableCell>
                  {PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod}
                </TableCell>
                <TableCell>
                  <PaymentStatusChip status={order.paymentStatus} />
                </TableCell>
                <TableCell>
                  <OrderStatusChip status={order.orderStatus} />
                </TableCell>
                <TableCell align="right">{actions(order)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
