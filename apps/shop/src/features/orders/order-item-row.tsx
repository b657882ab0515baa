import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatShopPrice, paiseToRupees, rupeesToPaise, type Rupees } from '@mitti/domain/money';
import type { OrderItem } from '@mitti/domain/order';
import { lineTotalPaise } from '@mitti/domain/shop-pricing';
import { ProductImage } from '@mitti/ui/product-image';

function lineTotal(price: Rupees, quantity: number): Rupees {
  return paiseToRupees(lineTotalPaise({ unitPricePaise: rupeesToPaise(price), quantity }));
}

/**
 * One line of an order with the item's first photo, which GET /orders carries (shop.md 7); a line
 * without one, or a photo that fails, shows the placeholder (shop.md 8: logged only).
 */
export function OrderItemRow({ line }: { line: OrderItem }) {
  return (
    <Box
      component="li"
      aria-label={`${line.name} (${line.size})`}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <ProductImage src={line.image} alt={line.name} size={56} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{line.name}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Size: <bdi>{line.size}</bdi> · Qty: {line.quantity}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {formatShopPrice(line.price)} each
        </Typography>
      </Box>
      <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        {formatShopPrice(lineTotal(line.price, line.quantity))}
      </Typography>
    </Box>
  );
}
