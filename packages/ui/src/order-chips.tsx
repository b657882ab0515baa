import Chip from '@mui/material/Chip';
import type { ChipProps } from '@mui/material/Chip';
import type { OrderStatus, PaymentStatus } from '@mitti/domain/order';

/** Each order status its own colour (shop.md 4: only displayed). */
const ORDER_STATUS_COLOURS: Record<OrderStatus, ChipProps['color']> = {
  Pending: 'default',
  Processing: 'info',
  Shipped: 'secondary',
  Delivered: 'success',
  Cancelled: 'error',
};

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return <Chip label={status} size="small" color={ORDER_STATUS_COLOURS[status] ?? 'default'} />;
}

/** Paid shows green, anything else yellow (shop.md 4). */
export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  const paid = status === 'Paid';
  return (
    <Chip
      label={status}
      size="small"
      color={paid ? 'success' : 'warning'}
      sx={paid ? undefined : { bgcolor: 'warning.light', color: 'text.primary' }}
    />
  );
}
