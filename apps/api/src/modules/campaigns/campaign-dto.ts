import type { Campaign, ExpectedReturns, FarmingMethod } from '@mitti/domain/campaign';
import type { Investment } from '@mitti/domain/investment';
import type { RefundStatus } from '@mitti/domain/refund-request';
import { paiseToRupees } from '@mitti/domain/money';
import { isoDate } from '../../dates';
import type {
  CampaignRecord,
  CampaignRow,
  InvestmentRecord,
  RefundRequestRowStatus,
} from './repository';

function toExpectedReturns(
  row: Pick<CampaignRow, 'returnsType' | 'returnsMin' | 'returnsMax' | 'returnsDescription'>,
): ExpectedReturns {
  return {
    type: row.returnsType,
    min: row.returnsMin,
    ...(row.returnsMax === null ? {} : { max: row.returnsMax }),
    description: row.returnsDescription,
  };
}

/** The wire form of a campaign; the rejection reason only for its owner (`viewerId`). */
export function toCampaign(
  { campaign, farmer, visuals }: CampaignRecord,
  viewerId: string,
): Campaign {
  return {
    _id: campaign.id,
    campaignTitle: campaign.campaignTitle,
    story: campaign.story,
    farmName: campaign.farmName,
    farmLocation: campaign.farmLocation,
    farmSize: { value: campaign.farmSizeValue, unit: campaign.farmSizeUnit },
    fundingGoal: paiseToRupees(campaign.fundingGoalPaise),
    minInvestment: paiseToRupees(campaign.minInvestmentPaise),
    raisedAmount: paiseToRupees(campaign.raisedAmountPaise),
    expectedReturns: toExpectedReturns(campaign),
    cropTypes: campaign.cropTypes,
    farmingMethods: campaign.farmingMethods as FarmingMethod[],
    startDate: isoDate(campaign.startDate),
    endDate: isoDate(campaign.endDate),
    fundUsage: campaign.fundUsage,
    impactMetrics: campaign.impactMetrics,
    riskFactors: campaign.riskFactors,
    visuals: visuals.map((visual) => ({ url: visual.url, public_id: visual.publicId })),
    status: campaign.status,
    isVerified: campaign.isVerified,
    userId: {
      _id: farmer.id,
      name: farmer.name,
      email: farmer.email,
      phone: farmer.phone,
      profilePicture: farmer.profilePictureUrl ? { url: farmer.profilePictureUrl } : null,
      verified: farmer.active === 'true',
      suspended: farmer.disabledAt !== null,
    },
    createdAt: campaign.createdAt.toISOString(),
    updatedAt: campaign.updatedAt.toISOString(),
    rejectionReason: viewerId === campaign.userId ? campaign.rejectionReason : null,
    approvedAt: campaign.approvedAt?.toISOString() ?? null,
  };
}

const REFUND_STATUS: Record<RefundRequestRowStatus, RefundStatus> = {
  open: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** A refund request's stored status ('open') as the wire names it ('Pending'). */
export function refundStatus(status: RefundRequestRowStatus): RefundStatus {
  return REFUND_STATUS[status];
}

export function toInvestment(record: InvestmentRecord): Investment {
  return {
    _id: record.id,
    amount: paiseToRupees(record.amountPaise),
    date: record.date.toISOString(),
    farmName: record.farmName,
    campaignId: {
      _id: record.campaignId,
      campaignTitle: record.campaignTitle,
      farmName: record.farmName,
      fundingGoal: paiseToRupees(record.fundingGoalPaise),
      expectedReturns: record.campaignShown ? toExpectedReturns(record) : null,
    },
    status: record.status === 'refunded' ? 'Refunded' : 'Confirmed',
    units: record.units,
    refundStatus: record.refundStatus === null ? null : refundStatus(record.refundStatus),
  };
}
