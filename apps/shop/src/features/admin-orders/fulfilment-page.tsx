import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useAdminOrdersQuery } from '@mitti/api-client/admin-endpoints';
import { failureMessage } from '@mitti/api-client/api-failure';
import type { AdminOrder } from '@mitti/domain/admin';
import { orderNumber } from '@mitti/domain/short-id';
import { usePageParam } from '@mitti/auth/use-page-param';
import { EmptyState } from '@mitti/ui/empty-state';
import { FilterChips } from '@mitti/ui/filter-chips';
import { ListPagination } from '@mitti/ui/list-pagination';
import { OrderList } from '@mitti/ui/order-list';
import type { OrderListProps } from '@mitti/ui/orders-table';
import { useFocusAfterUpdate } from '@mitti/ui/use-focus-after-update';
import { usePageStepBack } from '@mitti/ui/use-page-step-back';
import { useRef, useState, type RefObject } from 'react';
import { FulfilmentSkeleton } from './fulfilment-skeleton';
import { OrderActions } from './order-actions';
import { OrderDetailsDialog } from './order-details-dialog';
import { filterChoices } from './order-filters';
import { useOrderFilter } from './use-order-filter';

function LoadFailed({
  error,
  onRetry,
  busy,
}: {
  error: unknown;
  onRetry: () => void;
  busy: boolean;
}) {
  return (
    <EmptyState
      icon={<CloudOffOutlined />}
      title="Could not load the orders."
      text={failureMessage(error, 'Please try again in a moment.')}
      action={
        <Button variant="contained" onClick={onRetry} disabled={busy}>
          Try again
        </Button>
      }
    />
  );
}

/**
 * The orders of one view, a page at a time in the server's order (newest first). The chips keep the
 * last counts while another view or page loads.
 */
function Orders({ heading }: { heading: RefObject<HTMLHeadingElement | null> }) {
  const [filter, setFilter] = useOrderFilter();
  const [page, setPage] = usePageParam();
  const query = useAdminOrdersQuery({ status: filter, page });
  const shown = query.currentData;
  const orders = shown?.orders ?? [];
  usePageStepBack(shown, orders.length, setPage);
  const retry = () => void query.refetch();
  // A moved order's buttons change, or it leaves the view: its next step or the heading takes the focus.
  const focusAfterMove = useFocusAfterUpdate(shown, heading);
  const [details, setDetails] = useState<AdminOrder | null>(null);

  if (query.isLoading) return <FulfilmentSkeleton />;
  if (!query.data)
    return <LoadFailed error={query.error} onRetry={retry} busy={query.isFetching} />;

  let body;
  if ((query.isFetching && (query.isError || !shown)) || (shown && !orders.length && page > 1)) {
    body = <FulfilmentSkeleton filters={false} />;
  } else if (query.isError || !shown) {
    body = <LoadFailed error={query.error} onRetry={retry} busy={query.isFetching} />;
  } else if (orders.length === 0) {
    body = (
      <EmptyState
        icon={<LocalShippingOutlined />}
        title="No orders to show"
        text={
          filter === 'all'
            ? 'Orders placed in Mitti Market will appear here.'
            : 'No order is in this state right now.'
        }
        action={
          filter === 'all' ? undefined : (
            <Button variant="outlined" onClick={() => setFilter('all')}>
              Show all orders
            </Button>
          )
        }
      />
    );
  } else {
    const list: OrderListProps<AdminOrder> = {
      orders,
      label: 'Orders',
      customer: (order) => order.customer,
      actions: (order) => (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1,
            justifyContent: 'flex-end',
          }}
        >
          <Button
            size="small"
            variant="outlined"
            aria-label={`Details, order #${orderNumber(order._id)}`}
            onClick={() => setDetails(order)}
          >
            Details
          </Button>
          <OrderActions order={order} onMoved={focusAfterMove} />
        </Box>
      ),
    };
    body = (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <OrderList {...list} />
        <ListPagination
          label="Order pages"
          page={shown.page}
          limit={shown.limit}
          total={shown.total}
          onChange={setPage}
        />
      </Box>
    );
  }
  return (
    <>
      <Box sx={{ mb: 3 }}>
        <FilterChips
          label="Show orders"
          choices={filterChoices((shown ?? query.data).counts)}
          value={filter}
          onChange={setFilter}
        />
      </Box>
      {body}
      <OrderDetailsDialog order={details} onClose={() => setDetails(null)} />
    </>
  );
}

/** /shop/admin/orders for an operator: every order, newest first, a page at a time, and its next step. */
export function FulfilmentPage() {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography
        ref={heading}
        tabIndex={-1}
        variant="h1"
        sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' } }}
      >
        Order fulfilment
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>
        Ship what has been ordered, record deliveries and cancel orders that cannot be sent.
      </Typography>
      <Orders heading={heading} />
    </Container>
  );
}
