import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { AdminOrder } from '@mitti/domain/admin';
import { formatShopPrice } from '@mitti/domain/money';
import { PAYMENT_METHOD_LABELS } from '@mitti/domain/order';
import { orderNumber } from '@mitti/domain/short-id';
import { DateText } from '@mitti/ui/date-text';
import { FactList } from '@mitti/ui/fact-list';
import { OrderStatusChip, PaymentStatusChip } from '@mitti/ui/order-chips';
import { useId, useState, type ReactNode } from 'react';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export interface OrderDetailsDialogProps {
  /** The order to show; null closes the dialog. */
  order: AdminOrder | null;
  onClose: () => void;
}

/** What fulfilment needs before a move: what to pack, who it is for and where it goes. */
export function OrderDetailsDialog({ order, onClose }: OrderDetailsDialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  // Keep the last order through the fade-out, so the dialog does not empty while it closes.
  const [shown, setShown] = useState(order);
  if (order && order !== shown) setShown(order);
  const current = order ?? shown;
  const address = current?.shippingAddress;

  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      {current && (
        <>
          <DialogTitle id={titleId}>Order #{orderNumber(current._id)}</DialogTitle>
          <DialogContent
            dividers
            sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}
          >
            <Section title="To pack">
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
            </Section>
            {address && (
              <Section title="Ship to">
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {address.name}
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {address.street}
                </Typography>
                <Typography variant="body2">
                  {address.city}, {address.state} {address.zipcode}
                </Typography>
                <Typography variant="body2">{address.country}</Typography>
                <Typography variant="body2">Phone: {address.phone}</Typography>
                {address.landmark && (
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    Landmark: {address.landmark}
                  </Typography>
                )}
              </Section>
            )}
            <Section title="Order">
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
            </Section>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} variant="contained">
              Close
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
