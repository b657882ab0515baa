import type {
  CreateOrderResponse,
  PaymentVerifyResponse,
  ProviderPaymentFailure,
  ProviderPaymentResult,
} from '@mitti/domain/payment-order';
import type {
  CreateInvestmentOrderBody,
  SandboxPayBody,
  VerifyInvestmentPaymentBody,
} from '@mitti/domain/payment-schemas';
import { api } from './api';

export type VerifyInvestmentPaymentArgs = VerifyInvestmentPaymentBody & {
  campaignId: string;
  amount: number;
};

const paymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /payments/create-order: `amount` in rupees; the answer's order amount is in paise. */
    createInvestmentOrder: build.mutation<CreateOrderResponse, CreateInvestmentOrderBody>({
      query: (body) => ({ url: '/payments/create-order', method: 'POST', body }),
    }),
    /**
     * POST /payments/verify-payment. Invalidates on failure too: a 409 means the campaign filled up
     * meanwhile, so its raised amount (and the units left) changed either way.
     */
    verifyInvestmentPayment: build.mutation<PaymentVerifyResponse, VerifyInvestmentPaymentArgs>({
      query: (body) => ({ url: '/payments/verify-payment', method: 'POST', body }),
      invalidatesTags: (_result, _error, { campaignId }) => [
        { type: 'Campaign', id: 'LIST' },
        { type: 'Campaign', id: campaignId },
        'Investment',
      ],
    }),
    /** POST /payments/sandbox/pay: the Test mode dialog's Pay and Fail buttons. */
    sandboxPay: build.mutation<ProviderPaymentResult | ProviderPaymentFailure, SandboxPayBody>({
      query: (body) => ({ url: '/payments/sandbox/pay', method: 'POST', body }),
    }),
  }),
});

export const {
  useCreateInvestmentOrderMutation,
  useVerifyInvestmentPaymentMutation,
  useSandboxPayMutation,
} = paymentApi;
