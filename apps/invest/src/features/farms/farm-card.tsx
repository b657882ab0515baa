import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import type { Campaign } from '@mitti/domain/campaign';
import { canInvest, daysRemaining, fundingBadge } from '@mitti/domain/funding';
import { formatRupees, rupeesToPaise } from '@mitti/domain/money';
import { CampaignCover } from '@mitti/ui/campaign-cover';
import { FundingProgress } from '@mitti/ui/funding-progress';
import { Link as RouterLink } from 'react-router-dom';

const IMPACT_FALLBACK = 'Join us in supporting sustainable agriculture and community development.';

/** One campaign of the listing. Its link reads 'Invest Now' only while the campaign takes money. */
export function FarmCard({ campaign }: { campaign: Campaign }) {
  const badge = fundingBadge({
    fundingGoal: rupeesToPaise(campaign.fundingGoal),
    raisedAmount: rupeesToPaise(campaign.raisedAmount),
    minInvestment: rupeesToPaise(campaign.minInvestment),
  });
  const open = canInvest(campaign.status, daysRemaining(campaign.endDate));

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
          color={badge === 'Funded' ? 'primary' : 'secondary'}
          sx={{
            position: 'absolute',
            top: 12,
            left: 12,
            bgcolor: badge === 'Funded' ? 'primary.main' : 'background.paper',
            color: badge === 'Funded' ? 'primary.contrastText' : 'secondary.dark',
            fontWeight: 700,
          }}
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
          color="text.secondary"
          sx={{
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
          <Typography variant="body2">{campaign.farmLocation}</Typography>
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
