export const REFUND_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** POST /campaigns/refundRequest; the field names are the spec's, capital R included. */
export interface RefundRequestBody {
  Reason: string;
  investId: string;
}

/** A refund request, as its investor and its campaign's owner see it; `amount` in rupees. */
export interface RefundRequest {
  _id: string;
  investId: string;
  campaignId: string;
  campaignTitle: string;
  investorName: string;
  amount: number;
  Reason: string;
  status: RefundStatus;
  /** The owner's note when rejecting. */
  note: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** GET /refund-requests: the caller's own requests and those for campaigns they own. */
export interface RefundRequestsResponse {
  outgoing: RefundRequest[];
  incoming: RefundRequest[];
}

/** POST /refund-requests/:id/approve and /reject */
export interface RefundDecisionResponse {
  message: string;
  request: RefundRequest;
}
