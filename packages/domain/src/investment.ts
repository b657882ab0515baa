import type { Campaign } from './campaign';

/** Confirmed once its payment is verified; Refunded once the owner approves a refund request. */
export const INVESTMENT_STATUSES = ['Confirmed', 'Refunded'] as const;
export type InvestmentStatus = (typeof INVESTMENT_STATUSES)[number];

/** The part of the campaign an investment carries (`campaignId`, populated). */
export type InvestmentCampaign = Pick<
  Campaign,
  '_id' | 'campaignTitle' | 'farmName' | 'fundingGoal'
>;

/** An investor's investment: amount in rupees, date as an ISO string. */
export interface Investment {
  _id: string;
  amount: number;
  date: string;
  farmName: string;
  campaignId: InvestmentCampaign;
  status: InvestmentStatus;
}

/** GET /campaigns/{investmentId}/investment-details */
export interface InvestmentDetails {
  amount: number;
  date: string;
}

/** GET /user-campaigns: the caller's own campaigns and investments. */
export interface UserCampaignsResponse {
  campaigns: Campaign[];
  investments: Investment[];
}
