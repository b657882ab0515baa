import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { AppLink } from '@mitti/auth/app-link';
import type { CartSummary as Summary } from '@mitti/domain/cart';
import { formatShopPaise, rupeesToPaise } from '@mitti/domain/money';
import { amountForFreeShipping } from '@mitti/domain/shop-pricing';
import { CartSummaryRows } from '@mitti/ui/cart-summary-rows';

export const CHECKOUT_PATH = '/shop/cart/checkOut';

/** 'Spend ₹X more for free shipping', or null when the cart is empty or already ships free. */
export function freeShippingHint(subtotal: number): string | null {
  const missing = amountForFreeShipping(rupeesToPaise(subtotal));
  return missing === null ? null : `Spend ${formatShopPaise(missing)} more for free shipping`;
}

export interface CartSummaryProps {
  summary: Summary;
  /** Some lines are out of stock: checkout will refuse the order until they are removed. */
  hasUnavailable: boolean;
}

export function CartSummary({ summary, hasUnavailable }: CartSummaryProps) {
  const hint = freeShippingHint(summary.subtotal);
  return (
    <Card component="section" aria-labelledby="cart-summary-heading">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, display: 'grid', gap: 2 }}>
        <Typography id="cart-summary-heading" variant="h2" sx={{ fontSize: '1.4rem' }}>
          Order Summary
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1.5 }}>
          {summary.totalItems} {summary.totalItems === 1 ? 'item' : 'items'}
        </Typography>
        <CartSummaryRows summary={summary} />
        {hint && (
          <Alert severity="info" icon={<LocalShippingOutlined fontSize="inherit" />}>
            {hint}
          </Alert>
        )}
        {hasUnavailable && (
          <Alert severity="warning">
            Some items are out of stock. Remove them before you check out.
          </Alert>
        )}
        <Button
          component={AppLink}
          app="shop"
          to={CHECKOUT_PATH}
          variant="contained"
          size="large"
          startIcon={<LockOutlined />}
          fullWidth
        >
          Secure Checkout
        </Button>
      </CardContent>
    </Card>
  );
}
