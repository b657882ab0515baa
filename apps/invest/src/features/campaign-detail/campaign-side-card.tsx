import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import type { Campaign } from '@mitti/domain/campaign';
import {
  campaignStatusLabel,
  canInvest,
  campaignDaysRemaining,
  expectedReturnLabel,
  type CampaignStatusLabel,
} from '@mitti/domain/funding';
import { formatRupees } from '@mitti/domain/money';
import { FundingProgress } from '@mitti/ui/funding-progress';
import { LabelValueList } from '@mitti/ui/label-value-list';
import { ShareButton } from '@mitti/ui/share-button';
import { Link as RouterLink } from 'react-router';

const STATUS_COLOR: Record<
  CampaignStatusLabel,
  'success' | 'primary' | 'default' | 'warning' | 'error'
> = {
  Active: 'success',
  'Fully Funded': 'primary',
  Ended: 'default',
  'Awaiting review': 'warning',
  Rejected: 'error',
  Cancelled: 'default',
};

/** Campaigns anyone may open: a draft's or a cancelled campaign's link would answer Not Found. */
const SHAREABLE = new Set<CampaignStatusLabel>(['Active', 'Fully Funded', 'Ended']);

function daysText(days: number): string {
  if (days === 0) return 'Ended';
  return days === 1 ? '1 day' : `${days} days`;
}

/** The summary beside the story: funding, terms and the ways to act on them. */
export function CampaignSideCard({ campaign }: { campaign: Campaign }) {
  const days = campaignDaysRemaining(campaign.endDate);
  const status = campaignStatusLabel(campaign, days);
  const investable = canInvest(campaign.status, days);
  const facts = [
    { label: 'Days Remaining', value: daysText(days) },
    { label: 'Minimum Investment', value: formatRupees(campaign.minInvestment) },
    { label: 'Expected Returns', value: expectedReturnLabel(campaign.expectedReturns) },
  ];

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box>
          <Chip
            label={status}
            color={STATUS_COLOR[status]}
            size="small"
            variant={status === 'Active' ? 'filled' : 'outlined'}
            sx={{ mb: 1.5, fontWeight: 700 }}
          />
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '1.75rem' }, mb: 1 }}>
            {campaign.campaignTitle}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>{campaign.farmName}</Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
            <PlaceOutlined fontSize="small" aria-hidden />
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {campaign.farmLocation}
            </Typography>
          </Box>
        </Box>

        <Box>
          <Typography sx={{ mb: 1 }}>
            <Box component="strong" sx={{ fontSize: '1.5rem', color: 'primary.dark' }}>
              {formatRupees(campaign.raisedAmount)}
            </Box>{' '}
            <Box component="span" sx={{ color: 'text.secondary' }}>
              raised of {formatRupees(campaign.fundingGoal)} goal
            </Box>
          </Typography>
          <FundingProgress raised={campaign.raisedAmount} goal={campaign.fundingGoal} showLabel />
        </Box>

        <Divider />
        <LabelValueList rows={facts} />
        {campaign.expectedReturns.description && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {campaign.expectedReturns.description}
          </Typography>
        )}
        <Divider />

        <Box sx={{ display: 'grid', gap: 1.25 }}>
          {investable ? (
            <Button
              component={RouterLink}
              to={`/campaign/${campaign._id}/invest`}
              state={{ campaign }}
              variant="contained"
              size="large"
            >
              Invest Now
            </Button>
          ) : (
            <Button variant="contained" size="large" disabled>
              Invest Now
            </Button>
          )}
          <Button
            component={RouterLink}
            to="/contact"
            state={{ campaignId: campaign._id, campaignTitle: campaign.campaignTitle }}
            variant="outlined"
            size="large"
          >
            Contact Us
          </Button>
          {SHAREABLE.has(status) && (
            <ShareButton
              title={campaign.campaignTitle}
              text={`${campaign.farmName} in ${campaign.farmLocation} is raising ${formatRupees(campaign.fundingGoal)} on Mitti.`}
              path={`/campaign/${campaign._id}`}
            />
          )}
        </Box>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 0.75,
            color: 'text.secondary',
          }}
        >
          <LockOutlined fontSize="small" aria-hidden />
          <Typography variant="body2">Secure investment powered by Mitti</Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
