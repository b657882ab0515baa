import type { InvestmentDetails } from '@mitti/domain/investment';
import { api } from './api';

const investmentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /campaigns/:investmentId/investment-details: one of the caller's own investments. */
    investmentDetails: build.query<InvestmentDetails, string>({
      query: (investmentId) => `/campaigns/${encodeURIComponent(investmentId)}/investment-details`,
      providesTags: (_result, _error, investmentId) => [{ type: 'Investment', id: investmentId }],
    }),
  }),
});

export const { useInvestmentDetailsQuery } = investmentApi;
