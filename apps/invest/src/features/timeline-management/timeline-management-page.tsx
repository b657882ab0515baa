import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useCampaignQuery } from '@mitti/api-client/campaign-endpoints';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ExistingTimeline } from './existing-timeline';
import { TimelineUpdateForm } from './timeline-update-form';

/** /add-timeline-update/:id: the owner posts and removes a campaign's timeline updates. */
export function TimelineManagementPage() {
  const { id = '' } = useParams();
  const { data: campaign } = useCampaignQuery(id);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Button
        component={RouterLink}
        to={`/campaign/${id}`}
        startIcon={<ArrowBack />}
        sx={{ mb: 2, ml: -1 }}
      >
        Back to Campaign
      </Button>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' } }}>
        Manage Timeline Updates
      </Typography>
      {campaign && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {campaign.campaignTitle}
        </Typography>
      )}
      <Box
        sx={{
          mt: 3,
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Card component="section" aria-labelledby="new-update-heading">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="new-update-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
              Add an Update
            </Typography>
            <TimelineUpdateForm campaignId={id} />
          </CardContent>
        </Card>
        <Card component="section" aria-labelledby="existing-timeline-heading">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography
              id="existing-timeline-heading"
              variant="h2"
              sx={{ fontSize: '1.4rem', mb: 2 }}
            >
              Existing Timeline
            </Typography>
            <ExistingTimeline campaignId={id} />
          </CardContent>
        </Card>
      </Box>
    </Container>
  );
}
