import * as yup from 'yup';

export const REFUND_REASON_REQUIRED = 'Refund reason is required.';

/** POST /campaigns/refundRequest (field names are the spec's, capital R included). */
export const refundRequestSchema = yup.object({
  Reason: yup.string().trim().required(REFUND_REASON_REQUIRED).max(1000),
  investId: yup.string().trim().required('investId is required'),
});

/** POST /refund-requests/:id/reject */
export const rejectRefundSchema = yup.object({
  note: yup.string().trim().required('Say why the refund is rejected').max(1000),
});

export type RejectRefundBody = yup.InferType<typeof rejectRefundSchema>;
