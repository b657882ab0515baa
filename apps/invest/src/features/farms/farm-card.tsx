import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import type { Campaign } from '@mitti/domain/campaign';
import {
  canInvest,
  campaignDaysRemaining,
  fundingBadge,
  type FundingBadge,
} from '@mitti/domain/funding';
import { formatRupees, rupeesToPaise } from '@mitti/domain/money';
import { CampaignCover } from '@mitti/ui/campaign-cover';
import { FundingProgress } from '@mitti/ui/funding-progress';
import { Link as RouterLink } from 'react-router';

const IMPACT_FALLBACK = 'Join us in supporting sustainable agriculture and community development.';

const BADGE_COLORS: Record<FundingBadge, { bgcolor: string; color: string }> = {
  Funded: { bgcolor: 'primary.main', color: 'primary.contrastText' },
  'Seeking Funds': { bgcolor: 'background.paper', color: 'secondary.dark' },
  Ended: { bgcolor: 'grey.800', color: 'common.white' },
};

/**
 * One campaign of the listing. Its link reads 'Invest Now' only while the campaign takes money;
 * past its end date, short of the goal, its badge reads 'Ended'.
 */
export function FarmCard({ campaign }: { campaign: Campaign }) {
  const open = canInvest(campaign.status, campaignDaysRemaining(campaign.endDate));
  const badge = fundingBadge(
    {
      fundingGoal: rupeesToPaise(campaign.fundingGoal),
      raisedAmount: rupeesToPaise(campaign.raisedAmount),
      minInvestment: rupeesToPaise(campaign.minInvestment),
    },
    open,
  );

  return (
    <Card
      component="article"
      aria-labelledby={`farm-${campaign._id}`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ position: 'relative' }}>
        <CampaignCover visuals={campaign.visuals} alt={campaign.campaignTitle} height={190} />
        <Chip
          label={badge}
          size="small"
          sx={{ position: 'absolute', top: 12, left: 12, ...BADGE_COLORS[badge], fontWeight: 700 }}
        />
      </Box>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        <Typography
          variant="h3"
          component="h2"
          id={`farm-${campaign._id}`}
          sx={{ fontSize: '1.25rem' }}
        >
          {campaign.farmName}
        </Typography>
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {campaign.impactMetrics.trim() || IMPACT_FALLBACK}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
          <PlaceOutlined fontSize="small" aria-hidden />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {campaign.farmLocation}
          </Typography>
        </Box>
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <Typography sx={{ fontWeight: 700, mb: 1 }}>
            {`Goal: ${formatRupees(campaign.fundingGoal)}`}
          </Typography>
          <FundingProgress raised={campaign.raisedAmount} goal={campaign.fundingGoal} showLabel />
        </Box>
        <Button
          component={RouterLink}
          to={`/campaign/${campaign._id}`}
          variant={open ? 'contained' : 'outlined'}
          fullWidth
          aria-describedby={`farm-${campaign._id}`}
        >
          {open ? 'Invest Now' : 'View Completed'}
        </Button>
      </CardContent>
    </Card>
  );
}
