import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { LowStockVariant } from '@mitti/domain/admin-stock';
import { Link as RouterLink } from 'react-router';
import { StockChip } from './stock-chip';

export interface LowStockListProps {
  variants: readonly LowStockVariant[];
}

const HEADINGS = ['Product', 'Size', 'SKU'];

/** Desktop: one row a size, fewest on hand first. */
export function LowStockTable({ variants }: LowStockListProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Low stock">
        <TableHead>
          <TableRow>
            {HEADINGS.map((heading) => (
              <TableCell key={heading} sx={{ fontWeight: 700 }}>
                {heading}
              </TableCell>
            ))}
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              Stock
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {variants.map((variant) => (
            <TableRow key={variant._id} hover>
              <TableCell
                component="th"
                scope="row"
                sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                <Link component={RouterLink} to={`/admin/products/${variant.itemId}`}>
                  {variant.itemName}
                </Link>
              </TableCell>
              <TableCell>{variant.size}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{variant.sku ?? '—'}</TableCell>
              <TableCell align="right">
                <StockChip stock={variant.stock} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
