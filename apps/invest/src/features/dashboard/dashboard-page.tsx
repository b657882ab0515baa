import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useUserCampaignsQuery } from '@mitti/api-client/dashboard-endpoints';
import { useRefundRequestsInfiniteQuery } from '@mitti/api-client/refund-endpoints';
import { Loader } from '@mitti/ui/loader';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { CampaignsSection } from './campaigns-section';
import { InvestmentsSection } from './investments-section';
import { PortfolioSummary } from './portfolio-summary';
import { REFUND_REQUESTS_ID, RefundRequestsSection } from './refund-requests-section';
import { useLinkedCampaign } from './use-linked-campaign';
import { LoadingSkeleton } from '@mitti/ui/loading-skeleton';

const LOAD_FAILED = 'Failed to load dashboard data.';

// The charting library is large: only investors with a portfolio to draw download it.
const PortfolioCharts = lazy(() =>
  import('./portfolio-charts').then((module) => ({ default: module.PortfolioCharts })),
);

/**
 * /dashboard: the user's portfolio, their campaigns, their investments and refund requests;
 * `?manage=id` or `?edit=id` (an owner's notification) opens that campaign's dialog.
 */
export function DashboardPage() {
  const dashboard = useUserCampaignsQuery();
  // The first page carries the caller's own requests; the section pages through the incoming ones.
  const refunds = useRefundRequestsInfiniteQuery().data?.pages[0];
  const linked = useLinkedCampaign(dashboard.data?.campaigns);

  if (dashboard.isLoading) return <Loader />;

  const investments = dashboard.data && (
    <InvestmentsSection
      investments={dashboard.data.investments}
      outgoing={refunds?.outgoing ?? []}
    />
  );
  const pending = refunds?.pending ?? 0;
  // Someone who only invests sees their investments before the invitation to start a campaign.
  const investorFirst =
    dashboard.data?.campaigns.length === 0 && dashboard.data.investments.length > 0;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
        Dashboard
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>
        Your farms, your campaigns and how they are growing.
      </Typography>
      {/* The requests are listed below every campaign: the owner has a week to decide them. */}
      {pending > 0 && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          <Link component={RouterLink} to={`#${REFUND_REQUESTS_ID}`} color="inherit">
            {pending === 1
              ? '1 refund request waits for your decision'
              : `${pending} refund requests wait for your decision`}
          </Link>
        </Alert>
      )}
      {linked.missing && (
        <Alert severity="warning" onClose={linked.close} sx={{ mb: 3 }}>
          The campaign this link opens was not found. It may have been deleted.
        </Alert>
      )}
      {dashboard.isError || !dashboard.data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void dashboard.refetch()}>
              Try again
            </Button>
          }
        >
          {LOAD_FAILED}
        </Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 5 } }}>
          <PortfolioSummary investments={dashboard.data.investments} />
          {dashboard.data.investments.some((investment) => investment.status !== 'Refunded') && (
            <Suspense
              fallback={
                <LoadingSkeleton label="Loading the charts" variant="rounded" height={340} />
              }
            >
              <PortfolioCharts investments={dashboard.data.investments} />
            </Suspense>
          )}
          {investorFirst && investments}
          <CampaignsSection campaigns={dashboard.data.campaigns} linked={linked} />
          {!investorFirst && investments}
          {(dashboard.data.campaigns.length > 0 || (refunds?.total ?? 0) > 0) && (
            <RefundRequestsSection />
          )}
        </Box>
      )}
    </Container>
  );
}
