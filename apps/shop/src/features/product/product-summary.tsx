import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import AddShoppingCartOutlined from '@mui/icons-material/AddShoppingCartOutlined';
import AgricultureOutlined from '@mui/icons-material/AgricultureOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { defaultVariant, FEW_LEFT, type Product } from '@mitti/domain/item';
import { ShareButton } from '@mitti/ui/share-button';
import { ShopPrice } from '@mitti/ui/shop-price';
import { StarRating } from '@mitti/ui/star-rating';
import { useKeepFocus } from '@mitti/ui/use-keep-focus';
import { VariantPicker } from '@mitti/ui/variant-picker';
import { useState } from 'react';
import { useProductAddToCart } from './use-product-add-to-cart';

function reviewCountText(count: number): string {
  if (count === 0) return 'No reviews yet';
  return count === 1 ? '1 review' : `${count} reviews`;
}

/** Everything beside the gallery: what it is, who grows it, its rating, sizes, price and Add to Cart. */
export function ProductSummary({ product }: { product: Product }) {
  const [chosenId, setChosenId] = useState(() => defaultVariant(product.variants)?._id);
  const variant =
    product.variants.find((candidate) => candidate._id === chosenId) ??
    defaultVariant(product.variants);
  const inStock = product.variants.some((candidate) => candidate.available);
  const { add, adding } = useProductAddToCart(product._id);
  const addButton = useKeepFocus<HTMLButtonElement>(adding);
  const { rating, reviewCount } = product;

  return (
    <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Chip label={product.category} size="small" variant="outlined" />
        {product.isOrganic && (
          <Chip
            icon={<VerifiedOutlined />}
            label="Certified Organic"
            size="small"
            sx={{
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontWeight: 700,
              '& .MuiChip-icon': { color: 'inherit' },
            }}
          />
        )}
      </Box>
      <Box>
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' }, mb: 1, overflowWrap: 'anywhere' }}
        >
          {product.name}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}>
          <AgricultureOutlined fontSize="small" aria-hidden />
          <Typography sx={{ overflowWrap: 'anywhere' }}>{product.farmName}</Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <StarRating value={rating} size="medium" />
        {reviewCount > 0 && <Typography sx={{ fontWeight: 700 }}>{rating.toFixed(1)}</Typography>}
        <Typography sx={{ color: 'text.secondary' }}>({reviewCountText(reviewCount)})</Typography>
      </Box>
      <Divider />
      {product.variants.length > 0 && (
        <VariantPicker
          variants={product.variants}
          value={variant?._id}
          onChange={(next) => setChosenId(next._id)}
          display="buttons"
          showLabel
        />
      )}
      {variant && (
        <ShopPrice price={variant.price} originalPrice={variant.originalPrice} size="large" />
      )}
      {variant?.available && variant.stock <= FEW_LEFT && (
        <Typography sx={{ color: 'warning.dark', fontWeight: 600 }}>
          Only {variant.stock} left
        </Typography>
      )}
      {!inStock && (
        <Typography sx={{ color: 'error.main', fontWeight: 600 }}>
          Currently out of stock in every size.
        </Typography>
      )}
      <Button
        variant="contained"
        size="large"
        ref={addButton.ref}
        loading={adding}
        loadingPosition="start"
        startIcon={<AddShoppingCartOutlined />}
        disabled={!inStock}
        onClick={() => {
          addButton.keep();
          void add(variant);
        }}
        sx={{ justifySelf: { xs: 'stretch', sm: 'start' }, minWidth: { sm: 260 } }}
      >
        Add to Cart
      </Button>
      <ShareButton
        title={product.name}
        text={`${product.name} from ${product.farmName}, on Mitti Market.`}
        path={`/shop/itemInfo/${product._id}`}
        sx={{ justifySelf: 'start' }}
      />
    </Box>
  );
}
