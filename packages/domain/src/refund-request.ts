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

/**
 * GET /refund-requests?page&limit: all the caller's own requests (`outgoing`, newest first: an
 * investment has one waiting at a time), and a page of those for campaigns they own (`incoming`,
 * all of them for an admin): pending first, then newest first. `page`, `limit`, `total` and
 * `hasMore` are the incoming list's, as on the catalogue's pages.
 */
export interface RefundRequestsResponse {
  outgoing: RefundRequest[];
  incoming: RefundRequest[];
  page: number;
  limit: number;
  total: number;
  hasMore: boolean;
  /** How many of the incoming requests, on every page, wait for a decision. */
  pending: number;
}

/** POST /refund-requests/:id/approve and /reject */
export interface RefundDecisionResponse {
  message: string;
  request: RefundRequest;
}
