import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatShopPrice } from '@mitti/domain/money';
import { PAYMENT_METHOD_LABELS, type Order } from '@mitti/domain/order';
import { orderNumber } from '@mitti/domain/short-id';
import { DateText } from '@mitti/ui/date-text';
import { OrderStatusChip, PaymentStatusChip } from '@mitti/ui/order-chips';
import { useId, useState, type ReactNode } from 'react';
import { OrderItemRow } from './order-item-row';

export interface OrderDetailDialogProps {
  /** The order to show; null closes the dialog. */
  order: Order | null;
  onClose: () => void;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        alignItems: 'center',
        columnGap: 2,
      }}
    >
      <Typography component="dt" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
        {children}
      </Box>
    </Box>
  );
}

function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
      {children}
    </Typography>
  );
}

/** An order's lines with photos, where it ships, how it is paid and where it stands. */
export function OrderDetailDialog({ order, onClose }: OrderDetailDialogProps) {
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
          {/* It scrolls when the order is long: focusable, so the keyboard can scroll it too. */}
          <DialogContent
            dividers
            tabIndex={0}
            role="region"
            aria-label="Order details"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr)',
              gap: 3,
              '&:focus-visible': {
                outline: '3px solid',
                outlineColor: 'secondary.main',
                outlineOffset: -3,
              },
            }}
          >
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1 }}>
              Placed on <DateText iso={current.createdAt} />
            </Typography>
            <Box component="section">
              <SectionTitle>Items</SectionTitle>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {current.items.map((line) => (
                  <OrderItemRow key={`${line.itemId}-${line.size}`} line={line} />
                ))}
              </Box>
            </Box>
            <Divider />
            {address && (
              <Box component="section">
                <SectionTitle>Shipping Address</SectionTitle>
                <Typography sx={{ fontWeight: 600 }}>{address.name}</Typography>
                <Typography variant="body2">{address.street}</Typography>
                <Typography variant="body2">
                  {address.city}, {address.state} {address.zipcode}
                </Typography>
                <Typography variant="body2">{address.country}</Typography>
                <Typography variant="body2">Phone: {address.phone}</Typography>
                {address.landmark && (
                  <Typography variant="body2">Landmark: {address.landmark}</Typography>
                )}
              </Box>
            )}
            <Divider />
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.25 }}>
              <Detail label="Payment Method">
                {PAYMENT_METHOD_LABELS[current.paymentMethod] ?? current.paymentMethod}
              </Detail>
              <Detail label="Payment Status">
                <PaymentStatusChip status={current.paymentStatus} />
              </Detail>
              <Detail label="Order Status">
                <OrderStatusChip status={current.orderStatus} />
              </Detail>
              <Detail label="Total">
                <Typography sx={{ fontWeight: 700, fontSize: '1.2rem', color: 'primary.dark' }}>
                  {formatShopPrice(current.totalPrice)}
                </Typography>
              </Detail>
            </Box>
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
