import Chip from '@mui/material/Chip';

/** How many are on hand: none in red, a few in amber. */
export function StockChip({ stock }: { stock: number }) {
  return stock === 0 ? (
    <Chip label="Out of stock" color="error" size="small" />
  ) : (
    <Chip label={`${stock} left`} color="warning" size="small" variant="outlined" />
  );
}
