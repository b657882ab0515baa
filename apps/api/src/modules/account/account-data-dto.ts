import type {
  AccountDataCampaign,
  AccountDataContactMessage,
  AccountDataInvestment,
  AccountDataPaymentOrder,
  AccountDataProfile,
  AccountDataRefundRequest,
  AccountDataReview,
  AccountDataSession,
  AccountDataVerificationRequest,
} from '@mitti/domain/account-data';
import { paiseToRupees } from '@mitti/domain/money';
import { isoDate } from '../../dates';
import { refundStatus } from '../campaigns/campaign-dto';
import type { RefundRecord } from '../refunds/repository';
import type { TimelineUpdateRecord } from '../timeline/repository';
import { toTimelineUpdate } from '../timeline/service';
import type { UserRow } from '../users/repository';
import type * as repo from './repository';

type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>[number];

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The account itself: never its password hash or Google subject, only whether it has them. */
export function toProfile(user: UserRow): AccountDataProfile {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    verifiedFarmer: user.active === 'true',
    profilePicture: user.profilePictureUrl,
    hasPassword: user.passwordHash !== null,
    signsInWithGoogle: user.googleSub !== null,
    emailConfirmedAt: iso(user.emailConfirmedAt),
    createdAt: user.createdAt.toISOString(),
  };
}

export function toInvestment({
  investment,
  campaignTitle,
}: Rows<typeof repo.listInvestments>): AccountDataInvestment {
  return {
    _id: investment.id,
    campaignId: investment.campaignId,
    campaignTitle,
    amount: paiseToRupees(investment.amountPaise),
    units: investment.units,
    status: investment.status === 'refunded' ? 'Refunded' : 'Confirmed',
    paymentId: investment.providerPaymentId,
    date: investment.date.toISOString(),
  };
}

export function toPaymentOrder({
  order,
  campaignTitle,
}: Rows<typeof repo.listPaymentOrders>): AccountDataPaymentOrder {
  return {
    _id: order.id,
    purpose: order.purpose,
    amount: paiseToRupees(order.amountPaise),
    status: order.status,
    campaignTitle,
    units: order.units,
    paymentId: order.providerPaymentId,
    createdAt: order.createdAt.toISOString(),
  };
}

/** The user's own requests; the campaign owner's name and email are left out. */
export function toRefundRequest({
  request,
  campaignTitle,
  amountPaise,
}: RefundRecord): AccountDataRefundRequest {
  return {
    _id: request.id,
    investmentId: request.investmentId,
    campaignTitle,
    amount: paiseToRupees(amountPaise),
    reason: request.reason,
    status: refundStatus(request.status),
    note: request.note,
    createdAt: request.createdAt.toISOString(),
    decidedAt: iso(request.decidedAt),
  };
}

export function toReview({ review, itemName }: Rows<typeof repo.listReviews>): AccountDataReview {
  return {
    _id: review.id,
    itemId: review.itemId,
    itemName,
    rating: review.rating,
    comment: review.comment,
    verifiedPurchase: review.verifiedPurchase,
    createdAt: review.createdAt.toISOString(),
  };
}

export function toCampaign(
  campaign: Rows<typeof repo.listOwnCampaigns>,
  updates: TimelineUpdateRecord[],
): AccountDataCampaign {
  return {
    _id: campaign.id,
    campaignTitle: campaign.campaignTitle,
    farmName: campaign.farmName,
    farmLocation: campaign.farmLocation,
    story: campaign.story,
    status: campaign.status,
    fundingGoal: paiseToRupees(campaign.fundingGoalPaise),
    minInvestment: paiseToRupees(campaign.minInvestmentPaise),
    raisedAmount: paiseToRupees(campaign.raisedAmountPaise),
    startDate: isoDate(campaign.startDate),
    endDate: isoDate(campaign.endDate),
    fundUsage: campaign.fundUsage,
    impactMetrics: campaign.impactMetrics,
    riskFactors: campaign.riskFactors,
    createdAt: campaign.createdAt.toISOString(),
    timelineUpdates: updates.map(toTimelineUpdate),
  };
}

export function toVerificationRequest(
  row: Rows<typeof repo.listVerificationRequests>,
): AccountDataVerificationRequest {
  return {
    _id: row.id,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
  };
}

export function toContactMessage({
  message,
  campaignTitle,
}: Rows<typeof repo.listSentContactMessages>): AccountDataContactMessage {
  return {
    _id: message.id,
    campaignTitle,
    name: message.name,
    email: message.email,
    phone: message.phone,
    message: message.message,
    createdAt: message.createdAt.toISOString(),
  };
}

export function toSession(row: Rows<typeof repo.listSessions>): AccountDataSession {
  return { _id: row.id, createdAt: row.createdAt.toISOString(), revokedAt: iso(row.revokedAt) };
}
