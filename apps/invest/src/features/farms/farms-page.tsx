import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { campaignListQueryKey, useCampaignsQuery } from '@mitti/api-client/campaign-endpoints';
import { readCachedCampaignList } from '@mitti/api-client/campaign-list-cache';
import { formatCount } from '@mitti/domain/count';
import { LISTING_PAGE_SIZE, LISTING_SKELETON_COUNT } from '@mitti/domain/constants';
import { CampaignCardSkeleton } from '@mitti/ui/campaign-card-skeleton';
import { EmptyState } from '@mitti/ui/empty-state';
import { useToast } from '@mitti/ui/toast-provider';
import { useFocusAfterUpdate } from '@mitti/ui/use-focus-after-update';
import { useEffect, useMemo, useRef } from 'react';
import { FarmCard } from './farm-card';
import { ListingFilters } from './listing-filters';
import { ListingPagination } from './listing-pagination';
import { SortSelect } from './sort-select';
import { listingArgs, useListingSearch } from './use-listing-search';

/** invest.md 9: the listing's toasts close after 3 seconds. */
const TOAST_DURATION_MS = 3000;

const gridSx = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
  gap: 3,
} as const;

/** /farms: the campaign listing. The copy cached on this device shows first, then the fresh one. */
export function FarmsPage() {
  const { page, filters, sort, change } = useListingSearch();
  const toast = useToast();
  const results = useRef<HTMLParagraphElement>(null);
  const filterBoxes = useRef<HTMLDivElement>(null);

  const args = listingArgs({ page, filters, sort });
  const queryKey = campaignListQueryKey(args);
  const filtersKey = campaignListQueryKey({ filters });
  const cached = useMemo(() => readCachedCampaignList(queryKey), [queryKey]);
  const { currentData, error, isError, isFetching, refetch } = useCampaignsQuery(args);
  const list = currentData ?? cached;

  useEffect(() => {
    if (error) console.error('Error fetching campaigns', error);
  }, [error]);

  // A page past the end (an old link, or farms that closed meanwhile) goes back to the last page.
  useEffect(() => {
    if (!currentData || currentData.campaigns.length > 0 || page <= 1) return;
    toast.info('No more farms available.', { durationMs: TOAST_DURATION_MS });
    change({ page: Math.max(1, Math.ceil(currentData.total / LISTING_PAGE_SIZE)) }, true);
  }, [currentData, page, change, toast]);

  const goTo = (next: number) => {
    change({ page: next });
    // To the new page's results, past the filters (which fill a phone's screen).
    results.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };
  const retry = () => void refetch();
  // 'Clear all filters' goes with the results it cleared: the focus goes to the first filter box,
  // drawn anew (empty) once the cleared filters are in the address.
  const focusAfterClear = useFocusAfterUpdate(filtersKey, results);
  const clearFilters = () => {
    change({ filters: {} });
    focusAfterClear(() => filterBoxes.current?.querySelector('input'));
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.5rem' }, mb: 1 }}>
        Agricultural Investment Opportunities
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: 720 }}>
        Verified organic farms raising money for their next season. Filter by place, crop or farming
        method, and open a farm to read its story, plan and risks.
      </Typography>

      <Card sx={{ mb: 3 }}>
        <CardContent ref={filterBoxes} sx={{ p: { xs: 2, md: 3 } }}>
          <ListingFilters
            key={filtersKey}
            applied={filters}
            onApply={(applied) => {
              change({ filters: applied });
              // The filters are drawn anew with what was applied: the focus goes to the outcome.
              results.current?.focus();
            }}
          />
        </CardContent>
      </Card>

      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
          justifyContent: 'space-between',
          gap: 2,
          mb: 3,
        }}
      >
        <Typography
          role="status"
          ref={results}
          tabIndex={-1}
          sx={{ fontWeight: 600, scrollMarginTop: 96 }}
        >
          {list ? (
            `Showing ${formatCount(list.total)} ${list.total === 1 ? 'result' : 'results'}`
          ) : (
            <Skeleton width={140} />
          )}
        </Typography>
        <SortSelect value={sort.sortBy} onChange={(sortBy) => change({ sortBy })} />
      </Box>

      {isError && !isFetching && list && (
        <Alert
          severity="warning"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          Could not refresh the farms. Showing the copy saved on this device.
        </Alert>
      )}

      {!list ? (
        isError && !isFetching ? (
          <EmptyState
            icon={<CloudOffOutlined />}
            title="Could not load the farms."
            text="Please check your connection and try again."
            action={
              <Button variant="contained" onClick={retry}>
                Try again
              </Button>
            }
          />
        ) : (
          <Box role="status" aria-label="Loading farms" aria-busy="true" sx={gridSx}>
            {Array.from({ length: LISTING_SKELETON_COUNT }, (_, index) => (
              <CampaignCardSkeleton key={index} />
            ))}
          </Box>
        )
      ) : list.campaigns.length === 0 ? (
        <EmptyState
          icon={<SearchOffOutlined />}
          title="No matching results"
          text="Try adjusting your search parameters"
          action={
            <Button variant="outlined" onClick={clearFilters}>
              Clear all filters
            </Button>
          }
        />
      ) : (
        <>
          <Box sx={gridSx}>
            {list.campaigns.map((campaign) => (
              <FarmCard key={campaign._id} campaign={campaign} />
            ))}
          </Box>
          <ListingPagination
            page={page}
            hasMore={list.hasMore}
            onPrevious={() => goTo(page - 1)}
            onNext={() => goTo(page + 1)}
          />
        </>
      )}
    </Container>
  );
}
