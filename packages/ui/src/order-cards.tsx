import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatShopPrice } from '@mitti/domain/money';
import { PAYMENT_METHOD_LABELS, type Order } from '@mitti/domain/order';
import { itemsLabel, unitCount } from '@mitti/domain/order-list';
import { orderNumber } from '@mitti/domain/short-id';
import { DateText } from './date-text';
import { OrderStatusChip, PaymentStatusChip } from './order-chips';
import { focusedOrderSx, type OrderListProps } from './orders-table';

/** Small screens: one card an order, what can be done with it at the bottom. */
export function OrderCards<T extends Order>({
  orders,
  label,
  customer,
  actions,
  focusable,
}: OrderListProps<T>) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
    >
      {orders.map((order) => {
        const number = orderNumber(order._id);
        const who = customer?.(order);
        return (
          <Card
            component="li"
            key={order._id}
            aria-label={`Order #${number}`}
            data-order-id={order._id}
            tabIndex={focusable ? -1 : undefined}
            sx={focusable ? focusedOrderSx : undefined}
          >
            <CardContent sx={{ display: 'grid', gap: 1.25, p: 2, '&:last-child': { pb: 2 } }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700 }}>Order #{number}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    <DateText iso={order.createdAt} /> · {itemsLabel(unitCount(order))}
                  </Typography>
                </Box>
                <Typography sx={{ fontWeight: 700, color: 'primary.dark', whiteSpace: 'nowrap' }}>
                  {formatShopPrice(order.totalPrice)}
                </Typography>
              </Box>
              {who && (
                <Box>
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {who.name}
                  </Typography>
                  <Typography
                    variant="body2"
                    sx={{ color: 'text.secondary', wordBreak: 'break-all' }}
                  >
                    {who.email}
                  </Typography>
                </Box>
              )}
              <Typography variant="body2">
                {PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                <PaymentStatusChip status={order.paymentStatus} labelled />
                <OrderStatusChip status={order.orderStatus} labelled />
                <Box sx={{ ml: 'auto' }}>{actions(order)}</Box>
              </Box>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}
