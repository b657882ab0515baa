import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useCartQuery } from '@mitti/api-client/cart-endpoints';
import { useSandboxPayMutation } from '@mitti/api-client/payment-endpoints';
import { useProfileQuery } from '@mitti/api-client/profile-endpoints';
import { selectIsSignedIn } from '@mitti/auth/auth-slice';
import type { CartResponse } from '@mitti/domain/cart';
import { formatShopPrice } from '@mitti/domain/money';
import type { PaymentMethod } from '@mitti/domain/order';
import type { UserProfile } from '@mitti/domain/user';
import { SandboxCheckoutProvider } from '@mitti/ui/sandbox-checkout-provider';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { initialSelection, validSelection, type AddressSelection } from './address-selection';
import { CheckoutItems } from './checkout-items';
import { CheckoutSteps } from './checkout-steps';
import { CheckoutSummary } from './checkout-summary';
import { DeliveryInformation } from './delivery-information';
import { MobileTotalBar } from '@mitti/ui/mobile-total-bar';
import { PaymentMethodSection } from './payment-method-section';
import { SignInPrompt } from '@mitti/auth/sign-in-prompt';
import { usePlaceOrder } from './use-place-order';

/** The profile as the last address write answered it, until the reloaded profile replaces it. */
interface SavedProfile {
  /** The fetched profile when the write answered; a newer fetch makes this stale. */
  base: UserProfile | undefined;
  profile: UserProfile;
}

function PlaceOrderButton({
  busy,
  disabled,
  onClick,
}: {
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant="contained"
      size="large"
      onClick={onClick}
      disabled={busy || disabled}
      loading={busy}
      loadingPosition="start"
      fullWidth
      sx={{ whiteSpace: 'nowrap' }}
    >
      {busy ? 'Processing...' : 'Place Order'}
    </Button>
  );
}

function Checkout() {
  const cartQuery = useCartQuery();
  const profileQuery = useProfileQuery();
  const [saved, setSaved] = useState<SavedProfile | null>(null);
  const profile = saved && saved.base === profileQuery.data ? saved.profile : profileQuery.data;
  const addressCount = profile?.addresses.length ?? 0;

  const [selected, setSelected] = useState<AddressSelection>(null);
  const [loaded, setLoaded] = useState(false);
  if (profile && !loaded) {
    setLoaded(true);
    setSelected(initialSelection(profile.addresses.length));
  }
  const selection = validSelection(selected, addressCount);
  const [method, setMethod] = useState<PaymentMethod>('COD');
  const { place, busy } = usePlaceOrder();

  // While an order is placed the server empties the cart; keep showing what is being ordered.
  const [ordering, setOrdering] = useState<CartResponse['data'] | undefined>(undefined);
  if (!busy && ordering !== cartQuery.data?.data) setOrdering(cartQuery.data?.data);
  const cart = busy ? ordering : cartQuery.data?.data;

  const placeOrder = () =>
    void place({
      items: cart?.items ?? [],
      summary: cart?.summary,
      address: selection === null ? null : (profile?.addresses[selection] ?? null),
      method,
    });
  const button = (
    <PlaceOrderButton busy={busy} disabled={cartQuery.isLoading} onClick={placeOrder} />
  );

  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <CheckoutItems
            items={cart?.items}
            loading={cartQuery.isLoading}
            failed={cartQuery.isError}
            retrying={cartQuery.isFetching}
            onRetry={() => void cartQuery.refetch()}
          />
          <DeliveryInformation
            profile={profile}
            loading={profileQuery.isLoading}
            failed={profileQuery.isError}
            retrying={profileQuery.isFetching}
            onRetry={() => void profileQuery.refetch()}
            selected={selection}
            onSelect={setSelected}
            onSaved={(answer, next) => {
              if (answer) setSaved({ base: profileQuery.data, profile: answer });
              setSelected(next);
            }}
            locked={busy}
          />
          <PaymentMethodSection value={method} onChange={setMethod} disabled={busy} />
        </Box>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          <CheckoutSummary summary={cart?.summary} action={button} />
        </Box>
      </Box>
      <MobileTotalBar
        label="Total Price"
        total={cart ? formatShopPrice(cart.summary.total) : '—'}
        action={<Box sx={{ flexShrink: 0 }}>{button}</Box>}
      />
    </>
  );
}

/**
 * /shop/cart/checkOut. Not guarded by the router (shop.md 2: the server decides); a visitor is asked
 * to sign in instead of seeing calls fail. The Test mode card dialog is hosted for the card path.
 */
export function CheckoutPage() {
  const signedIn = useSelector(selectIsSignedIn);
  const [sandboxPay] = useSandboxPayMutation();
  return (
    <SandboxCheckoutProvider pay={(orderId, outcome) => sandboxPay({ orderId, outcome }).unwrap()}>
      <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 5 }, pb: { xs: 3, md: 6 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' }, mb: 3 }}>
          Checkout
        </Typography>
        {signedIn ? (
          <>
            <CheckoutSteps />
            <Checkout />
          </>
        ) : (
          <SignInPrompt
            app="shop"
            title="Please sign in to check out."
            text="Your cart and saved addresses are kept with your account."
          />
        )}
      </Container>
    </SandboxCheckoutProvider>
  );
}
