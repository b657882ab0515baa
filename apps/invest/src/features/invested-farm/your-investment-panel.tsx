import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Campaign } from '@mitti/domain/campaign';
import {
  annualReturnPaise,
  expectedReturnLabel,
  ownershipSharePercent,
} from '@mitti/domain/funding';
import type { InvestmentDetails } from '@mitti/domain/investment';
import { formatPaise, formatRupees, rupeesToPaise } from '@mitti/domain/money';
import { shortCampaignId } from '@mitti/domain/short-id';
import { DateText } from '@mitti/ui/date-text';
import { LabelValueList, type LabelValueRow } from '@mitti/ui/label-value-list';

export interface YourInvestmentPanelProps {
  campaign: Campaign;
  /** Null when the investment could not be loaded. */
  investment: InvestmentDetails | null;
  /** There is no such investment of the user's in this campaign (a mistyped or mixed-up link). */
  missing?: boolean;
}

/** 'Your Investment': the investor's amount, share of the farm and estimated annual return. */
export function YourInvestmentPanel({ campaign, investment, missing }: YourInvestmentPanelProps) {
  const amount = investment ? rupeesToPaise(investment.amount) : 0;
  const rows: LabelValueRow[] = investment
    ? [
        { label: 'Invested amount', value: formatRupees(investment.amount) },
        {
          label: 'Farm ownership',
          value: `${ownershipSharePercent(amount, rupeesToPaise(campaign.fundingGoal))}%`,
        },
        {
          label: 'Estimated annual return',
          value: formatPaise(annualReturnPaise(amount, campaign.expectedReturns)),
        },
        { label: 'Expected returns', value: expectedReturnLabel(campaign.expectedReturns) },
        { label: 'Investment date', value: <DateText iso={investment.date} /> },
        { label: 'Campaign ID', value: shortCampaignId(campaign._id) },
      ]
    : [{ label: 'Campaign ID', value: shortCampaignId(campaign._id) }];

  return (
    <Card component="aside" aria-labelledby="your-investment-heading">
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Typography id="your-investment-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
          Your Investment
        </Typography>
        {!investment && (
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>
            {missing
              ? 'This link does not match an investment of yours in this farm. Your dashboard lists them all.'
              : 'Your investment details are not available right now.'}
          </Typography>
        )}
        <LabelValueList rows={rows} divided />
        {investment && (
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 2 }}>
            The return is an estimate from the farm&apos;s expected returns, not a guarantee.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
