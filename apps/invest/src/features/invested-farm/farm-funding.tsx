import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Campaign } from '@mitti/domain/campaign';
import { formatRupees } from '@mitti/domain/money';
import { DateText } from '@mitti/ui/date-text';
import { FundingProgress } from '@mitti/ui/funding-progress';

/** 'Funding Progress': raised against the goal, and when the campaign runs. */
export function FarmFunding({ campaign }: { campaign: Campaign }) {
  const dates = [
    { label: 'Start date', iso: campaign.startDate },
    { label: 'End date', iso: campaign.endDate },
  ];
  return (
    <Card component="section" aria-labelledby="funding-progress-heading">
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Typography id="funding-progress-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
          Funding Progress
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
          <Typography>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              Raised{' '}
            </Box>
            <Box component="strong" sx={{ color: 'primary.dark' }}>
              {formatRupees(campaign.raisedAmount)}
            </Box>
          </Typography>
          <Typography>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              Goal{' '}
            </Box>
            <strong>{formatRupees(campaign.fundingGoal)}</strong>
          </Typography>
        </Box>
        <Box sx={{ mt: 1.5 }}>
          <FundingProgress raised={campaign.raisedAmount} goal={campaign.fundingGoal} showLabel />
        </Box>
        <Box
          component="dl"
          sx={{ m: 0, mt: 2, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}
        >
          {dates.map(({ label, iso }) => (
            <Box key={label} sx={{ p: 1.5, borderRadius: 2, bgcolor: 'background.default' }}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                <DateText iso={iso} />
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
