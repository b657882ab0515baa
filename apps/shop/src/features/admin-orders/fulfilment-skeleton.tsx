import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { VisuallyHidden } from '@mitti/ui/visually-hidden';

/**
 * The filter chips (unless they are already shown) and a few order rows while the orders load;
 * screen readers hear what loads.
 */
export function FulfilmentSkeleton({ filters = true }: { filters?: boolean }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 1.5 }}>
      <VisuallyHidden>Loading orders...</VisuallyHidden>
      {filters && (
        <Box aria-hidden sx={{ display: 'flex', gap: 1, mb: 1.5 }}>
          {[64, 96, 96, 104, 104].map((width, index) => (
            <Skeleton key={index} variant="rounded" width={width} height={32} />
          ))}
        </Box>
      )}
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} aria-hidden variant="rounded" height={64} />
      ))}
    </Box>
  );
}
