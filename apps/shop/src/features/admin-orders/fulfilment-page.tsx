import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useAdminOrdersQuery } from '@mitti/api-client/admin-endpoints';
import { failureMessage } from '@mitti/api-client/api-failure';
import { newestFirst } from '@mitti/domain/order-list';
import { EmptyState } from '@mitti/ui/empty-state';
import { FilterChips } from '@mitti/ui/filter-chips';
import { useMemo } from 'react';
import { FulfilmentCards } from './fulfilment-cards';
import { FulfilmentSkeleton } from './fulfilment-skeleton';
import { FulfilmentTable } from './fulfilment-table';
import { filterChoices, inFilter } from './order-filters';
import { useOrderFilter } from './use-order-filter';

function Orders() {
  const { data, error, isLoading, isFetching, refetch } = useAdminOrdersQuery();
  const [filter, setFilter] = useOrderFilter();
  const desktop = useMediaQuery(useTheme().breakpoints.up('md'), { defaultMatches: true });
  const orders = useMemo(() => newestFirst(data?.orders ?? []), [data]);
  const shown = useMemo(() => orders.filter((order) => inFilter(filter, order)), [orders, filter]);

  if (isLoading) return <FulfilmentSkeleton />;
  if (!data) {
    return (
      <EmptyState
        icon={<CloudOffOutlined />}
        title="Could not load the orders."
        text={failureMessage(error, 'Please try again in a moment.')}
        action={
          <Button variant="contained" onClick={() => void refetch()} disabled={isFetching}>
            Try again
          </Button>
        }
      />
    );
  }
  return (
    <>
      <Box sx={{ mb: 3 }}>
        <FilterChips
          label="Show orders"
          choices={filterChoices(orders)}
          value={filter}
          onChange={setFilter}
        />
      </Box>
      {shown.length === 0 ? (
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
      ) : desktop ? (
        <FulfilmentTable orders={shown} />
      ) : (
        <FulfilmentCards orders={shown} />
      )}
    </>
  );
}

/** /shop/admin/orders for an operator: every order, newest first, and its next step. */
export function FulfilmentPage() {
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' } }}>
        Order fulfilment
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>
        Ship what has been ordered, record deliveries and cancel orders that cannot be sent.
      </Typography>
      <Orders />
    </Container>
  );
}
