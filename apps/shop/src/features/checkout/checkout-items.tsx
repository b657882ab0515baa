import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { AppLink } from '@mitti/auth/app-link';
import type { CartItem } from '@mitti/domain/cart';
import { EMPTY_CART_MESSAGE } from '@mitti/domain/order-schemas';
import { formatShopPrice, paiseToRupees, rupeesToPaise, type Rupees } from '@mitti/domain/money';
import { lineTotalPaise } from '@mitti/domain/shop-pricing';
import { ProductImage } from '@mitti/ui/product-image';
import { SectionCard } from './section-card';
import { SectionLoadFailed, SectionLoading } from './section-status';

export const CART_LOAD_FAILED = 'Could not load your cart items.';

export interface CheckoutItemsProps {
  items: readonly CartItem[] | undefined;
  loading: boolean;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
}

function lineTotal(price: Rupees, quantity: number): Rupees {
  return paiseToRupees(lineTotalPaise({ unitPricePaise: rupeesToPaise(price), quantity }));
}

function ItemRow({ line }: { line: CartItem }) {
  return (
    <Box
      component="li"
      aria-label={`${line.name} (${line.size})`}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '56px minmax(0, 1fr)', sm: '64px minmax(0, 1fr) auto' },
        columnGap: 2,
        rowGap: 0.5,
        alignItems: 'start',
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0, pb: 0 },
        '&:first-of-type': { pt: 0 },
      }}
    >
      <Box sx={{ gridRow: { xs: 'span 2', sm: 'auto' } }}>
        <ProductImage src={line.image} alt={line.name} sizes="64px" />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{line.name}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {line.farmName} · {line.category}
        </Typography>
        <Typography variant="body2">
          Qty: {line.quantity} · Size: <bdi>{line.size}</bdi>
        </Typography>
        {!line.available && (
          <Chip label="Out of stock" color="error" size="small" sx={{ mt: 0.5 }} />
        )}
        {line.available && line.quantity > line.stock && (
          <Chip label={`Only ${line.stock} left`} color="warning" size="small" sx={{ mt: 0.5 }} />
        )}
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'row', sm: 'column' },
          alignItems: { xs: 'baseline', sm: 'flex-end' },
          columnGap: 1.5,
        }}
      >
        <Typography sx={{ fontWeight: 700, color: 'primary.dark' }}>
          {formatShopPrice(lineTotal(line.price, line.quantity))}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {formatShopPrice(line.price)} each
        </Typography>
      </Box>
    </Box>
  );
}

/** The lines about to be ordered, as the server cart holds them. */
export function CheckoutItems({ items, loading, failed, retrying, onRetry }: CheckoutItemsProps) {
  let content;
  if (loading) {
    content = <SectionLoading text="Loading order items..." />;
  } else if (!items) {
    content = (
      <SectionLoadFailed message={CART_LOAD_FAILED} retrying={retrying} onRetry={onRetry} />
    );
  } else if (items.length === 0) {
    content = (
      <Alert
        severity="info"
        action={
          <Button component={AppLink} app="shop" to="/shop" color="inherit" size="small">
            Shop now
          </Button>
        }
      >
        {EMPTY_CART_MESSAGE}
      </Alert>
    );
  } else {
    content = (
      <>
        {failed && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {CART_LOAD_FAILED}
          </Alert>
        )}
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((line) => (
            <ItemRow key={line.cartItemId} line={line} />
          ))}
        </Box>
      </>
    );
  }
  return (
    <SectionCard title="Order Items" icon={<Inventory2Outlined />}>
      {content}
    </SectionCard>
  );
}
