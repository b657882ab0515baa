import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { failedWith } from '@mitti/api-client/api-failure';
import { useCampaignQuery } from '@mitti/api-client/campaign-endpoints';
import { useInvestmentDetailsQuery } from '@mitti/api-client/investment-endpoints';
import { useTimelineQuery } from '@mitti/api-client/timeline-endpoints';
import { Carousel } from '@mitti/ui/carousel';
import { useToast } from '@mitti/ui/toast-provider';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { SuspendedFarmNotice } from '@mitti/ui/suspended-farm-notice';
import { FarmFunding } from './farm-funding';
import { FarmTimeline } from './farm-timeline';
import { YourInvestmentPanel } from './your-investment-panel';

const INVESTMENT_FAILED = 'Failed to load your investment details.';

/** /invested-farm-details/:campaignId/:investmentId: an investor follows a farm they backed. */
export function InvestedFarmPage() {
  const { campaignId = '', investmentId = '' } = useParams();
  const campaign = useCampaignQuery(campaignId);
  const investment = useInvestmentDetailsQuery(investmentId);
  // A timeline that cannot be loaded reads as an empty one (invest.md 8).
  const { data: updates = [] } = useTimelineQuery(campaignId);
  const toast = useToast();
  // An investment in another campaign than the address names (a mistyped or mixed-up link) is not
  // shown against this farm's figures.
  const otherCampaigns =
    investment.data !== undefined &&
    campaign.data !== undefined &&
    investment.data.campaignId !== campaign.data._id;
  const investmentFailed = investment.isError || otherCampaigns;
  const investmentMissing = otherCampaigns || failedWith(investment.error, 'NOT_FOUND');

  useEffect(() => {
    if (investmentFailed) toast.error(INVESTMENT_FAILED);
  }, [investmentFailed, toast]);

  const back = (
    <Button component={RouterLink} to="/dashboard" startIcon={<ArrowBack />} sx={{ mb: 2, ml: -1 }}>
      Back to Investments
    </Button>
  );

  if (campaign.isLoading || investment.isLoading) {
    return (
      <Box
        role="status"
        sx={{
          minHeight: '60vh',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 2,
        }}
      >
        <CircularProgress aria-hidden />
        <Typography sx={{ color: 'primary.dark', fontWeight: 600 }}>
          Loading Farm Details...
        </Typography>
      </Box>
    );
  }

  if (campaign.isError || !campaign.data) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        {back}
        <Typography variant="h1" sx={{ fontSize: '1.8rem' }}>
          Campaign not found.
        </Typography>
      </Container>
    );
  }

  const farm = campaign.data;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      {back}
      <SuspendedFarmNotice campaign={farm} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
          gridTemplateAreas: {
            xs: '"hero" "side" "content"',
            md: '"hero side" "content side"',
          },
          gridTemplateRows: { md: 'auto 1fr' },
          columnGap: 4,
          rowGap: 3,
        }}
      >
        <Box
          sx={{ gridArea: 'hero', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
        >
          <Carousel images={farm.visuals} title={farm.campaignTitle} />
          <Box>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.25rem' } }}>
              {farm.campaignTitle}
            </Typography>
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                color: 'text.secondary',
                mt: 0.5,
              }}
            >
              <PlaceOutlined fontSize="small" aria-hidden />
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {farm.farmName}, {farm.farmLocation}
              </Typography>
            </Box>
            {farm.farmingMethods.length > 0 && (
              <Box
                component="ul"
                aria-label="Farming methods"
                sx={{
                  listStyle: 'none',
                  m: 0,
                  mt: 1.5,
                  p: 0,
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 1,
                }}
              >
                {farm.farmingMethods.map((method) => (
                  <li key={method}>
                    <Chip label={method} color="primary" size="small" />
                  </li>
                ))}
              </Box>
            )}
          </Box>
        </Box>
        <Box
          sx={{ gridArea: 'side', alignSelf: 'start', position: { md: 'sticky' }, top: { md: 88 } }}
        >
          <YourInvestmentPanel
            campaign={farm}
            investment={investmentFailed ? null : (investment.data ?? null)}
            missing={investmentMissing}
          />
        </Box>
        <Box sx={{ gridArea: 'content', display: 'grid', gap: 3, alignContent: 'start' }}>
          <FarmFunding campaign={farm} />
          <FarmTimeline updates={updates} />
        </Box>
      </Box>
    </Container>
  );
}
