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

/**
 * The statuses an owner may choose (DESIGN.md 6.7), plus the current one, which they keep. Only an
 * approved campaign has something to complete, and one holding investors' money cannot go back to
 * review (the server refuses: its investors would lose sight of it); they cancel it instead.
 */
export function statusChoices(
  campaign: Pick<Campaign, 'status' | 'approvedAt' | 'raisedAmount'>,
): CampaignStatus[] {
  const settable: CampaignStatus[] = OWNER_SETTABLE_STATUSES.filter(
    (status) =>
      (status !== 'Completed' || campaign.approvedAt !== null) &&
      (status !== 'Draft' || campaign.raisedAmount === 0),
  );
  return settable.includes(campaign.status) ? settable : [campaign.status, ...settable];
}
