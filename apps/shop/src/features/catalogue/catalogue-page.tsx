import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { isWholeCatalogue, useItemPagesInfiniteQuery } from '@mitti/api-client/item-endpoints';
import { readCachedItems } from '@mitti/api-client/item-list-cache';
import { SignInRequiredDialog } from '@mitti/auth/sign-in-required-dialog';
import { formatCount } from '@mitti/domain/count';
import { CATEGORIES } from '@mitti/domain/item';
import { EmptyState } from '@mitti/ui/empty-state';
import { FilterChips } from '@mitti/ui/filter-chips';
import { Loader } from '@mitti/ui/loader';
import { visuallyHiddenSx } from '@mitti/ui/visually-hidden';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { CatalogueTopBar } from './catalogue-top-bar';
import { LoadMore } from './load-more';
import { ProductCard } from './product-card';
import { PromiseStrip } from './promise-strip';
import { useAddToCart } from './use-add-to-cart';
import { readCatalogueSearch, useCatalogueFilters } from './use-catalogue-filters';

/** Cards in the grid's widest row (four columns). */
const FIRST_ROW = 4;

const CATEGORY_CHOICES = CATEGORIES.map((category) => ({ value: category, label: category }));

function showing(shown: number, total: number | undefined): string {
  if (total !== undefined && total > shown) {
    return `Showing ${formatCount(shown)} of ${formatCount(total)} products`;
  }
  return shown === 1 ? 'Showing 1 product' : `Showing ${formatCount(shown)} products`;
}

/**
 * /shop: the catalogue, a page at a time, searched and filtered on the server. The first page saved
 * on this device shows at once, then the fresh one replaces it (shop.md 4); the spinner shows only
 * while loading with nothing saved. More comes with 'Load more' rather than numbered pages: a shopper
 * scrolls one grid, and the pages already read stay above (and stay when coming back from a product).
 */
export function CataloguePage() {
  const { args, text, changeText, setCategory, clear } = useCatalogueFilters();
  const search = useRef<HTMLInputElement>(null);
  const wholeCatalogue = isWholeCatalogue(args);
  const cached = useMemo(() => (wholeCatalogue ? readCachedItems() : null), [wholeCatalogue]);
  const {
    currentData,
    error,
    isError,
    isFetching,
    isFetchingNextPage,
    isFetchNextPageError,
    hasNextPage,
    fetchNextPage,
    refetch,
  } = useItemPagesInfiniteQuery(args);
  const items = useMemo(
    () => currentData?.pages.flatMap((page) => page.response) ?? cached,
    [currentData, cached],
  );
  const total = currentData?.pages.at(-1)?.total;
  const { add, signInOpen, closeSignIn, keepWanted } = useAddToCart();
  // The loader is fetching another search or category: the list shown is the last one, dimmed, and
  // the chip pressed is the one asked for.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const refiltering = navigation.state === 'loading' && navigation.location.pathname === pathname;
  const chosen = refiltering
    ? readCatalogueSearch(new URLSearchParams(navigation.location.search)).category
    : args.category;

  useEffect(() => {
    if (error) console.error('Error fetching items', error);
  }, [error]);

  const retry = () => void refetch();
  const loadMore = () => void fetchNextPage();
  // The button goes with the empty results it clears: the focus goes to the (now empty) search box.
  const clearFilters = () => {
    clear();
    search.current?.focus();
  };

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2.5, md: 4 } }}>
      <CatalogueTopBar query={text} onQueryChange={changeText} searchRef={search} />
      <Box sx={{ mt: { xs: 2, md: 3 }, mb: 3 }}>
        <FilterChips
          label="Filter by category"
          choices={CATEGORY_CHOICES}
          value={chosen}
          onChange={setCategory}
        />
      </Box>

      {isError && !isFetchNextPageError && !isFetching && items && (
        <Alert
          severity="warning"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          Could not refresh the products. Showing the list saved on this device.
        </Alert>
      )}

      {/* A screen tall until the products arrive, so the promise strip below starts out of view and
          does not jump down when the cards come (Lighthouse saw a 0.37 layout shift). */}
      <Box
        component="section"
        aria-labelledby="catalogue-products"
        aria-busy={refiltering || undefined}
        sx={{
          minHeight: items ? undefined : '100vh',
          opacity: refiltering ? 0.6 : 1,
          transition: 'opacity 150ms',
        }}
      >
        <Typography id="catalogue-products" variant="h2" sx={visuallyHiddenSx}>
          Products
        </Typography>
        {!items ? (
          isFetching ? (
            <Loader />
          ) : (
            <EmptyState
              icon={<CloudOffOutlined />}
              title="Could not load the products."
              text="Please check your connection and try again."
              action={
                <Button variant="contained" onClick={retry}>
                  Try again
                </Button>
              }
            />
          )
        ) : (
          <>
            <Typography
              role="status"
              variant="body2"
              sx={{ color: 'text.secondary', mb: 2, fontWeight: 600 }}
            >
              {showing(items.length, total)}
            </Typography>
            {items.length === 0 ? (
              <EmptyState
                icon={<SearchOffOutlined />}
                title="No Products Found"
                text="Try adjusting your search or category filters."
                action={
                  <Button variant="outlined" onClick={clearFilters}>
                    Clear filters
                  </Button>
                }
              />
            ) : (
              <>
                <Box
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: {
                      xs: 'minmax(0, 1fr)',
                      sm: 'repeat(2, minmax(0, 1fr))',
                      md: 'repeat(3, minmax(0, 1fr))',
                      lg: 'repeat(4, minmax(0, 1fr))',
                    },
                    gap: { xs: 2, md: 3 },
                  }}
                >
                  {items.map((item, index) => (
                    <ProductCard
                      key={item._id}
                      item={item}
                      onAddToCart={add}
                      aboveTheFold={index < FIRST_ROW}
                    />
                  ))}
                </Box>
                <LoadMore
                  hasMore={hasNextPage}
                  pagedOn={(currentData?.pages.length ?? 0) > 1}
                  loading={isFetchingNextPage}
                  failed={isFetchNextPageError}
                  onLoadMore={loadMore}
                />
              </>
            )}
          </>
        )}
      </Box>

      <PromiseStrip />
      <SignInRequiredDialog
        app="shop"
        open={signInOpen}
        onClose={closeSignIn}
        onSignIn={keepWanted}
      />
    </Container>
  );
}
