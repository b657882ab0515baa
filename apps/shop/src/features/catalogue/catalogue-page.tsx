import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { useItemsQuery } from '@mitti/api-client/item-endpoints';
import { readCachedItems } from '@mitti/api-client/item-list-cache';
import { SignInRequiredDialog } from '@mitti/auth/sign-in-required-dialog';
import { CATEGORIES } from '@mitti/domain/item';
import { itemMatches } from '@mitti/domain/item-search';
import { EmptyState } from '@mitti/ui/empty-state';
import { FilterChips } from '@mitti/ui/filter-chips';
import { Loader } from '@mitti/ui/loader';
import { visuallyHiddenSx } from '@mitti/ui/visually-hidden';
import { useEffect, useMemo } from 'react';
import { CatalogueTopBar } from './catalogue-top-bar';
import { ProductCard } from './product-card';
import { PromiseStrip } from './promise-strip';
import { useAddToCart } from './use-add-to-cart';
import { useCatalogueFilters } from './use-catalogue-filters';

/** Cards in the grid's widest row (four columns). */
const FIRST_ROW = 4;

const CATEGORY_CHOICES = CATEGORIES.map((category) => ({ value: category, label: category }));

/**
 * /shop: the catalogue. The list saved on this device shows at once, then the fresh one replaces it
 * (shop.md 4); the spinner shows only while loading with nothing saved.
 */
export function CataloguePage() {
  const { query, setQuery, category, setCategory, clear } = useCatalogueFilters();
  const cached = useMemo(() => readCachedItems(), []);
  const { data, error, isLoading, isError, isFetching, refetch } = useItemsQuery();
  const items = data ?? cached;
  const { add, signInOpen, closeSignIn } = useAddToCart();

  useEffect(() => {
    if (error) console.error('Error fetching items', error);
  }, [error]);

  const shown = useMemo(
    () => (items ?? []).filter((item) => itemMatches(item, query, category)),
    [items, query, category],
  );
  const retry = () => void refetch();

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2.5, md: 4 } }}>
      <CatalogueTopBar query={query} onQueryChange={setQuery} />
      <Box sx={{ mt: { xs: 2, md: 3 }, mb: 3 }}>
        <FilterChips
          label="Filter by category"
          choices={CATEGORY_CHOICES}
          value={category}
          onChange={setCategory}
        />
      </Box>

      {isError && !isFetching && items && (
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
        sx={{ minHeight: items ? undefined : '100vh' }}
      >
        <Typography id="catalogue-products" variant="h2" sx={visuallyHiddenSx}>
          Products
        </Typography>
        {!items ? (
          isLoading || isFetching ? (
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
              {shown.length === 1 ? 'Showing 1 product' : `Showing ${shown.length} products`}
            </Typography>
            {shown.length === 0 ? (
              <EmptyState
                icon={<SearchOffOutlined />}
                title="No Products Found"
                text="Try adjusting your search or category filters."
                action={
                  <Button variant="outlined" onClick={clear}>
                    Clear filters
                  </Button>
                }
              />
            ) : (
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
                {shown.map((item, index) => (
                  <ProductCard
                    key={item._id}
                    item={item}
                    onAddToCart={add}
                    aboveTheFold={index < FIRST_ROW}
                  />
                ))}
              </Box>
            )}
          </>
        )}
      </Box>

      <PromiseStrip />
      <SignInRequiredDialog app="shop" open={signInOpen} onClose={closeSignIn} />
    </Container>
  );
}
