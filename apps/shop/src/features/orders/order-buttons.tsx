import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Order } from '@mitti/domain/order';
import { orderNumber } from '@mitti/domain/short-id';
import { BuyAgainButton } from './buy-again-button';
import { InvoiceButton } from './invoice-button';

/** The shopper's buttons on an order: buying it again, its details and its invoice. */
export function OrderButtons({ order, onView }: { order: Order; onView: () => void }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1 }}>
      <BuyAgainButton orderId={order._id} />
      <Button
        size="small"
        variant="outlined"
        onClick={onView}
        aria-label={`View order #${orderNumber(order._id)}`}
      >
        View
      </Button>
      <InvoiceButton orderId={order._id} />
    </Box>
  );
}
