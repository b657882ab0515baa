import type { Campaign, CampaignStatus } from '@mitti/domain/campaign';
import { OWNER_SETTABLE_STATUSES, type CreateCampaignFields } from '@mitti/domain/campaign-schemas';
import { rupeesText } from '@mitti/domain/money';

export type EditCampaignValues = CreateCampaignFields & { status: CampaignStatus };

/** An ISO date as a date input's value; the date part, as the form sent it. */
function dateInput(iso: string): string {
  return iso ? iso.slice(0, 10) : '';
}

export function editValuesFrom(campaign: Campaign): EditCampaignValues {
  const { expectedReturns, farmSize } = campaign;
  return {
    campaignTitle: campaign.campaignTitle,
    story: campaign.story,
    farmName: campaign.farmName,
    farmLocation: campaign.farmLocation,
    fundingGoal: rupeesText(campaign.fundingGoal),
    minInvestment: rupeesText(campaign.minInvestment),
    returnsType: expectedReturns.type,
    returnsMin: String(expectedReturns.min),
    returnsMax: expectedReturns.max == null ? '' : String(expectedReturns.max),
    returnsDescription: expectedReturns.description,
    farmSizeValue: String(farmSize.value),
    farmSizeUnit: farmSize.unit,
    cropTypes: campaign.cropTypes.join(', '),
    farmingMethods: campaign.farmingMethods,
    startDate: dateInput(campaign.startDate),
    endDate: dateInput(campaign.endDate),
    fundUsage: campaign.fundUsage,
    impactMetrics: campaign.impactMetrics,
    riskFactors: campaign.riskFactors,
    status: campaign.status,
  };
}

/** The statuses an owner may choose (DESIGN.md 6.7), plus the current one, which they keep. */
export function statusChoices(current: CampaignStatus): CampaignStatus[] {
  const settable: readonly CampaignStatus[] = OWNER_SETTABLE_STATUSES;
  return settable.includes(current) ? [...settable] : [current, ...settable];
}
