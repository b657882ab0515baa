import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { VisuallyHidden } from '@mitti/ui/visually-hidden';

/** The shape of the product page while it loads. */
export function ProductPageSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Box role="status">
        <VisuallyHidden>Loading product details...</VisuallyHidden>
      </Box>
      <Box
        aria-hidden
        data-testid="product-skeleton"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          gap: { xs: 3, md: 5 },
          mt: 6,
        }}
      >
        <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 10', height: 'auto' }} />
        <Box>
          <Skeleton width="40%" height={32} />
          <Skeleton width="85%" height={56} />
          <Skeleton width="50%" />
          <Skeleton width="35%" />
          <Box sx={{ display: 'flex', gap: 1, my: 2 }}>
            <Skeleton variant="rounded" width={72} height={32} />
            <Skeleton variant="rounded" width={72} height={32} />
            <Skeleton variant="rounded" width={72} height={32} />
          </Box>
          <Skeleton width="30%" height={44} />
          <Skeleton variant="rounded" height={48} sx={{ mt: 2, maxWidth: 260 }} />
        </Box>
      </Box>
      <Skeleton aria-hidden variant="rounded" height={240} sx={{ mt: 4 }} />
    </Container>
  );
}
