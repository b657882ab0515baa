import type {
  AdminCampaignFilter,
  AdminCampaignsResponse,
  AdminOrderFilter,
  AdminOrderResponse,
  AdminOrdersResponse,
  AdminReasonBody,
  AdminRefundRequestsResponse,
  CampaignApprovalBody,
  CampaignChangesResponse,
  CampaignRejectionBody,
  UpdateOrderStatusBody,
  VerificationRequest,
  VerificationRequestsResponse,
} from '@mitti/domain/admin';
import type { Campaign } from '@mitti/domain/campaign';
import { api } from './api';

const ADMIN = 'ADMIN';

/**
 * A page (from 1) of an operators' list; the server's default limit. Every page of a list provides the
 * list's tag, so a decision refreshes whichever pages are on screen.
 */
export type AdminPageArgs<Filter extends string> = {
  status: Filter;
  page: number;
};

/** The operators' calls (issue 6); the API answers 403 to anyone but an admin. */
const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminCampaigns: build.query<AdminCampaignsResponse, AdminPageArgs<AdminCampaignFilter>>({
      query: (params) => ({ url: '/admin/campaigns', params }),
      providesTags: [{ type: 'Campaign', id: ADMIN }],
    }),
    /** One campaign as the list has it, whatever its status: a notice's link opens it. */
    adminCampaign: build.query<{ campaign: Campaign }, string>({
      query: (id) => `/admin/campaigns/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [
        { type: 'Campaign', id: ADMIN },
        { type: 'Campaign', id },
      ],
    }),
    /**
     * `updatedAt` names the version reviewed: 409 CAMPAIGN_CHANGED if the farmer changed it since.
     * The tags are invalidated on a failure too, so the queue then holds the farmer's latest version.
     * A decision reads the operators' notices of the campaign: the bell is fetched again.
     */
    approveCampaign: build.mutation<
      { message: string; campaign: Campaign },
      CampaignApprovalBody & { id: string }
    >({
      query: ({ id, ...body }) => ({
        url: `/admin/campaigns/${encodeURIComponent(id)}/approve`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Campaign', id: ADMIN },
        { type: 'Campaign', id: 'LIST' },
        { type: 'Campaign', id },
        'Notification',
      ],
    }),
    /** An approved campaign's edits; an edit invalidates the campaign's tag, and with it these. */
    campaignChanges: build.query<CampaignChangesResponse, string>({
      query: (id) => `/admin/campaigns/${encodeURIComponent(id)}/changes`,
      providesTags: (_result, _error, id) => [{ type: 'Campaign', id }],
    }),
    rejectCampaign: build.mutation<
      { message: string; campaign: Campaign },
      CampaignRejectionBody & { id: string }
    >({
      query: ({ id, ...body }) => ({
        url: `/admin/campaigns/${encodeURIComponent(id)}/reject`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Campaign', id: ADMIN },
        { type: 'Campaign', id },
        'Notification',
      ],
    }),
    /** A page of the requests (from 1). */
    verificationRequests: build.query<VerificationRequestsResponse, number>({
      query: (page) => ({ url: '/admin/verification-requests', params: { page } }),
      providesTags: ['Verification'],
    }),
    /** One request as the list has it, whatever its status: a notice's link opens it. */
    verificationRequest: build.query<{ request: VerificationRequest }, string>({
      query: (id) => `/admin/verification-requests/${encodeURIComponent(id)}`,
      providesTags: ['Verification'],
    }),
    approveVerification: build.mutation<{ message: string; request: VerificationRequest }, string>({
      query: (id) => ({
        url: `/admin/verification-requests/${encodeURIComponent(id)}/approve`,
        method: 'POST',
      }),
      invalidatesTags: ['Verification', 'Notification'],
    }),
    declineVerification: build.mutation<
      { message: string; request: VerificationRequest },
      AdminReasonBody & { id: string }
    >({
      query: ({ id, ...body }) => ({
        url: `/admin/verification-requests/${encodeURIComponent(id)}/decline`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Verification', 'Notification'],
    }),
    /** Decisions go through the refund endpoints (refund-endpoints), which invalidate 'Refund'. */
    adminRefundRequests: build.query<AdminRefundRequestsResponse, number>({
      query: (page) => ({ url: '/admin/refund-requests', params: { page } }),
      providesTags: ['Refund'],
    }),
    adminOrders: build.query<AdminOrdersResponse, AdminPageArgs<AdminOrderFilter>>({
      query: (params) => ({ url: '/admin/orders', params }),
      providesTags: [{ type: 'Order', id: ADMIN }],
    }),
    updateOrderStatus: build.mutation<AdminOrderResponse, UpdateOrderStatusBody & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `/admin/orders/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: ['Order'],
    }),
  }),
});

export const {
  useAdminCampaignsQuery,
  useAdminCampaignQuery,
  useApproveCampaignMutation,
  useRejectCampaignMutation,
  useCampaignChangesQuery,
  useVerificationRequestsQuery,
  useVerificationRequestQuery,
  useApproveVerificationMutation,
  useDeclineVerificationMutation,
  useAdminRefundRequestsQuery,
  useAdminOrdersQuery,
  useUpdateOrderStatusMutation,
} = adminApi;
