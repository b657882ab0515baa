import type {
  CreateOrderResponse,
  PaymentVerifyResponse,
  ProviderPaymentFailure,
  ProviderPaymentResult,
} from '@mitti/domain/payment-order';
import type {
  CreateInvestmentOrderBody,
  ReleasePaymentBody,
  SandboxPayBody,
  VerifyInvestmentPaymentBody,
} from '@mitti/domain/payment-schemas';
import type { CreateProductOrderBody, VerifyProductPaymentBody } from '@mitti/domain/order-schemas';
import { api } from './api';

export type VerifyInvestmentPaymentArgs = VerifyInvestmentPaymentBody & {
  campaignId: string;
  amount: number;
};

const paymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /payments/create-order: `amount` in rupees; the answer's order amount is in paise. A
     * refusal refreshes the campaign: it filled up, has fewer units left, or closed since the page
     * read it.
     */
    createInvestmentOrder: build.mutation<CreateOrderResponse, CreateInvestmentOrderBody>({
      query: (body) => ({ url: '/payments/create-order', method: 'POST', body }),
      invalidatesTags: (_result, error, { campaignId }) =>
        error
          ? [
              { type: 'Campaign', id: 'LIST' },
              { type: 'Campaign', id: campaignId },
            ]
          : [],
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
    /**
     * POST /payments/create-product-order: a payment of the lines shown, at the server's total; a
     * failure reloads the cart (a 409 means it changed meanwhile).
     */
    createProductOrder: build.mutation<CreateOrderResponse, CreateProductOrderBody>({
      query: (body) => ({ url: '/payments/create-product-order', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? ['Cart'] : []),
    }),
    /** POST /payments/verify-product-payment: the lines paid for become an order (Paid). */
    verifyProductPayment: build.mutation<PaymentVerifyResponse, VerifyProductPaymentBody>({
      query: (body) => ({ url: '/payments/verify-product-payment', method: 'POST', body }),
      invalidatesTags: ['Order', 'Cart'],
    }),
    /**
     * POST /payments/release: the checkout failed or was closed, so the units or items its order
     * holds go back now rather than after 15 minutes. Either kind of order (campaign, or cart).
     */
    releasePayment: build.mutation<{ success: true }, ReleasePaymentBody>({
      query: (body) => ({ url: '/payments/release', method: 'POST', body }),
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
  useReleasePaymentMutation,
  useCreateProductOrderMutation,
  useVerifyProductPaymentMutation,
} = paymentApi;
