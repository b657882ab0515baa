import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { failedWith } from '@mitti/api-client/api-failure';
import { useCampaignQuery } from '@mitti/api-client/campaign-endpoints';
import { selectIsSignedIn } from '@mitti/auth/auth-slice';
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
      {campaign.status === 'Draft' && (
        <Alert severity="info" sx={{ mb: 3 }}>
          This campaign is awaiting review. Investors will see it once an operator approves it.
        </Alert>
      )}
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
