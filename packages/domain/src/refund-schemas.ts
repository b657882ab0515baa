import * as yup from 'yup';
import { typedText } from './value-schemas';

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
