import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminProductSummary } from '@mitti/domain/admin-product';
import { formatShopPrice } from '@mitti/domain/money';
import { ProductImage } from '@mitti/ui/product-image';
import { Link as RouterLink } from 'react-router';

export interface ProductRowsProps {
  products: readonly AdminProductSummary[];
}

const editPath = (id: string) => `/admin/products/${id}`;
const price = (product: AdminProductSummary) =>
  product.priceFrom === null ? '—' : `from ${formatShopPrice(product.priceFrom)}`;
const variants = (count: number) => `${count} ${count === 1 ? 'size' : 'sizes'}`;

function ArchivedChip({ product }: { product: AdminProductSummary }) {
  return product.archivedAt ? <Chip size="small" label="Archived" color="warning" /> : null;
}

/** Desktop: one row a product; its name opens the editor. */
export function ProductTable({ products }: ProductRowsProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Products">
        <TableHead>
          <TableRow>
            {['Product', 'Category', 'Farm', 'Sizes', 'Price', 'Stock', 'State'].map((heading) => (
              <TableCell key={heading} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {heading}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {products.map((product) => (
            <TableRow key={product._id} hover>
              <TableCell component="th" scope="row">
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <ProductImage src={product.image ?? undefined} alt="" size={48} />
                  <Box>
                    <Link
                      component={RouterLink}
                      to={editPath(product._id)}
                      sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                    >
                      {product.name}
                    </Link>
                    <Typography
                      variant="body2"
                      sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
                    >
                      {product.brand}
                    </Typography>
                  </Box>
                </Box>
              </TableCell>
              <TableCell>{product.category}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{product.farmName}</TableCell>
              <TableCell>{product.variantCount}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{price(product)}</TableCell>
              <TableCell>{product.stock}</TableCell>
              <TableCell>
                {product.archivedAt ? <ArchivedChip product={product} /> : 'On sale'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Small screens: one card a product, opening the editor. */
export function ProductCards({ products }: ProductRowsProps) {
  return (
    <Box
      component="ul"
      aria-label="Products"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {products.map((product) => (
        <Card component="li" key={product._id} variant="outlined">
          <CardActionArea
            component={RouterLink}
            to={editPath(product._id)}
            sx={{ display: 'flex', gap: 1.5, p: 1.5, justifyContent: 'flex-start' }}
          >
            <ProductImage src={product.image ?? undefined} alt="" size={64} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {product.name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {product.category} · {variants(product.variantCount)} · {product.stock} in stock
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {price(product)}
                </Typography>
                <ArchivedChip product={product} />
              </Box>
            </Box>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
