import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminOrder } from '@mitti/domain/admin';
import { formatShopPrice } from '@mitti/domain/money';
import { PAYMENT_METHOD_LABELS } from '@mitti/domain/order';
import { AddressLines } from '@mitti/ui/address-lines';
import { DateText } from '@mitti/ui/date-text';
import { FactList } from '@mitti/ui/fact-list';
import { OrderDialog, OrderDialogSection } from '@mitti/ui/order-dialog';
import { OrderStatusChip, PaymentStatusChip } from '@mitti/ui/order-chips';

export interface OrderDetailsDialogProps {
  /** The order to show; null closes the dialog. */
  order: AdminOrder | null;
  onClose: () => void;
}

/** What fulfilment needs before a move: what to pack, who it is for and where it goes. */
export function OrderDetailsDialog({ order, onClose }: OrderDetailsDialogProps) {
  return (
    <OrderDialog order={order} onClose={onClose}>
      {(current) => (
        <>
          <OrderDialogSection title="To pack">
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {current.items.map((line) => (
                <Box
                  component="li"
                  key={`${line.itemId}-${line.size}`}
                  sx={{
                    py: 1,
                    borderBottom: 1,
                    borderColor: 'divider',
                    '&:last-of-type': { borderBottom: 0 },
                  }}
                >
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {line.name}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    Size: <bdi>{line.size}</bdi> · Qty: {line.quantity}
                  </Typography>
                </Box>
              ))}
            </Box>
          </OrderDialogSection>
          {current.shippingAddress && (
            <OrderDialogSection title="Ship to">
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {current.shippingAddress.name}
              </Typography>
              <AddressLines address={current.shippingAddress} />
            </OrderDialogSection>
          )}
          <OrderDialogSection title="Order">
            <FactList
              facts={[
                { label: 'Placed', value: <DateText iso={current.createdAt} /> },
                {
                  label: 'Customer',
                  value: `${current.customer.name} (${current.customer.email})`,
                },
                {
                  label: 'Payment',
                  value: PAYMENT_METHOD_LABELS[current.paymentMethod] ?? current.paymentMethod,
                },
                {
                  label: 'Payment status',
                  value: <PaymentStatusChip status={current.paymentStatus} />,
                },
                {
                  label: 'Order status',
                  value: <OrderStatusChip status={current.orderStatus} />,
                },
                { label: 'Total', value: formatShopPrice(current.totalPrice) },
              ]}
            />
          </OrderDialogSection>
        </>
      )}
    </OrderDialog>
  );
}
