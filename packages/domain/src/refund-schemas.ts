import * as yup from 'yup';
import { MAX_REFUND_REQUEST_PAGE_SIZE } from './constants';
import { pageLimit, pageNumber, typedText } from './value-schemas';

export const REFUND_REASON_REQUIRED = 'Refund reason is required.';

/** POST /campaigns/refundRequest (field names are the spec's, capital R included). */
export const refundRequestSchema = yup.object({
  Reason: typedText().required(REFUND_REASON_REQUIRED).max(1000),
  investId: yup.string().trim().required('investId is required'),
});

/** POST /refund-requests/:id/reject */
export const rejectRefundSchema = yup.object({
  note: typedText().required('Say why the refund is rejected').max(1000),
});

export type RejectRefundBody = yup.InferType<typeof rejectRefundSchema>;

/** GET /refund-requests query: a page of the requests on the caller's campaigns. */
export const refundRequestPageQuerySchema = yup.object({
  page: pageNumber().optional(),
  limit: pageLimit(MAX_REFUND_REQUEST_PAGE_SIZE).optional(),
});

export type RefundRequestPageQuery = yup.InferType<typeof refundRequestPageQuerySchema>;
