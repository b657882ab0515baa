import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import LockOutlined from '@mui/icons-material/LockOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { failedWith } from '@mitti/api-client/api-failure';
import { useCampaignQuery } from '@mitti/api-client/campaign-endpoints';
import { useProfileQuery } from '@mitti/api-client/profile-endpoints';
import { EmptyState } from '@mitti/ui/empty-state';
import { Loader } from '@mitti/ui/loader';
import { useRef } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { canManageTimeline } from './can-manage-timeline';
import { ExistingTimeline } from './existing-timeline';
import { TimelineUpdateForm } from './timeline-update-form';

/** The form beside the existing timeline with its delete buttons. */
function TimelineTools({ campaignId }: { campaignId: string }) {
  const existingHeading = useRef<HTMLHeadingElement>(null);

  return (
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
          <TimelineUpdateForm campaignId={campaignId} />
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="existing-timeline-heading">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography
            ref={existingHeading}
            id="existing-timeline-heading"
            variant="h2"
            tabIndex={-1}
            sx={{ fontSize: '1.4rem', mb: 2 }}
          >
            Existing Timeline
          </Typography>
          <ExistingTimeline campaignId={campaignId} heading={existingHeading} />
        </CardContent>
      </Card>
    </Box>
  );
}

/**
 * /add-timeline-update/:id, for a signed-in account: the campaign's owner (or an admin) posts and
 * removes its timeline updates; anyone else is told so at once rather than on submit, and a
 * campaign that does not exist (or no longer) is said to be not found. If the campaign or the
 * account cannot be read otherwise, the tools show and the server decides, as it does on every post
 * and delete.
 */
export function TimelineManagementPage() {
  const { id = '' } = useParams();
  const { data: campaign, isError: campaignFailed, error } = useCampaignQuery(id);
  const { data: account, isError: accountFailed } = useProfileQuery();
  if ((!campaign && !campaignFailed) || (!account && !accountFailed)) return <Loader />;
  if (failedWith(error, 'NOT_FOUND')) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
        <EmptyState
          icon={<SearchOffOutlined />}
          title="Campaign Not Found"
          text="This campaign might have been removed or does not exist."
          action={
            <Button component={RouterLink} to="/dashboard" variant="contained">
              Back to Dashboard
            </Button>
          }
        />
      </Container>
    );
  }
  const refused = campaign && account && !canManageTimeline(campaign, account);

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
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{campaign.campaignTitle}</Typography>
      )}
      {refused ? (
        <EmptyState
          icon={<LockOutlined />}
          title="Only the campaign owner can manage its timeline."
          text="Investors in this campaign follow its updates from their dashboard."
        />
      ) : (
        <TimelineTools campaignId={id} />
      )}
    </Container>
  );
}
