import type { CampaignChange } from '@mitti/domain/admin';
import type { CampaignChangeField, FundingTermField } from '@mitti/domain/campaign';
import { CAMPAIGN_CHANGE_FIELDS, FUNDING_TERM_FIELDS } from '@mitti/domain/campaign';
import type { CampaignChangeRecord, CampaignRow, NewVisual } from './repository';

type Terms = Pick<
  CampaignRow,
  | 'fundingGoalPaise'
  | 'minInvestmentPaise'
  | 'returnsType'
  | 'returnsMin'
  | 'returnsMax'
  | 'returnsDescription'
  | 'startDate'
  | 'endDate'
>;

type Tracked = Pick<
  CampaignRow,
  | 'campaignTitle'
  | 'story'
  | 'farmName'
  | 'farmLocation'
  | 'farmSizeValue'
  | 'farmSizeUnit'
  | 'cropTypes'
  | 'farmingMethods'
  | 'fundUsage'
  | 'impactMetrics'
  | 'riskFactors'
  | 'status'
>;

function termValues(campaign: Terms): Record<FundingTermField, unknown> {
  return {
    fundingGoal: campaign.fundingGoalPaise,
    minInvestment: campaign.minInvestmentPaise,
    returnsType: campaign.returnsType,
    returnsMin: campaign.returnsMin,
    returnsMax: campaign.returnsMax,
    returnsDescription: campaign.returnsDescription,
    startDate: campaign.startDate,
    endDate: campaign.endDate,
  };
}

/** The funding terms an edit would change, in the forms' names. */
export function changedTerms(current: Terms, edited: Terms): FundingTermField[] {
  const before = termValues(current);
  const after = termValues(edited);
  return FUNDING_TERM_FIELDS.filter((field) => before[field] !== after[field]);
}

/** What the history shows of a campaign: each field as an operator reads it. */
function historyTexts(
  campaign: Tracked,
  visuals: Pick<NewVisual, 'url'>[],
): Record<CampaignChangeField, string> {
  return {
    campaignTitle: campaign.campaignTitle,
    story: campaign.story,
    farmName: campaign.farmName,
    farmLocation: campaign.farmLocation,
    farmSize: `${campaign.farmSizeValue} ${campaign.farmSizeUnit}`,
    cropTypes: campaign.cropTypes.join(', '),
    farmingMethods: campaign.farmingMethods.join(', '),
    fundUsage: campaign.fundUsage,
    impactMetrics: campaign.impactMetrics,
    riskFactors: campaign.riskFactors,
    status: campaign.status,
    visuals: visuals.map((visual) => visual.url).join('\n'),
  };
}

export interface FieldChange {
  field: CampaignChangeField;
  oldValue: string;
  newValue: string;
}

/** One entry per field the edit changed, before and after. */
export function changedFields(
  current: { campaign: Tracked; visuals: Pick<NewVisual, 'url'>[] },
  edited: { campaign: Tracked; visuals: Pick<NewVisual, 'url'>[] },
): FieldChange[] {
  const before = historyTexts(current.campaign, current.visuals);
  const after = historyTexts(edited.campaign, edited.visuals);
  return CAMPAIGN_CHANGE_FIELDS.filter((field) => before[field] !== after[field]).map((field) => ({
    field,
    oldValue: before[field],
    newValue: after[field],
  }));
}

export function toCampaignChange({ change, author }: CampaignChangeRecord): CampaignChange {
  return {
    _id: change.id,
    field: change.field as CampaignChangeField,
    oldValue: change.oldValue,
    newValue: change.newValue,
    changedAt: change.changedAt.toISOString(),
    changedBy: author && { _id: author.id, name: author.name, email: author.email },
  };
}
