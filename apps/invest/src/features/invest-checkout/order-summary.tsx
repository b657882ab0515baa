import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import type { Campaign } from '@mitti/domain/campaign';
import { campaignDaysRemaining } from '@mitti/domain/funding';
import { formatRupees, type Rupees } from '@mitti/domain/money';
import { CampaignCover } from '@mitti/ui/campaign-cover';
import type { ReactNode } from 'react';
import { SummaryList } from './summary-list';

export interface OrderSummaryProps {
  campaign: Campaign;
  units: number;
  total: Rupees;
  sharePercent: string;
  /** The confirm button, or the sign-in prompt for a visitor. */
  action: ReactNode;
}

function daysText(days: number): string {
  if (days === 0) return 'Ended';
  return days === 1 ? '1 day' : `${days} days`;
}

export function OrderSummary({ campaign, units, total, sharePercent, action }: OrderSummaryProps) {
  return (
    <Card component="section" aria-labelledby="order-summary-heading">
      <CampaignCover visuals={campaign.visuals} alt={campaign.campaignTitle} height={150} />
      <CardContent
        sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
      >
        <Box>
          <Typography
            id="order-summary-heading"
            variant="overline"
            component="h2"
            sx={{ color: 'text.secondary', lineHeight: 1.6 }}
          >
            Order Summary
          </Typography>
          <Typography variant="h3" sx={{ fontSize: '1.3rem' }}>
            {campaign.campaignTitle}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{campaign.farmName}</Typography>
        </Box>
        <Divider />
        <SummaryList
          title="Campaign Snapshot"
          rows={[
            { label: 'Funding Goal', value: formatRupees(campaign.fundingGoal) },
            { label: 'Currently Raised', value: formatRupees(campaign.raisedAmount) },
            { label: 'Days Remaining', value: daysText(campaignDaysRemaining(campaign.endDate)) },
          ]}
        />
        <Divider />
        <SummaryList
          title="Your Investment"
          rows={[
            { label: 'Units', value: String(units) },
            { label: 'Amount', value: formatRupees(total) },
            { label: 'Farm Share', value: `${sharePercent}%` },
          ]}
        />
        <Divider />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography sx={{ fontWeight: 700 }}>Grand Total</Typography>
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, color: 'primary.dark' }}>
            {formatRupees(total)}
          </Typography>
        </Box>
        {action}
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
          <Typography variant="body2">Card payment, verified by Mitti before it counts</Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
