export const REFUND_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** POST /campaigns/refundRequest; the field names are the spec's, capital R included. */
export interface RefundRequestBody {
  Reason: string;
  investId: string;
}

/** A refund request as its campaign's owner reviews it; `amount` in rupees. */
export interface RefundRequest {
  _id: string;
  investId: string;
  campaignId: string;
  amount: number;
  Reason: string;
  status: RefundStatus;
  createdAt: string;
}
