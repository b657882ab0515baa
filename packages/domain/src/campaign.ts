import type { Media } from './media';
import type { ProfilePicture } from './user';

export const CAMPAIGN_STATUSES = ['Draft', 'Active', 'Funded', 'Completed', 'Cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const FARM_SIZE_UNITS = ['Acres', 'Hectares'] as const;
export type FarmSizeUnit = (typeof FARM_SIZE_UNITS)[number];

export const RETURN_TYPES = ['Percentage Range', 'Fixed Multiple'] as const;
export type ReturnsType = (typeof RETURN_TYPES)[number];

export const FARMING_METHODS = [
  'Organic',
  'Conventional',
  'Sustainable',
  'Permaculture',
  'Biodynamic',
] as const;
export type FarmingMethod = (typeof FARMING_METHODS)[number];

/** The listing's text filters; GET /campaigns/filters/options?field= takes one of them. */
export const CAMPAIGN_FILTER_FIELDS = ['farmLocation', 'cropTypes', 'farmingMethods'] as const;
export type CampaignFilterField = (typeof CAMPAIGN_FILTER_FIELDS)[number];

export interface FarmSize {
  value: number;
  unit: FarmSizeUnit;
}

/** `min` and `max` are percents for a Percentage Range and the multiple itself for a Fixed Multiple. */
export interface ExpectedReturns {
  type: ReturnsType;
  min: number;
  max?: number;
  description: string;
}

/**
 * The funding terms investors buy into, named as the create and edit forms name them: once an admin
 * has approved the campaign, an edit that changes any of them is refused (409).
 */
export const FUNDING_TERM_FIELDS = [
  'fundingGoal',
  'minInvestment',
  'returnsType',
  'returnsMin',
  'returnsMax',
  'returnsDescription',
  'startDate',
  'endDate',
] as const;
export type FundingTermField = (typeof FUNDING_TERM_FIELDS)[number];

/** What an edit of an approved campaign may still change; each change is kept in its history. */
export const CAMPAIGN_CHANGE_FIELDS = [
  'campaignTitle',
  'story',
  'farmName',
  'farmLocation',
  'farmSize',
  'cropTypes',
  'farmingMethods',
  'fundUsage',
  'impactMetrics',
  'riskFactors',
  'status',
  'visuals',
] as const;
export type CampaignChangeField = (typeof CAMPAIGN_CHANGE_FIELDS)[number];

export const CAMPAIGN_FIELD_LABELS: Record<FundingTermField | CampaignChangeField, string> = {
  fundingGoal: 'Funding goal',
  minInvestment: 'Minimum investment',
  returnsType: 'Return type',
  returnsMin: 'Minimum return',
  returnsMax: 'Maximum return',
  returnsDescription: 'Returns description',
  startDate: 'Start date',
  endDate: 'End date',
  campaignTitle: 'Campaign title',
  story: 'Story',
  farmName: 'Farm name',
  farmLocation: 'Farm location',
  farmSize: 'Farm size',
  cropTypes: 'Crop types',
  farmingMethods: 'Farming methods',
  fundUsage: 'Fund usage',
  impactMetrics: 'Impact metrics',
  riskFactors: 'Risk factors',
  status: 'Status',
  visuals: 'Visuals',
};

/** The campaign's owner as the campaign carries it (`userId` in the spec). */
export interface CampaignFarmer {
  _id: string;
  name: string;
  email: string;
  phone: string;
  profilePicture: ProfilePicture | null;
  /** A verified farmer (the account's `active` is 'true'): the 'Verified Farmer' badge. */
  verified: boolean;
  /**
   * Operators disabled the farmer's account: only investors with money in it still see the
   * campaign, and Mitti's operators decide their refund requests.
   */
  suspended: boolean;
}

/** A campaign on the wire: money in rupees, dates as ISO strings. */
export interface Campaign {
  _id: string;
  campaignTitle: string;
  story: string;
  farmName: string;
  farmLocation: string;
  farmSize: FarmSize;
  fundingGoal: number;
  minInvestment: number;
  raisedAmount: number;
  expectedReturns: ExpectedReturns;
  cropTypes: string[];
  farmingMethods: FarmingMethod[];
  startDate: string;
  endDate: string;
  fundUsage: string;
  impactMetrics: string;
  riskFactors: string;
  visuals: Media[];
  status: CampaignStatus;
  isVerified: boolean;
  userId: CampaignFarmer;
  createdAt: string;
  /** Its last change; an operator's decision names the version reviewed by it. */
  updatedAt: string;
  /** Why an admin sent it back; only for its owner and in the admins' review lists, else null. */
  rejectionReason: string | null;
  /** When an admin first approved it; from then on its funding terms are frozen. Null before. */
  approvedAt: string | null;
}

/** GET /campaigns */
export interface CampaignListResponse {
  campaigns: Campaign[];
  page: number;
  limit: number;
  total: number;
  hasMore: boolean;
}

/** The listing's sorts (DESIGN.md 6.3), each done by the server. */
export const CAMPAIGN_SORTS = [
  'createdAt',
  'raisedAmount',
  'fundingProgress',
  'expectedReturn',
] as const;
export type CampaignSort = (typeof CAMPAIGN_SORTS)[number];

/** The sort dropdown of /farms: label and the query it sends. */
export const LISTING_SORT_OPTIONS = [
  { label: 'Newest First', sortBy: 'createdAt', sortOrder: 'desc' },
  { label: 'Funding Progress', sortBy: 'fundingProgress', sortOrder: 'desc' },
  { label: 'Return Potential', sortBy: 'expectedReturn', sortOrder: 'desc' },
] as const satisfies readonly { label: string; sortBy: CampaignSort; sortOrder: 'asc' | 'desc' }[];

/** GET /campaigns/filters/options: the suggestions for one filter box. */
export type CampaignFilterOptions = string[];
