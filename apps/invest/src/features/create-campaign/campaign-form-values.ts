import type { CreateCampaignFields } from '@mitti/api-client/create-campaign';

/** The form's text fields, each a TextField bound by name. */
export type CampaignTextFieldName = Exclude<keyof CreateCampaignFields, 'farmingMethods'>;

export const EMPTY_CAMPAIGN: CreateCampaignFields = {
  campaignTitle: '',
  story: '',
  farmName: '',
  farmLocation: '',
  fundingGoal: '',
  minInvestment: '',
  returnsType: 'Percentage Range',
  returnsMin: '',
  returnsMax: '',
  returnsDescription: '',
  farmSizeValue: '',
  farmSizeUnit: 'Acres',
  cropTypes: '',
  farmingMethods: [],
  startDate: '',
  endDate: '',
  fundUsage: '',
  impactMetrics: '',
  riskFactors: '',
};
