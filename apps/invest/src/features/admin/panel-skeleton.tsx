import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { VisuallyHidden } from '@mitti/ui/visually-hidden';

/** The shape of a tab's cards while they load; screen readers hear what is loading. */
export function PanelSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 2 }}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: rows }, (_, index) => (
        <Card key={index} aria-hidden data-testid="admin-card-skeleton">
          <CardContent sx={{ display: 'grid', gap: 0.5 }}>
            <Skeleton width="55%" height={30} />
            <Skeleton width="35%" />
            <Skeleton width="80%" />
            <Skeleton width="45%" />
            <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
              <Skeleton variant="rounded" width={96} height={36} />
              <Skeleton variant="rounded" width={96} height={36} />
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
