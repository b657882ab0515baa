import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import ShoppingBasketOutlined from '@mui/icons-material/ShoppingBasketOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { failureMessage } from '@mitti/api-client/api-failure';
import { useCartQuery, useRemoveCartLineMutation } from '@mitti/api-client/cart-endpoints';
import { AppLink } from '@mitti/auth/app-link';
import type { CartItem } from '@mitti/domain/cart';
import { formatShopPrice } from '@mitti/domain/money';
import { ConfirmDialog } from '@mitti/ui/confirm-dialog';
import { EmptyState } from '@mitti/ui/empty-state';
import { useToast } from '@mitti/ui/toast-provider';
import { useEffect, useRef, useState } from 'react';
import { CartLine } from './cart-line';
import { CartSummary, CHECKOUT_PATH } from './cart-summary';
import { MobileTotalBar } from '@mitti/ui/mobile-total-bar';
import { shownSummary } from './shown-summary';
import { useCartLineUpdates } from './use-cart-line-updates';

const REMOVE_QUESTION = 'Are you sure you want to remove this item from your basket?';

/** /shop/cart (guarded by the router): the server cart with its stepper, removal and summary. */
export function CartPage() {
  const { data, error, isLoading, isError, isFetching, startedTimeStamp, refetch } = useCartQuery();
  const lines = useCartLineUpdates({ isFetching, startedTimeStamp });
  const [removeLine, { isLoading: removing }] = useRemoveCartLineMutation();
  const [toRemove, setToRemove] = useState<CartItem | null>(null);
  const toast = useToast();
  const heading = useRef<HTMLHeadingElement>(null);
  // The Remove button that opened the dialog is gone with its line: the focus goes to the heading.
  const [removed, setRemoved] = useState(false);

  useEffect(() => {
    if (!removed || toRemove) return;
    setRemoved(false);
    heading.current?.focus();
  }, [removed, toRemove]);

  const confirmRemove = async () => {
    if (!toRemove) return;
    try {
      await removeLine({ itemId: toRemove.itemId, size: toRemove.size }).unwrap();
      setRemoved(true);
    } catch (failure) {
      toast.error(failureMessage(failure, 'Failed to remove item.'));
    } finally {
      setToRemove(null);
    }
  };

  const cart = data?.data;
  let body;
  if (isLoading) {
    body = (
      <Box
        role="status"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }}
      >
        <CircularProgress size={28} aria-hidden />
        <Typography sx={{ color: 'text.secondary' }}>Loading your cart...</Typography>
      </Box>
    );
  } else if (!cart) {
    body = (
      <EmptyState
        icon={<CloudOffOutlined />}
        title="Could not load your cart."
        text={isError ? failureMessage(error, 'Please try again in a moment.') : undefined}
        action={
          <Button variant="contained" onClick={() => void refetch()} disabled={isFetching}>
            Try again
          </Button>
        }
      />
    );
  } else if (cart.items.length === 0) {
    body = (
      <EmptyState
        icon={<ShoppingBasketOutlined />}
        title="Your Basket is Empty!"
        text="Fresh grains, flours, spices and sweeteners from organic farms are waiting."
        action={
          <Button component={AppLink} app="shop" to="/shop" variant="contained" size="large">
            Start Shopping
          </Button>
        }
      />
    );
  } else {
    const summary = shownSummary(cart, (line) => lines.view(line).quantity);
    body = (
      <>
        {isError && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {failureMessage(error, 'Could not refresh your cart.')}
          </Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px' },
            gap: 3,
            alignItems: 'start',
          }}
        >
          <Card component="section" aria-label="Items in your cart">
            <Box component="ul" sx={{ listStyle: 'none', m: 0, px: { xs: 2, sm: 3 }, py: 0.5 }}>
              {cart.items.map((line) => (
                <CartLine
                  key={line.cartItemId}
                  line={line}
                  view={lines.view(line)}
                  onQuantityChange={(quantity) => lines.change(line, quantity)}
                  onRemove={() => setToRemove(line)}
                />
              ))}
            </Box>
          </Card>
          <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
            <CartSummary
              summary={summary}
              hasUnavailable={cart.items.some((line) => !line.available)}
            />
          </Box>
        </Box>
        <MobileTotalBar
          label="Total"
          total={formatShopPrice(summary.total)}
          action={
            <Button component={AppLink} app="shop" to={CHECKOUT_PATH} variant="contained">
              Checkout
            </Button>
          }
        />
      </>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 5 }, pb: { xs: 3, md: 6 } }}>
      <Typography
        variant="h1"
        ref={heading}
        tabIndex={-1}
        sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' }, mb: 3 }}
      >
        Your Cart
      </Typography>
      {body}
      <ConfirmDialog
        open={toRemove !== null}
        title="Remove Item"
        message={REMOVE_QUESTION}
        confirmLabel="Remove"
        busy={removing}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setToRemove(null)}
      />
    </Container>
  );
}
