import type { CreateCampaignFields } from '@mitti/domain/campaign-schemas';

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
