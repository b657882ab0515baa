import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { VisuallyHidden } from '@mitti/ui/visually-hidden';

/** A few rows while the products load; screen readers hear what loads. */
export function ProductListSkeleton() {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 1.5 }}>
      <VisuallyHidden>Loading products...</VisuallyHidden>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} aria-hidden variant="rounded" height={64} />
      ))}
    </Box>
  );
}
