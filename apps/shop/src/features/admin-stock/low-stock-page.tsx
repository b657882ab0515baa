import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useLowStockQuery } from '@mitti/api-client/admin-stock-endpoints';
import { failureMessage } from '@mitti/api-client/api-failure';
import { FEW_LEFT } from '@mitti/domain/item';
import { EmptyState } from '@mitti/ui/empty-state';
import { useEffect, useState } from 'react';
import { LowStockCards } from './low-stock-cards';
import { LowStockSkeleton } from './low-stock-skeleton';
import { LowStockTable } from './low-stock-table';

function sizesLabel(total: number): string {
  return total === 1 ? '1 size' : `${total} sizes`;
}

function LowStockList() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching, refetch } = useLowStockQuery({ page });
  const desktop = useMediaQuery(useTheme().breakpoints.up('md'), { defaultMatches: true });
  const pages = data ? Math.ceil(data.total / data.limit) : 0;
  // Restocking can shorten the list under the page shown: go to its last page.
  useEffect(() => {
    if (data && page > Math.max(pages, 1)) setPage(Math.max(pages, 1));
  }, [data, page, pages]);

  if (isLoading) return <LowStockSkeleton />;
  if (!data) {
    return (
      <EmptyState
        icon={<CloudOffOutlined />}
        title="Could not load the stock."
        text={failureMessage(error, 'Please try again in a moment.')}
        action={
          <Button variant="contained" onClick={() => void refetch()} disabled={isFetching}>
            Try again
          </Button>
        }
      />
    );
  }
  const { variants, total } = data;
  if (total === 0) {
    return (
      <EmptyState
        icon={<Inventory2Outlined />}
        title="Nothing is running low."
        text={`Sizes with ${FEW_LEFT} or fewer on hand will appear here.`}
      />
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography sx={{ color: 'text.secondary' }}>
        {sizesLabel(total)} with {FEW_LEFT} or fewer on hand, fewest first.
      </Typography>
      {desktop ? <LowStockTable variants={variants} /> : <LowStockCards variants={variants} />}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_event, next) => setPage(next)}
          aria-label="Low stock pages"
          sx={{ justifySelf: 'center' }}
        />
      )}
    </Box>
  );
}

/** /shop/admin/stock for an operator: the sizes on sale that are running out. */
export function LowStockPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' } }}>
        Low stock
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>
        Restock these before they sell out: open a product to set its stock. Orders take from stock
        and cancellations put it back.
      </Typography>
      <LowStockList />
    </Container>
  );
}
