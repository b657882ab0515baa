import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { AppLink } from '@mitti/auth/app-link';
import type { CartItem } from '@mitti/domain/cart';
import { formatShopPrice, paiseToRupees, rupeesToPaise, type Rupees } from '@mitti/domain/money';
import { lineTotalPaise } from '@mitti/domain/shop-pricing';
import { ProductImage } from '@mitti/ui/product-image';
import { QuantityStepper } from './quantity-stepper';
import type { LineView } from './use-cart-line-updates';

export interface CartLineProps {
  line: CartItem;
  view: LineView;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

/** The line's name for buttons and spinners: the same item may be in the cart in two sizes. */
export function lineLabel(line: CartItem): string {
  return `${line.name} (${line.size})`;
}

/** Unit price times quantity in paise, as the server prices a line (the shown quantity may be ahead). */
function lineTotal(price: Rupees, quantity: number): Rupees {
  return paiseToRupees(lineTotalPaise({ unitPricePaise: rupeesToPaise(price), quantity }));
}

/** One cart line: photo and title open the product; stepper, line total and remove. */
export function CartLine({ line, view, onQuantityChange, onRemove }: CartLineProps) {
  const productPath = `/shop/itemInfo/${line.id}`;
  const label = lineLabel(line);
  return (
    <Box
      component="li"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '72px 1fr', sm: '96px 1fr auto' },
        columnGap: 2,
        rowGap: 1.5,
        py: 2.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      {/* The title is the keyboard's way to the product; the photo is the same link for the mouse. */}
      <Box
        component={AppLink}
        app="shop"
        to={productPath}
        tabIndex={-1}
        aria-hidden
        sx={{ display: 'block' }}
      >
        <ProductImage src={line.image} alt={line.name} sizes="(min-width: 600px) 96px, 72px" />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Link
          component={AppLink}
          app="shop"
          to={productPath}
          underline="hover"
          sx={{
            color: 'text.primary',
            fontWeight: 600,
            fontSize: '1.05rem',
            wordBreak: 'break-word',
          }}
        >
          {line.name}
        </Link>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {line.farmName} · {line.category}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Size: <bdi>{line.size}</bdi> · {formatShopPrice(line.price)} each
        </Typography>
        {!line.available && <Chip label="Out of stock" color="error" size="small" sx={{ mt: 1 }} />}
        {line.available && line.quantity > line.stock && (
          <Chip label={`Only ${line.stock} left`} color="warning" size="small" sx={{ mt: 1 }} />
        )}
      </Box>
      <Box
        sx={{
          gridColumn: { xs: '1 / -1', sm: 'auto' },
          display: 'flex',
          flexDirection: { xs: 'row', sm: 'column' },
          alignItems: { xs: 'center', sm: 'flex-end' },
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <QuantityStepper
          label={label}
          quantity={view.quantity}
          busy={view.busy}
          canIncrease={view.quantity < line.stock}
          onChange={onQuantityChange}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Typography sx={{ fontWeight: 700, color: 'primary.dark', fontSize: '1.05rem' }}>
            {formatShopPrice(lineTotal(line.price, view.quantity))}
          </Typography>
          <Tooltip title="Remove">
            <span>
              <IconButton
                aria-label={`Remove ${label}`}
                color="error"
                onClick={onRemove}
                disabled={view.busy}
              >
                <DeleteOutlined />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      </Box>
    </Box>
  );
}
