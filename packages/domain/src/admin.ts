import * as yup from 'yup';
import type { AdminPage } from './admin-page';
import { adminPageQuerySchema } from './admin-page';
import { typedText } from './value-schemas';
import type { Campaign, CampaignChangeField } from './campaign';
import type { Order, OrderStatus } from './order';
import type { RefundRequest } from './refund-request';

export const REASON_REQUIRED_MESSAGE = 'Please give a reason.';

/** POST /admin/verification-requests/:id/decline; with the reviewed version, a campaign's rejection. */
export const adminReasonSchema = yup.object({
  reason: typedText().required(REASON_REQUIRED_MESSAGE).max(1000),
});
export type AdminReasonBody = yup.InferType<typeof adminReasonSchema>;

/** How the API writes a moment: `Date.prototype.toISOString`, '2026-03-05T09:30:00.000Z'. */
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const REVIEWED_MESSAGE = "updatedAt must be the reviewed campaign's updatedAt";

/**
 * The campaign's `updatedAt` as the operator read it: a decision on a campaign its farmer changed
 * since is refused (409), so nobody approves terms no operator saw.
 */
const reviewedVersion = yup
  .string()
  .strict()
  .typeError(REVIEWED_MESSAGE)
  .required(REVIEWED_MESSAGE)
  .test(
    'moment',
    REVIEWED_MESSAGE,
    (value) => value === undefined || (ISO_MOMENT.test(value) && !Number.isNaN(Date.parse(value))),
  );

/** POST /admin/campaigns/:id/approve */
export const campaignApprovalSchema = yup.object({ updatedAt: reviewedVersion });
export type CampaignApprovalBody = yup.InferType<typeof campaignApprovalSchema>;

/** POST /admin/campaigns/:id/reject */
export const campaignRejectionSchema = adminReasonSchema.shape({ updatedAt: reviewedVersion });
export type CampaignRejectionBody = yup.InferType<typeof campaignRejectionSchema>;

/** GET /admin/campaigns?status=pending|all&page=&limit= */
export const ADMIN_CAMPAIGN_FILTERS = ['pending', 'all'] as const;
export type AdminCampaignFilter = (typeof ADMIN_CAMPAIGN_FILTERS)[number];
export const adminCampaignsQuerySchema = adminPageQuerySchema.shape({
  status: yup
    .string()
    .oneOf([...ADMIN_CAMPAIGN_FILTERS], 'status must be pending or all')
    .default('pending'),
});
export type AdminCampaignsQuery = yup.InferType<typeof adminCampaignsQuerySchema>;

/**
 * A page of the review queue (longest waiting first) or of every campaign (newest first): each
 * campaign as its owner submitted it (visuals, story, plans, the farmer).
 */
export interface AdminCampaignsResponse extends AdminPage {
  campaigns: Campaign[];
}

/** One field of an approved campaign as an edit changed it: who, when, the value before and after. */
export interface CampaignChange {
  _id: string;
  field: CampaignChangeField;
  oldValue: string;
  newValue: string;
  changedAt: string;
  /** Null once that account is gone. */
  changedBy: { _id: string; name: string; email: string } | null;
}

/** GET /admin/campaigns/:id/changes (newest first) */
export interface CampaignChangesResponse {
  changes: CampaignChange[];
}

export const VERIFICATION_STATUSES = ['Pending', 'Approved', 'Declined', 'Withdrawn'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** A farmer's request to be verified, as an admin sees it. */
export interface VerificationRequest {
  _id: string;
  status: VerificationStatus;
  /** Why it was declined or withdrawn (or, given by an operator, approved); null otherwise. */
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
  user: {
    _id: string;
    name: string;
    email: string;
    phone: string;
    /** How many campaigns the account has submitted, for context. */
    campaignCount: number;
  };
}

/** GET /admin/verification-requests?page=&limit= (open first, longest waiting first, then the latest decided) */
export interface VerificationRequestsResponse extends AdminPage {
  requests: VerificationRequest[];
  /** Open requests on every page. */
  pendingCount: number;
}

/** Days an owner has to decide a refund request before an admin may decide it instead. */
export const REFUND_OVERSIGHT_DAYS = 7;

/** Days after a refund request that an owner who has not decided it is reminded. */
export const REFUND_REMINDER_DAYS = 5;

/** GET /admin/refund-requests: every request, with whether an admin may decide it now. */
export interface AdminRefundRequest extends RefundRequest {
  ownerName: string;
  /** Operators disabled the owner's account: the owner cannot sign in to decide. */
  ownerDisabled: boolean;
  /** Pending for at least REFUND_OVERSIGHT_DAYS, or its owner is disabled: an admin may decide now. */
  overdue: boolean;
}

/**
 * GET /admin/refund-requests?page=&limit=: the pending requests first, longest waiting first (so the
 * overdue ones lead), then the decided ones, latest decision first.
 */
export interface AdminRefundRequestsResponse extends AdminPage {
  requests: AdminRefundRequest[];
  /** Overdue requests on every page: the ones an admin may decide now. */
  overdueCount: number;
}

/** An order as fulfilment sees it: the shopper besides the order. */
export interface AdminOrder extends Order {
  customer: { _id: string; name: string; email: string };
}

/** Fulfilment's views; 'to-ship' gathers both states an order waits in (card Processing, cash Pending). */
export const ADMIN_ORDER_FILTERS = ['all', 'to-ship', 'shipped', 'delivered', 'cancelled'] as const;
export type AdminOrderFilter = (typeof ADMIN_ORDER_FILTERS)[number];

/** The statuses each view holds; 'all' holds every order. */
export const ADMIN_ORDER_FILTER_STATUSES: Record<
  Exclude<AdminOrderFilter, 'all'>,
  readonly OrderStatus[]
> = {
  'to-ship': ['Processing', 'Pending'],
  shipped: ['Shipped'],
  delivered: ['Delivered'],
  cancelled: ['Cancelled'],
};

/** GET /admin/orders?status=&page=&limit= */
export const adminOrdersQuerySchema = adminPageQuerySchema.shape({
  status: yup
    .string()
    .oneOf([...ADMIN_ORDER_FILTERS], `status must be one of ${ADMIN_ORDER_FILTERS.join(', ')}`)
    .default('all'),
});
export type AdminOrdersQuery = yup.InferType<typeof adminOrdersQuerySchema>;

/** A page of the orders in one view (newest first), and how many orders every view holds. */
export interface AdminOrdersResponse extends AdminPage {
  orders: AdminOrder[];
  counts: Record<AdminOrderFilter, number>;
}

/** Forward-only fulfilment: Processing or Pending -> Shipped -> Delivered; Cancelled before Shipped. */
const NEXT_ORDER_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  Pending: ['Shipped', 'Cancelled'],
  Processing: ['Shipped', 'Cancelled'],
  Shipped: ['Delivered'],
  Delivered: [],
  Cancelled: [],
};

export function nextOrderStatuses(current: OrderStatus): readonly OrderStatus[] {
  return NEXT_ORDER_STATUSES[current];
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT_ORDER_STATUSES[from].includes(to);
}

/** PATCH /admin/orders/:id */
export const updateOrderStatusSchema = yup.object({
  orderStatus: yup
    .string()
    .oneOf(
      ['Shipped', 'Delivered', 'Cancelled'] as const,
      'orderStatus must be Shipped, Delivered or Cancelled',
    )
    .required('orderStatus is required'),
});
export type UpdateOrderStatusBody = yup.InferType<typeof updateOrderStatusSchema>;

export interface AdminOrderResponse {
  message: string;
  order: AdminOrder;
}
