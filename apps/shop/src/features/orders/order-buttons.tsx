import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Order } from '@mitti/domain/order';
import { orderNumber } from '@mitti/domain/short-id';
import { InvoiceButton } from './invoice-button';

/** The shopper's buttons on an order: its invoice, and its details. */
export function OrderButtons({ order, onView }: { order: Order; onView: () => void }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
      <InvoiceButton orderId={order._id} />
      <Button
        size="small"
        variant="outlined"
        onClick={onView}
        aria-label={`View order #${orderNumber(order._id)}`}
      >
        View
      </Button>
    </Box>
  );
}
