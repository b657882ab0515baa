import * as yup from 'yup';
import { REQUIRED_MESSAGE } from './validation-messages';
import { rupeesAmount, strictNumber } from './value-schemas';

/** POST /payments/create-order: the amount in rupees, checked by the server against the campaign. */
export const createInvestmentOrderSchema = yup.object({
  amount: rupeesAmount('Amount'),
  campaignId: yup.string().trim().required(REQUIRED_MESSAGE),
});

const providerResult = {
  razorpay_order_id: yup.string().trim().required(REQUIRED_MESSAGE).max(100),
  razorpay_payment_id: yup.string().trim().required(REQUIRED_MESSAGE).max(100),
  razorpay_signature: yup.string().trim().required(REQUIRED_MESSAGE).max(200),
};

/** POST /payments/verify-payment. campaignId and amount are the spec's; the server trusts neither. */
export const verifyInvestmentPaymentSchema = yup.object({
  ...providerResult,
  campaignId: yup.string().trim().optional(),
  amount: strictNumber('Amount must be a number').optional(),
});

/** POST /payments/sandbox/pay: the Test mode dialog's Pay and Fail buttons. */
export const sandboxPaySchema = yup.object({
  orderId: yup.string().trim().required(REQUIRED_MESSAGE),
  outcome: yup
    .string()
    .oneOf(['success', 'failure'] as const)
    .required(REQUIRED_MESSAGE),
});

/** POST /payments/release: the checkout failed or was closed, so what the order holds goes back. */
export const releasePaymentSchema = yup.object({
  orderId: yup.string().trim().required(REQUIRED_MESSAGE).max(100),
});

export type CreateInvestmentOrderBody = yup.InferType<typeof createInvestmentOrderSchema>;
export type VerifyInvestmentPaymentBody = yup.InferType<typeof verifyInvestmentPaymentSchema>;
export type SandboxPayBody = yup.InferType<typeof sandboxPaySchema>;
export type ReleasePaymentBody = yup.InferType<typeof releasePaymentSchema>;
