import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatShopPrice } from '@mitti/domain/money';
import { PAYMENT_METHOD_LABELS, type Order } from '@mitti/domain/order';
import { unitCount } from '@mitti/domain/order-list';
import { orderNumber } from '@mitti/domain/short-id';
import { DateText } from '@mitti/ui/date-text';
import { OrderStatusChip, PaymentStatusChip } from '@mitti/ui/order-chips';
import { InvoiceButton } from './invoice-button';

export interface OrdersListProps {
  orders: readonly Order[];
  onView: (order: Order) => void;
}

const HEADINGS = ['Order #', 'Date', 'Items', 'Total', 'Payment', 'Payment Status', 'Status'];

/** Desktop: one row an order. */
export function OrdersTable({ orders, onView }: OrdersListProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Your orders">
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
          {orders.map((order) => {
            const number = orderNumber(order._id);
            return (
              <TableRow key={order._id} hover>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  #{number}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <DateText iso={order.createdAt} />
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
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <InvoiceButton orderId={order._id} />
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => onView(order)}
                    aria-label={`View order #${number}`}
                    sx={{ ml: 1 }}
                  >
                    View
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
