import { REFUND_REQUEST_PAGE_SIZE } from '@mitti/domain/constants';
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
    /**
     * GET /refund-requests?page&limit, REFUND_REQUEST_PAGE_SIZE at a time: every page carries the
     * caller's own requests (read from the first) and a page of those on campaigns they own, pending
     * first. A decision refetches the pages loaded, so the list keeps its length.
     */
    refundRequests: build.infiniteQuery<RefundRequestsResponse, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.page + 1 : undefined),
      },
      query: ({ pageParam }) => ({
        url: '/refund-requests',
        params: { page: pageParam, limit: REFUND_REQUEST_PAGE_SIZE },
      }),
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
  useRefundRequestsInfiniteQuery,
  useApproveRefundMutation,
  useRejectRefundMutation,
} = refundApi;
