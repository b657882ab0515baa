import { ShowMore } from '@mitti/ui/show-more';
import { useFocusFirstAdded } from '@mitti/ui/use-focus-first-added';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { failureMessage, wasNotFound } from '@mitti/api-client/api-failure';
import { useOrdersInfiniteQuery } from '@mitti/api-client/order-endpoints';
import { AppLink } from '@mitti/auth/app-link';
import { selectIsSignedIn } from '@mitti/auth/auth-slice';
import type { Order } from '@mitti/domain/order';
import { newestFirst } from '@mitti/domain/order-list';
import { uniqueById } from '@mitti/domain/unique-by-id';
import { EmptyState } from '@mitti/ui/empty-state';
import { OrderList } from '@mitti/ui/order-list';
import { useMemo, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { OrderButtons } from './order-buttons';
import { OrderDetailDialog } from './order-detail-dialog';
import { useLinkedOrder } from './use-linked-order';
import { SignInPrompt } from '@mitti/auth/sign-in-prompt';

function Orders() {
  const {
    data,
    error,
    isLoading,
    isFetching,
    isFetchingNextPage,
    isFetchNextPageError,
    hasNextPage,
    fetchNextPage,
    refetch,
  } = useOrdersInfiniteQuery();
  const [viewing, setViewing] = useState<Order | null>(null);
  const orders = useMemo(
    () => newestFirst(uniqueById(data?.pages.flatMap((page) => page.data.orders) ?? [])),
    [data],
  );
  const linked = useLinkedOrder(data ? orders : undefined);
  const list = useRef<HTMLDivElement>(null);
  const focusFirstAdded = useFocusFirstAdded(orders.length, (index) =>
    list.current?.querySelector<HTMLElement>(`[data-order-id="${orders[index]?._id}"]`),
  );

  const showMore = () => {
    focusFirstAdded();
    void fetchNextPage();
  };

  if (isLoading) {
    return (
      <Box
        role="status"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }}
      >
        <CircularProgress size={28} aria-hidden />
        <Typography sx={{ color: 'text.secondary' }}>Loading your orders...</Typography>
      </Box>
    );
  }
  if (!data) {
    return (
      <EmptyState
        icon={<CloudOffOutlined />}
        title="Could not load your orders."
        text={failureMessage(error, 'Please try again in a moment.')}
        action={
          <Button variant="contained" onClick={() => void refetch()} disabled={isFetching}>
            Try again
          </Button>
        }
      />
    );
  }
  const linkFailure = linked.error ? (
    <Alert severity="warning" onClose={linked.close}>
      {wasNotFound(linked.error)
        ? 'The order this link opens was not found. It may have been placed from another account.'
        : failureMessage(linked.error, 'Could not load the order this link opens.')}
    </Alert>
  ) : null;
  if (orders.length === 0) {
    return (
      <>
        {linkFailure}
        <EmptyState
          icon={<ReceiptLongOutlined />}
          title="No Orders Found"
          text="When you order from Mitti Market, your orders will appear here."
          action={
            <Button component={AppLink} app="shop" to="/shop" variant="contained" size="large">
              Start Shopping
            </Button>
          }
        />
      </>
    );
  }
  const buttons = (order: Order) => <OrderButtons order={order} onView={() => setViewing(order)} />;
  const failed = isFetchNextPageError && !isFetchingNextPage;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {linkFailure}
      <Box ref={list}>
        <OrderList orders={orders} label="Your orders" actions={buttons} focusable />
      </Box>
      <ShowMore
        label="Show more orders"
        failedText="Could not load more orders."
        hasMore={Boolean(hasNextPage)}
        loading={isFetchingNextPage}
        failed={failed}
        onShowMore={showMore}
      />
      <OrderDetailDialog
        order={viewing ?? linked.order}
        onClose={() => (viewing ? setViewing(null) : linked.close())}
      />
    </Box>
  );
}

/**
 * /shop/orders: the shopper's orders, newest first, a page at a time with 'Show more orders' (keyboard
 * focus moves to the first order a page adds); a table on desktop, cards on small screens.
 * `?order=id` (an order's notification or email) opens that order's details.
 * Not guarded by the router (shop.md 2); a visitor is asked to sign in.
 */
export function OrdersPage() {
  const signedIn = useSelector(selectIsSignedIn);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' }, mb: 3 }}>
        Your Orders
      </Typography>
      {signedIn ? (
        <Orders />
      ) : (
        <SignInPrompt
          app="shop"
          title="Please sign in to see your orders."
          text="Your Mitti Market orders are kept with your account."
        />
      )}
    </Container>
  );
}
