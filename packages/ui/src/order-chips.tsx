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

/** `labelled` says which status it is ('Order: Shipped'), for where the chips sit without headings. */
export function OrderStatusChip({ status, labelled }: { status: OrderStatus; labelled?: boolean }) {
  return (
    <Chip
      label={labelled ? `Order: ${status}` : status}
      size="small"
      color={ORDER_STATUS_COLOURS[status] ?? 'default'}
    />
  );
}

/**
 * Paid shows green, anything else yellow (shop.md 4), except a cancelled cash payment: nothing is
 * left to collect, so it is not flagged.
 */
export function PaymentStatusChip({
  status,
  labelled,
}: {
  status: PaymentStatus;
  labelled?: boolean;
}) {
  const label = labelled ? `Payment: ${status}` : status;
  if (status === 'Cancelled') return <Chip label={label} size="small" />;
  const paid = status === 'Paid';
  return (
    <Chip
      label={label}
      size="small"
      color={paid ? 'success' : 'warning'}
      sx={paid ? undefined : { bgcolor: 'warning.light', color: 'text.primary' }}
    />
  );
}
