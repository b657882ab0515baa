import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { failedWith } from '@mitti/api-client/api-failure';
import { useCampaignQuery } from '@mitti/api-client/campaign-endpoints';
import { selectIsSignedIn } from '@mitti/auth/auth-slice';
import type { Campaign } from '@mitti/domain/campaign';
import { ImageGallery } from '@mitti/ui/image-gallery';
import { Loader } from '@mitti/ui/loader';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useLoaderData, useParams } from 'react-router';
import type { CampaignLoaderData } from './campaign-loader';
import { CampaignNotFound } from './campaign-not-found';
import { CampaignSideCard } from './campaign-side-card';
import { CampaignTabs } from './campaign-tabs';
import { ImpactList } from './impact-list';
import { ProjectTimeline } from './project-timeline';
import { SuspendedFarmNotice } from '@mitti/ui/suspended-farm-notice';

/** /campaign/:id */
export function CampaignDetailPage() {
  const { id = '' } = useParams();
  const loaded = useLoaderData<CampaignLoaderData | undefined>();
  const signedIn = useSelector(selectIsSignedIn);
  // The server draws the page signed out; a campaign in review is shown to its owner alone, so a
  // signed-in visitor asks again with their token before being told there is no such campaign.
  const missing = loaded !== null && loaded !== undefined && 'notFound' in loaded && !signedIn;
  const {
    data: campaign,
    error,
    isLoading,
    isError,
    refetch,
  } = useCampaignQuery(id, { skip: missing });
  const title = campaign?.campaignTitle;

  useEffect(() => {
    if (!title) return;
    // After the layout's own effect, which names the page after its route ('Campaign Details').
    queueMicrotask(() => {
      document.title = `${title} · Mitti Invest`;
    });
  }, [title]);

  if (missing) return <CampaignNotFound />;
  if (isLoading) return <Loader />;
  if (isError && !failedWith(error, 'NOT_FOUND')) {
    return <CampaignNotFound onRetry={() => void refetch()} />;
  }
  if (!campaign) return <CampaignNotFound />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Button component={RouterLink} to="/farms" startIcon={<ArrowBack />} sx={{ mb: 2, ml: -1 }}>
        All farms
      </Button>
      <HiddenCampaignNotice campaign={campaign} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' },
          gridTemplateAreas: {
            xs: '"gallery" "side" "content"',
            md: '"gallery side" "content side"',
          },
          gridTemplateRows: { md: 'auto 1fr' },
          columnGap: 4,
          rowGap: 3,
        }}
      >
        <Box sx={{ gridArea: 'gallery' }}>
          <ImageGallery images={campaign.visuals} title={campaign.campaignTitle} />
        </Box>
        <Box
          component="aside"
          aria-label="Campaign summary"
          sx={{
            gridArea: 'side',
            alignSelf: 'start',
            position: { md: 'sticky' },
            top: { md: 88 },
          }}
        >
          <CampaignSideCard campaign={campaign} />
        </Box>
        <Box sx={{ gridArea: 'content', display: 'grid', gap: 3, alignContent: 'start' }}>
          <CampaignTabs campaign={campaign} />
          <ImpactList impactMetrics={campaign.impactMetrics} />
          <ProjectTimeline startDate={campaign.startDate} endDate={campaign.endDate} />
        </Box>
      </Box>
    </Container>
  );
}

/** Why a campaign only its owner, its investors and operators can see is not public. */
function HiddenCampaignNotice({ campaign }: { campaign: Campaign }) {
  if (campaign.userId.suspended) return <SuspendedFarmNotice campaign={campaign} />;
  if (campaign.status === 'Draft' && campaign.rejectionReason) {
    return (
      <Alert severity="warning" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
        An operator sent this campaign back. Edit it from your dashboard to submit it again.
        <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
          Reason: {campaign.rejectionReason}
        </Box>
      </Alert>
    );
  }
  if (campaign.status === 'Draft') {
    return (
      <Alert severity="info" sx={{ mb: 3 }}>
        This campaign is awaiting review. Investors will see it once an operator approves it.
      </Alert>
    );
  }
  if (campaign.status === 'Cancelled') {
    return (
      <Alert severity="info" sx={{ mb: 3 }}>
        This campaign was cancelled. It takes no investments, and only its owner and Mitti’s
        operators see it.
      </Alert>
    );
  }
  return null;
}
