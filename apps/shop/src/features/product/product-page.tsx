import { wasNotFound } from '@mitti/api-client/api-failure';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useItemQuery } from '@mitti/api-client/item-endpoints';
import { AppLink } from '@mitti/auth/app-link';
import { ImageGallery } from '@mitti/ui/image-gallery';
import { useToast } from '@mitti/ui/toast-provider';
import { useEffect, useRef } from 'react';
import { useLoaderData, useParams } from 'react-router';
import type { ProductLoaderData } from './product-loader';
import { ProductLoadFailure } from './product-load-failure';
import { ProductPageSkeleton } from './product-page-skeleton';
import { ProductSummary } from './product-summary';
import { ProductTabs } from './product-tabs';

/** /shop/itemInfo/:id */
export function ProductPage() {
  const { id = '' } = useParams();
  const loaded = useLoaderData<ProductLoaderData | undefined>();
  const missing = loaded !== null && loaded !== undefined && 'notFound' in loaded;
  const { currentData: product, error, isError, refetch } = useItemQuery(id, { skip: missing });
  const toast = useToast();
  const toastedError = useRef<unknown>(null);

  useEffect(() => {
    if (!error || toastedError.current === error) return;
    toastedError.current = error;
    console.error('Error fetching product details', error);
    toast.error('Could not load product details.');
  }, [error, toast]);

  if (missing) return <ProductLoadFailure notFound onRetry={() => void refetch()} />;
  if (!product) {
    if (!isError) return <ProductPageSkeleton />;
    return <ProductLoadFailure notFound={wasNotFound(error)} onRetry={() => void refetch()} />;
  }

  return (
    <Container key={product._id} maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Button
        component={AppLink}
        app="shop"
        to="/shop"
        startIcon={<ArrowBack />}
        sx={{ mb: 2, ml: -1 }}
      >
        Back to the shop
      </Button>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          gap: { xs: 3, md: 5 },
          mb: { xs: 3, md: 5 },
        }}
      >
        <ImageGallery
          images={product.images}
          title={product.name}
          sizes="(min-width: 1200px) 560px, (min-width: 900px) 50vw, 100vw"
        />
        <ProductSummary product={product} />
      </Box>
      <ProductTabs product={product} />
    </Container>
  );
}
