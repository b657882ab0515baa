import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { VisuallyHidden } from '@mitti/ui/visually-hidden';

/** A few rows while the list loads; screen readers hear what loads. */
export function LowStockSkeleton() {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 1.5 }}>
      <VisuallyHidden>Loading stock...</VisuallyHidden>
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} aria-hidden variant="rounded" height={56} />
      ))}
    </Box>
  );
}
