import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatShopPrice, type Rupees } from '@mitti/domain/money';
import { discountPercent } from '@mitti/domain/shop-pricing';
import { VisuallyHidden } from './visually-hidden';

export interface ShopPriceProps {
  price: Rupees;
  originalPrice?: Rupees;
  /** 'large' on the product page, 'medium' on cards. */
  size?: 'medium' | 'large';
}

/**
 * A shop price (₹ with 2 decimals). Only when the original price is above it (shop.md 5): the
 * original struck through and a rounded percent-off badge, '25% OFF'.
 */
export function ShopPrice({ price, originalPrice, size = 'medium' }: ShopPriceProps) {
  const percent = discountPercent(price, originalPrice);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1,
        rowGap: 0.5,
      }}
    >
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: size === 'large' ? { xs: '1.6rem', md: '1.85rem' } : '1.2rem',
          lineHeight: 1.2,
        }}
      >
        {percent !== null && <VisuallyHidden>Price </VisuallyHidden>}
        <span>{formatShopPrice(price)}</span>
      </Typography>
      {percent !== null && originalPrice != null && (
        <>
          <Typography
            component="span"
            sx={{ color: 'text.secondary', fontSize: size === 'large' ? '1.1rem' : '0.95rem' }}
          >
            <VisuallyHidden>Original price </VisuallyHidden>
            <s>{formatShopPrice(originalPrice)}</s>
          </Typography>
          <Chip
            label={`${percent}% OFF`}
            size="small"
            sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', fontWeight: 700 }}
          />
        </>
      )}
    </Box>
  );
}
