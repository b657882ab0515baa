import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { Campaign } from '@mitti/domain/campaign';
import { fundUsageItems, fundUsagePercent, impactSentences } from '@mitti/domain/campaign-text';
import { expectedReturnLabel } from '@mitti/domain/funding';
import { formatRupees } from '@mitti/domain/money';
import { DateText } from '@mitti/ui/date-text';
import { ImageGallery } from '@mitti/ui/image-gallery';
import { campaignReviewState } from './campaign-review-state';
import { FactList } from '@mitti/ui/fact-list';
import { FarmerChip } from './farmer-chip';
import { ViewBlock } from './view-block';

function orNone(text: string): string {
  return text.trim() ? text : 'Not given.';
}

interface TextItemsProps {
  items: string[];
  /** Each item's first 'N%' as a badge (fund usage). */
  badges?: boolean;
}

function TextItems({ items, badges = false }: TextItemsProps) {
  if (items.length === 0) return <>Not given.</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
      {items.map((item) => {
        const percent = badges ? fundUsagePercent(item) : null;
        return (
          <li key={item}>
            {item}
            {percent !== null && (
              <Chip label={`${percent}%`} color="primary" size="small" sx={{ ml: 1 }} />
            )}
          </li>
        );
      })}
    </Box>
  );
}

/** Everything the farmer submitted, for an admin to judge: visuals, story, plans, money, the farmer. */
export function SubmittedCampaign({ campaign }: { campaign: Campaign }) {
  const state = campaignReviewState(campaign);
  const farmer = campaign.userId;
  const size = campaign.farmSize;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Chip label={state.label} color={state.color} size="small" sx={{ fontWeight: 700 }} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Submitted <DateText iso={campaign.createdAt} />
        </Typography>
      </Box>
      {campaign.rejectionReason && (
        <ViewBlock title="Why it was sent back">{campaign.rejectionReason}</ViewBlock>
      )}
      <ViewBlock title="Visuals">
        {campaign.visuals.length > 0 ? (
          <Box sx={{ maxWidth: 640 }}>
            <ImageGallery images={campaign.visuals} title={campaign.campaignTitle} />
          </Box>
        ) : (
          'No visuals uploaded.'
        )}
      </ViewBlock>
      <ViewBlock title="Funding">
        <FactList
          facts={[
            { label: 'Funding goal', value: formatRupees(campaign.fundingGoal) },
            { label: 'Minimum investment', value: formatRupees(campaign.minInvestment) },
            { label: 'Raised so far', value: formatRupees(campaign.raisedAmount) },
            { label: 'Starts', value: <DateText iso={campaign.startDate} /> },
            { label: 'Ends', value: <DateText iso={campaign.endDate} /> },
            {
              label: 'Expected returns',
              value: `${expectedReturnLabel(campaign.expectedReturns)} (${campaign.expectedReturns.type})`,
            },
          ]}
        />
        {campaign.expectedReturns.description && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {campaign.expectedReturns.description}
          </Typography>
        )}
      </ViewBlock>
      <Divider />
      <ViewBlock title="Story">{orNone(campaign.story)}</ViewBlock>
      <ViewBlock title="Farm">
        <FactList
          facts={[
            { label: 'Farm name', value: orNone(campaign.farmName) },
            { label: 'Location', value: orNone(campaign.farmLocation) },
            { label: 'Farm size', value: size.value > 0 ? `${size.value} ${size.unit}` : 'N/A' },
          ]}
        />
      </ViewBlock>
      <ViewBlock title="Crops & Methods">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, whiteSpace: 'normal' }}>
          {campaign.cropTypes.map((crop) => (
            <Chip key={`crop-${crop}`} label={crop} size="small" color="secondary" />
          ))}
          {campaign.farmingMethods.map((method) => (
            <Chip key={`method-${method}`} label={method} size="small" color="primary" />
          ))}
        </Box>
      </ViewBlock>
      <ViewBlock title="Fund Utilization">
        <TextItems items={fundUsageItems(campaign.fundUsage)} badges />
      </ViewBlock>
      <ViewBlock title="Impact">
        <TextItems
          items={impactSentences(campaign.impactMetrics).map((sentence) => `${sentence}.`)}
        />
      </ViewBlock>
      <ViewBlock title="Risks">{orNone(campaign.riskFactors)}</ViewBlock>
      <Divider />
      <ViewBlock title="The farmer">
        <Box sx={{ mb: 1 }}>
          <FarmerChip verified={farmer.verified} />
        </Box>
        <FactList
          facts={[
            { label: 'Name', value: orNone(farmer.name) },
            { label: 'Email', value: orNone(farmer.email) },
            { label: 'Phone', value: orNone(farmer.phone) },
          ]}
        />
      </ViewBlock>
    </Box>
  );
}
