import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

/** The shape of a campaign card while the listing loads. */
export function CampaignCardSkeleton() {
  return (
    <Card aria-hidden data-testid="campaign-card-skeleton" sx={{ height: '100%' }}>
      <Skeleton variant="rectangular" height={190} animation="wave" />
      <CardContent>
        <Skeleton width="35%" height={28} />
        <Skeleton width="80%" height={32} />
        <Skeleton />
        <Skeleton width="90%" />
        <Skeleton width="50%" />
        <Skeleton variant="rounded" height={8} sx={{ my: 2 }} />
        <Skeleton variant="rounded" height={40} />
      </CardContent>
    </Card>
  );
}
