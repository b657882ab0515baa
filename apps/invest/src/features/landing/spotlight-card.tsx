import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Campaign, ExpectedReturns } from '@mitti/domain/campaign';
import { expectedReturnLabel } from '@mitti/domain/funding';
import { formatRupees } from '@mitti/domain/money';
import { CampaignCover } from '@mitti/ui/campaign-cover';
import { FundingProgress } from '@mitti/ui/funding-progress';
import { Link as RouterLink } from 'react-router';

/** 'min-max% annually' for a percentage range; a Fixed Multiple keeps its own label. */
function annualReturnText(returns: ExpectedReturns): string {
  if (returns.type !== 'Percentage Range') return expectedReturnLabel(returns);
  const { min, max } = returns;
  return `${max == null || max === min ? min : `${min}-${max}`}% annually`;
}

export function SpotlightCard({ campaign }: { campaign: Campaign }) {
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={`/campaign/${campaign._id}`}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <CampaignCover visuals={campaign.visuals} alt={campaign.campaignTitle} height={180} />
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Typography variant="h3" sx={{ fontSize: '1.25rem' }}>
            {campaign.campaignTitle}
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 'auto' }}>
            <Box>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Funding goal
              </Typography>
              <Typography sx={{ fontWeight: 700 }}>{formatRupees(campaign.fundingGoal)}</Typography>
            </Box>
            <Box sx={{ textAlign: 'right' }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Expected return
              </Typography>
              <Typography sx={{ fontWeight: 700, color: 'secondary.dark' }}>
                {annualReturnText(campaign.expectedReturns)}
              </Typography>
            </Box>
          </Box>
          <FundingProgress raised={campaign.raisedAmount} goal={campaign.fundingGoal} showLabel />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
