import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AddShoppingCartOutlined from '@mui/icons-material/AddShoppingCartOutlined';
import SpaOutlined from '@mui/icons-material/SpaOutlined';
import { AppLink, useAppNavigate } from '@mitti/auth/app-link';
import { defaultVariant, type Item, type Variant } from '@mitti/domain/item';
import { ProductImage } from '@mitti/ui/product-image';
import { ShopPrice } from '@mitti/ui/shop-price';
import { StarRating } from '@mitti/ui/star-rating';
import { useKeepFocus } from '@mitti/ui/use-keep-focus';
import { VariantPicker } from '@mitti/ui/variant-picker';
import { memo, useState, type MouseEvent } from 'react';

export interface ProductCardProps {
  item: Item;
  /** Adds one unit of the variant; the card spins until it settles. */
  onAddToCart: (item: Item, variant: Variant) => Promise<void>;
  /** In the first row, where the page's largest picture is: load it at once, not when scrolled to. */
  aboveTheFold?: boolean;
}

/** A click on these is the control's own, not a click on the card. */
const CONTROLS = 'a, button, input, select, textarea, label, [role="button"], [role="option"]';

export function productPath(item: Pick<Item, '_id'>): string {
  return `/shop/itemInfo/${encodeURIComponent(item._id)}`;
}

/**
 * One item of the catalogue. The whole card opens the product page (its name is the link keyboard
 * and screen reader users reach); the size choice and Add to Cart are controls of their own.
 */
export const ProductCard = memo(function ProductCard({
  item,
  onAddToCart,
  aboveTheFold = false,
}: ProductCardProps) {
  const navigate = useAppNavigate('shop');
  const [chosenId, setChosenId] = useState(() => defaultVariant(item.variants)?._id);
  const [adding, setAdding] = useState(false);
  const addButton = useKeepFocus<HTMLButtonElement>(adding);
  const variant =
    item.variants.find((candidate) => candidate._id === chosenId) ?? defaultVariant(item.variants);
  const nameId = `product-${item._id}`;
  const pickerProps = {
    variants: item.variants,
    value: variant?._id,
    onChange: (next: Variant) => setChosenId(next._id),
  };
  const path = productPath(item);

  const openProduct = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as Element;
    // Dialogs and menus are portals: their clicks bubble here through React but are not inside.
    if (!event.currentTarget.contains(target) || target.closest(CONTROLS)) return;
    navigate(path);
  };

  const add = async () => {
    if (!variant?.available) return;
    addButton.keep();
    setAdding(true);
    try {
      await onAddToCart(item, variant);
    } finally {
      setAdding(false);
    }
  };

  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      onClick={openProduct}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        cursor: 'pointer',
        transition: 'box-shadow 150ms, transform 150ms',
        '&:hover': { boxShadow: '0 6px 18px rgba(43, 33, 24, 0.12)' },
        '&:focus-within': { boxShadow: '0 6px 18px rgba(43, 33, 24, 0.12)' },
      }}
    >
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '4 / 3',
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'center',
          bgcolor: 'grey.100',
        }}
      >
        <ProductImage src={item.images[0]?.url} alt={item.name} lazy={!aboveTheFold} />
        {item.isOrganic && (
          <Chip
            icon={<SpaOutlined />}
            label="Organic"
            size="small"
            sx={{
              position: 'absolute',
              top: 12,
              left: 12,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontWeight: 700,
              '& .MuiChip-icon': { color: 'inherit' },
            }}
          />
        )}
      </Box>
      <CardContent
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          gap: 1.25,
          p: 2,
          pb: '16px !important',
        }}
      >
        <Box>
          <Typography variant="caption" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            {item.category}
          </Typography>
          <Typography variant="h6" component="h3" id={nameId} sx={{ lineHeight: 1.3 }}>
            <Link
              component={AppLink}
              app="shop"
              to={path}
              underline="hover"
              sx={{
                color: 'text.primary',
                borderRadius: 0.5,
                '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' },
              }}
            >
              {item.name}
            </Link>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {item.farmName}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <StarRating value={item.reviewCount > 0 ? item.rating : 0} />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {item.reviewCount > 0 ? item.rating.toFixed(1) : 'N/A'}
          </Typography>
          {item.reviewCount > 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              ({item.reviewCount})
            </Typography>
          )}
        </Box>
        {/* A dropdown on phones, buttons from sm up: both are in the markup and CSS shows one, so
            the page the server draws is right at every width. */}
        {item.variants.length > 0 && (
          <>
            <Box sx={{ display: { sm: 'none' } }}>
              <VariantPicker {...pickerProps} display="menu" />
            </Box>
            <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
              <VariantPicker {...pickerProps} display="buttons" />
            </Box>
          </>
        )}
        <Box sx={{ mt: 'auto', pt: 0.5, display: 'grid', gap: 1.5 }}>
          {variant && <ShopPrice price={variant.price} originalPrice={variant.originalPrice} />}
          <Button
            variant="contained"
            fullWidth
            ref={addButton.ref}
            loading={adding}
            loadingPosition="start"
            startIcon={<AddShoppingCartOutlined />}
            disabled={!variant?.available}
            onClick={() => void add()}
            aria-describedby={nameId}
          >
            Add to Cart
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
});
