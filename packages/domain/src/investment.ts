import type { Campaign, ExpectedReturns } from './campaign';
import type { RefundStatus } from './refund-request';

/** Confirmed once its payment is verified; Refunded once the owner approves a refund request. */
export const INVESTMENT_STATUSES = ['Confirmed', 'Refunded'] as const;
export type InvestmentStatus = (typeof INVESTMENT_STATUSES)[number];

/** The part of the campaign an investment carries (`campaignId`, populated). */
export interface InvestmentCampaign extends Pick<
  Campaign,
  '_id' | 'campaignTitle' | 'farmName' | 'fundingGoal'
> {
  /**
   * The campaign's return terms; null once the investor may no longer open the campaign (cancelled,
   * back in review, its farmer disabled), as GET /campaigns/{id} then answers 404.
   */
  expectedReturns: ExpectedReturns | null;
}

/** An investor's investment: amount in rupees, date as an ISO string. */
export interface Investment {
  _id: string;
  amount: number;
  date: string;
  farmName: string;
  campaignId: InvestmentCampaign;
  status: InvestmentStatus;
  /** Units bought (amount / the campaign's minimum investment). */
  units: number;
  /** The latest refund request's status, or null when none was asked. */
  refundStatus: RefundStatus | null;
}

/** GET /campaigns/{investmentId}/investment-details: the caller's own investment; amount in rupees. */
export interface InvestmentDetails {
  _id: string;
  amount: number;
  date: string;
  units: number;
  status: InvestmentStatus;
  campaignId: string;
}

/** GET /user-campaigns: the caller's own campaigns and investments. */
export interface UserCampaignsResponse {
  campaigns: Campaign[];
  investments: Investment[];
}
