import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { formatShopPrice } from '@mitti/domain/money';
import { PAYMENT_METHOD_LABELS, type Order } from '@mitti/domain/order';
import { AddressLines } from '@mitti/ui/address-lines';
import { DateText } from '@mitti/ui/date-text';
import { LabelValueList } from '@mitti/ui/label-value-list';
import { OrderDialog, OrderDialogSection } from '@mitti/ui/order-dialog';
import { OrderStatusChip, PaymentStatusChip } from '@mitti/ui/order-chips';
import { OrderItemRow } from './order-item-row';

export interface OrderDetailDialogProps {
  /** The order to show; null closes the dialog. */
  order: Order | null;
  onClose: () => void;
}

/** An order's lines with photos, where it ships, how it is paid and where it stands. */
export function OrderDetailDialog({ order, onClose }: OrderDetailDialogProps) {
  return (
    <OrderDialog order={order} onClose={onClose}>
      {(current) => (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1 }}>
            Placed on <DateText iso={current.createdAt} />
          </Typography>
          <OrderDialogSection title="Items">
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {current.items.map((line) => (
                <OrderItemRow key={`${line.itemId}-${line.size}`} line={line} />
              ))}
            </Box>
          </OrderDialogSection>
          <Divider />
          {current.shippingAddress && (
            <OrderDialogSection title="Shipping Address">
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {current.shippingAddress.name}
              </Typography>
              <AddressLines address={current.shippingAddress} />
            </OrderDialogSection>
          )}
          <Divider />
          <LabelValueList
            rows={[
              {
                label: 'Payment Method',
                value: PAYMENT_METHOD_LABELS[current.paymentMethod] ?? current.paymentMethod,
              },
              {
                label: 'Payment Status',
                value: <PaymentStatusChip status={current.paymentStatus} />,
              },
              { label: 'Order Status', value: <OrderStatusChip status={current.orderStatus} /> },
              {
                label: 'Total',
                value: (
                  <Box
                    component="span"
                    sx={{ fontWeight: 700, fontSize: '1.2rem', color: 'primary.dark' }}
                  >
                    {formatShopPrice(current.totalPrice)}
                  </Box>
                ),
              },
            ]}
          />
        </>
      )}
    </OrderDialog>
  );
}
