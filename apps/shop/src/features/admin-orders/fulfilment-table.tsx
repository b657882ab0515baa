import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminOrder } from '@mitti/domain/admin';
import { formatShopPrice } from '@mitti/domain/money';
import { PAYMENT_METHOD_LABELS } from '@mitti/domain/order';
import { unitCount } from '@mitti/domain/order-list';
import { orderNumber } from '@mitti/domain/short-id';
import { DateText } from '@mitti/ui/date-text';
import { OrderStatusChip, PaymentStatusChip } from '@mitti/ui/order-chips';
import { OrderActions } from './order-actions';

export interface FulfilmentListProps {
  orders: readonly AdminOrder[];
}

const HEADINGS = [
  'Order #',
  'Date',
  'Customer',
  'Items',
  'Total',
  'Payment',
  'Payment Status',
  'Status',
];

/** Desktop: one row an order, its next steps at the end. */
export function FulfilmentTable({ orders }: FulfilmentListProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Orders">
        <TableHead>
          <TableRow>
            {HEADINGS.map((heading) => (
              <TableCell key={heading} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {heading}
              </TableCell>
            ))}
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              Actions
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order._id} hover>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                #{orderNumber(order._id)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <DateText iso={order.createdAt} />
              </TableCell>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {order.customer.name}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {order.customer.email}
                </Typography>
              </TableCell>
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
              <TableCell align="right">
                <OrderActions order={order} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
