import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CartSummary } from '@mitti/domain/cart';
import type { ReactNode } from 'react';
import { CartSummaryRows } from '@mitti/ui/cart-summary-rows';

export interface CheckoutSummaryProps {
  summary: CartSummary | undefined;
  /** The Place Order button. */
  action: ReactNode;
}

/** Order Summary: the server's Subtotal, Shipping, Taxes and Total, and Place Order. */
export function CheckoutSummary({ summary, action }: CheckoutSummaryProps) {
  return (
    <Card component="section" aria-labelledby="checkout-summary-heading">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, display: 'grid', gap: 2 }}>
        <Typography id="checkout-summary-heading" variant="h2" sx={{ fontSize: '1.4rem' }}>
          Order Summary
        </Typography>
        {summary ? (
          <CartSummaryRows summary={summary} />
        ) : (
          <Box aria-hidden>
            <Skeleton height={28} />
            <Skeleton height={28} />
            <Skeleton height={28} />
            <Skeleton height={40} />
          </Box>
        )}
        {action}
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 0.75,
            color: 'text.secondary',
          }}
        >
          <LockOutlined fontSize="small" aria-hidden />
          <Typography variant="body2">Secure SSL Encryption</Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
