import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { AppLink } from '@mitti/auth/app-link';
import { CartButton } from '@mitti/auth/cart-button';
import type { Ref } from 'react';

export interface CatalogueTopBarProps {
  query: string;
  onQueryChange: (query: string) => void;
  searchRef?: Ref<HTMLInputElement>;
}

/**
 * The shop's own bar: the brand (the page's heading, a link to the home page of the other app), the
 * search box and, below large screens where the site header has none, the cart with its count.
 */
export function CatalogueTopBar({ query, onQueryChange, searchRef }: CatalogueTopBarProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: 'auto minmax(0, 1fr) auto' },
        gridTemplateAreas: { xs: '"brand cart" "search search"', md: '"brand search cart"' },
        alignItems: 'center',
        columnGap: { xs: 1, md: 4 },
        rowGap: 2,
      }}
    >
      <Typography
        variant="h1"
        sx={{ gridArea: 'brand', fontSize: { xs: '1.8rem', md: '2.25rem' }, whiteSpace: 'nowrap' }}
      >
        <Link
          component={AppLink}
          app="shop"
          to="/"
          underline="hover"
          sx={{
            color: 'primary.dark',
            borderRadius: 1,
            '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' },
          }}
        >
          Mitti Market
        </Link>
      </Typography>
      <Box role="search" sx={{ gridArea: 'search', maxWidth: { md: 560 }, width: '100%' }}>
        <TextField
          type="search"
          size="small"
          placeholder="Search products..."
          value={query}
          inputRef={searchRef}
          onChange={(event) => onQueryChange(event.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': 'Search products' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box sx={{ gridArea: 'cart', display: { xs: 'block', lg: 'none' }, justifySelf: 'end' }}>
        <CartButton app="shop" />
      </Box>
    </Box>
  );
}
