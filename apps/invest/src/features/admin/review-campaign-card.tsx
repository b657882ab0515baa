import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Campaign } from '@mitti/domain/campaign';
import { formatRupees } from '@mitti/domain/money';
import { CampaignCover } from '@mitti/ui/campaign-cover';
import { DateText } from '@mitti/ui/date-text';
import { campaignReviewState } from './campaign-review-state';
import { FactList } from '@mitti/ui/fact-list';
import { FarmerChip } from './farmer-chip';

export interface ReviewCampaignCardProps {
  campaign: Campaign;
  /** Shows where the campaign stands (the 'All campaigns' view). */
  showStatus: boolean;
  onOpen: () => void;
}

/** A campaign in the review queue: what it is, who sent it, and the way to the full submission. */
export function ReviewCampaignCard({ campaign, showStatus, onOpen }: ReviewCampaignCardProps) {
  const titleId = `admin-campaign-${campaign._id}`;
  const openId = `${titleId}-open`;
  const state = campaignReviewState(campaign);
  const farmer = campaign.userId;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '180px minmax(0, 1fr)' },
      }}
    >
      {/* The cover fills the card's height, however tall the details make it. */}
      <Box sx={{ display: { xs: 'none', sm: 'block' }, '& > div': { height: '100%' } }}>
        <CampaignCover visuals={campaign.visuals} alt="" height={200} />
      </Box>
      <Box sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1.25, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'start', gap: 1 }}>
          <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
            <Typography
              id={titleId}
              variant="h6"
              component="h3"
              sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}
            >
              {campaign.campaignTitle}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {campaign.farmName} · {campaign.farmLocation}
            </Typography>
          </Box>
          {showStatus && (
            <Chip label={state.label} color={state.color} size="small" sx={{ fontWeight: 700 }} />
          )}
        </Box>
        <FactList
          facts={[
            {
              label: 'Farmer',
              value: (
                <>
                  {farmer.name} <FarmerChip verified={farmer.verified} />
                </>
              ),
            },
            { label: 'Email', value: farmer.email },
            { label: 'Goal', value: formatRupees(campaign.fundingGoal) },
            { label: 'Submitted', value: <DateText iso={campaign.createdAt} /> },
          ]}
        />
        {campaign.rejectionReason && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              Rejection reason:{' '}
            </Box>
            {campaign.rejectionReason}
          </Typography>
        )}
        <Box>
          <Button
            variant={state.awaitingReview ? 'contained' : 'outlined'}
            onClick={onOpen}
            id={openId}
            aria-labelledby={`${openId} ${titleId}`}
          >
            {state.awaitingReview ? 'Review' : 'View'}
          </Button>
        </Box>
      </Box>
    </Card>
  );
}
