import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { LowStockListProps } from './low-stock-table';
import { StockChip } from './stock-chip';

/** Small screens: one card a size, fewest on hand first. */
export function LowStockCards({ variants }: LowStockListProps) {
  return (
    <Box
      component="ul"
      aria-label="Low stock"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {variants.map((variant) => (
        <Card component="li" key={variant._id} aria-label={`${variant.itemName} (${variant.size})`}>
          <CardContent
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1.5,
              p: 2,
              '&:last-child': { pb: 2 },
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Link
                component={RouterLink}
                to={`/admin/products/${variant.itemId}`}
                sx={{ fontWeight: 700, wordBreak: 'break-word' }}
              >
                {variant.itemName}
              </Link>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {variant.size}
                {variant.sku && ` · SKU ${variant.sku}`}
              </Typography>
            </Box>
            <StockChip stock={variant.stock} />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
