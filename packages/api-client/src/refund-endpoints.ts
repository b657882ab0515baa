import type {
  RefundRequest,
  RefundRequestBody,
  RefundRequestsResponse,
} from '@mitti/domain/refund-request';
import { api } from './api';

/** A decision changes the request, the investment (Refunded) and the campaign's raised amount. */
const DECIDED = ['Refund', 'Investment', 'Campaign'] as const;

const refundApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /campaigns/refundRequest: an investor asks the campaign's owner for their money back. */
    requestRefund: build.mutation<{ message: string }, RefundRequestBody>({
      query: (body) => ({ url: '/campaigns/refundRequest', method: 'POST', body }),
      invalidatesTags: ['Refund', 'Investment'],
    }),
    /** GET /refund-requests: the caller's own requests and those on campaigns they own. */
    refundRequests: build.query<RefundRequestsResponse, void>({
      query: () => '/refund-requests',
      providesTags: ['Refund'],
    }),
    approveRefund: build.mutation<{ message: string; request: RefundRequest }, string>({
      query: (id) => ({
        url: `/refund-requests/${encodeURIComponent(id)}/approve`,
        method: 'POST',
      }),
      invalidatesTags: [...DECIDED],
    }),
    rejectRefund: build.mutation<{ message: string }, { id: string; note: string }>({
      query: ({ id, note }) => ({
        url: `/refund-requests/${encodeURIComponent(id)}/reject`,
        method: 'POST',
        body: { note },
      }),
      invalidatesTags: [...DECIDED],
    }),
  }),
});

export const {
  useRequestRefundMutation,
  useRefundRequestsQuery,
  useApproveRefundMutation,
  useRejectRefundMutation,
} = refundApi;
