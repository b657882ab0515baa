import type { Address } from './address';
import type { CampaignStatus } from './campaign';
import type { EmailPreferences } from './email-preferences';
import type { InvestmentStatus } from './investment';
import type { Notification } from './notification';
import type { Order } from './order';
import type { RefundStatus } from './refund-request';
import type { TimelineUpdate } from './timeline-update';
import type { UserRole } from './user';

/**
 * GET /users/me/data: everything Mitti holds about the signed-in user, as a JSON download (the
 * DPDP Act's right to access). Amounts in rupees, times as ISO strings. No secret travels in it (no
 * password or token hash), and of other people only what the user already sees (campaign titles).
 */
export interface AccountData {
  exportedAt: string;
  profile: AccountDataProfile;
  addresses: Address[];
  emailPreferences: EmailPreferences;
  investments: AccountDataInvestment[];
  paymentOrders: AccountDataPaymentOrder[];
  refundRequests: AccountDataRefundRequest[];
  orders: Order[];
  reviews: AccountDataReview[];
  campaigns: AccountDataCampaign[];
  verificationRequests: AccountDataVerificationRequest[];
  contactMessages: AccountDataContactMessage[];
  notifications: Notification[];
  sessions: AccountDataSession[];
}

export interface AccountDataProfile {
  _id: string;
  name: string;
  email: string;
  phone: string;
  role: UserRole;
  verifiedFarmer: boolean;
  profilePicture: string | null;
  hasPassword: boolean;
  signsInWithGoogle: boolean;
  emailConfirmedAt: string | null;
  createdAt: string;
}

export interface AccountDataInvestment {
  _id: string;
  campaignId: string;
  campaignTitle: string;
  amount: number;
  units: number;
  status: InvestmentStatus;
  paymentId: string;
  date: string;
}

/** A checkout opened with the payment provider: an investment or a card payment for a shop order. */
export interface AccountDataPaymentOrder {
  _id: string;
  purpose: 'investment' | 'shop';
  amount: number;
  status: 'created' | 'paid' | 'failed' | 'refunded' | 'expired';
  campaignTitle: string | null;
  units: number | null;
  paymentId: string | null;
  createdAt: string;
}

export interface AccountDataRefundRequest {
  _id: string;
  investmentId: string;
  campaignTitle: string;
  amount: number;
  reason: string;
  status: RefundStatus;
  note: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export interface AccountDataReview {
  _id: string;
  itemId: string;
  itemName: string;
  rating: number;
  comment: string;
  verifiedPurchase: boolean;
  createdAt: string;
}

/** A campaign the user owns, as they wrote it, with its timeline. */
export interface AccountDataCampaign {
  _id: string;
  campaignTitle: string;
  farmName: string;
  farmLocation: string;
  story: string;
  status: CampaignStatus;
  fundingGoal: number;
  minInvestment: number;
  raisedAmount: number;
  startDate: string;
  endDate: string;
  fundUsage: string;
  impactMetrics: string;
  riskFactors: string;
  createdAt: string;
  timelineUpdates: TimelineUpdate[];
}

export interface AccountDataVerificationRequest {
  _id: string;
  status: 'open' | 'approved' | 'rejected' | 'withdrawn';
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** A message the user sent from a contact form. */
export interface AccountDataContactMessage {
  _id: string;
  campaignTitle: string | null;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  createdAt: string;
}

/** One sign-in; a revoked one ended (signed out, or a password change). */
export interface AccountDataSession {
  _id: string;
  createdAt: string;
  revokedAt: string | null;
}

/** The download's file name, from the day (yyyy-mm-dd) it was made. */
export function accountDataFileName(day: string): string {
  return `mitti-data-${day}.json`;
}
