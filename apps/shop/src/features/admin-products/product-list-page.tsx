import Add from '@mui/icons-material/Add';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useAdminProductsQuery } from '@mitti/api-client/admin-product-endpoints';
import { failureMessage } from '@mitti/api-client/api-failure';
import type { ArchivedFilter } from '@mitti/domain/admin-product';
import { CATEGORIES } from '@mitti/domain/item';
import { EmptyState } from '@mitti/ui/empty-state';
import { FilterChips } from '@mitti/ui/filter-chips';
import { useEffect, useRef, useState, type Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import { ProductListSkeleton } from './list-skeleton';
import { ProductCards, ProductTable } from './product-list-rows';
import { useProductListParams } from './use-product-list-params';

const ARCHIVED_LABELS: Record<ArchivedFilter, string> = {
  active: 'On sale',
  archived: 'Archived',
  all: 'All products',
};

/** The search box: typed freely, sent once typing pauses (or on Enter). */
function SearchBox({
  value,
  onSearch,
  inputRef,
}: {
  value: string;
  onSearch: (search: string) => void;
  inputRef: Ref<HTMLInputElement>;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <TextField
      type="search"
      label="Search products"
      placeholder="Name, brand, category or farm"
      value={text}
      inputRef={inputRef}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSearch(text);
      }}
      size="small"
      sx={{ flex: '1 1 240px', minWidth: 0 }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

function Products() {
  const [params, update] = useProductListParams();
  const { data, error, isLoading, isFetching, refetch } = useAdminProductsQuery(params);
  const desktop = useMediaQuery(useTheme().breakpoints.up('md'), { defaultMatches: true });
  const filtered = params.search !== '' || params.category !== 'All';
  const search = useRef<HTMLInputElement>(null);
  // The button goes with the empty state it belongs to: the focus goes to the (now empty) search box.
  const clearFilters = () => {
    update({ search: '', category: 'All' });
    search.current?.focus();
  };

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <SearchBox
          value={params.search}
          onSearch={(text) => update({ search: text })}
          inputRef={search}
        />
        <TextField
          select
          size="small"
          label="Show"
          value={params.archived}
          onChange={(event) => update({ archived: event.target.value as ArchivedFilter })}
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 200px' } }}
        >
          {Object.entries(ARCHIVED_LABELS).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ mb: 3 }}>
        <FilterChips
          label="Filter by category"
          choices={CATEGORIES.map((category) => ({ value: category, label: category }))}
          value={params.category}
          onChange={(category) => update({ category })}
        />
      </Box>
      {/* One status for every answer, empty or not, so each search is announced as the shop's is. */}
      {data && (
        <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {data.total} {data.total === 1 ? 'product' : 'products'}
        </Typography>
      )}
      {isLoading ? (
        <ProductListSkeleton />
      ) : !data ? (
        <EmptyState
          icon={<CloudOffOutlined />}
          title="Could not load the products."
          text={failureMessage(error, 'Please try again in a moment.')}
          action={
            <Button variant="contained" onClick={() => void refetch()} disabled={isFetching}>
              Try again
            </Button>
          }
        />
      ) : data.products.length === 0 ? (
        <EmptyState
          icon={<Inventory2Outlined />}
          title="No products to show"
          text={
            filtered
              ? 'No product matches this search or category.'
              : 'Products you add will appear here.'
          }
          action={
            filtered ? (
              <Button variant="outlined" onClick={clearFilters}>
                Clear search and filters
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          {desktop ? (
            <ProductTable products={data.products} />
          ) : (
            <ProductCards products={data.products} />
          )}
          {data.total > data.limit && (
            <Pagination
              sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
              count={Math.ceil(data.total / data.limit)}
              page={data.page}
              onChange={(_event, page) => update({ page })}
              getItemAriaLabel={(type, page) =>
                type === 'page' ? `Page ${page}` : `Go to ${type} page`
              }
            />
          )}
        </>
      )}
    </>
  );
}

/** /shop/admin/products for an operator: the catalogue, searched and paged on the server. */
export function ProductListPage() {
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 2,
          mb: 3,
        }}
      >
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' } }}>
            Products
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
            Add products, set prices and stock, and take products off sale.
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to="/admin/products/new"
          variant="contained"
          startIcon={<Add />}
        >
          Add product
        </Button>
      </Box>
      <Products />
    </Container>
  );
}
