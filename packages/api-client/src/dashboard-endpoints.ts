import type { UserCampaignsResponse } from '@mitti/domain/investment';
import { api } from './api';

const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /user-campaigns: the caller's own campaigns (every status) and investments, each with its
     * campaign's return terms.
     */
    userCampaigns: build.query<UserCampaignsResponse, void>({
      query: () => '/user-campaigns',
      providesTags: (result) => [
        { type: 'Campaign', id: 'MINE' },
        { type: 'Investment', id: 'LIST' },
        ...(result?.campaigns ?? []).map(({ _id }) => ({ type: 'Campaign' as const, id: _id })),
        ...(result?.investments ?? []).map(({ _id }) => ({ type: 'Investment' as const, id: _id })),
      ],
    }),
    /** DELETE /campaigns/:id; 409 while it holds live investments. */
    deleteCampaign: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `/campaigns/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Campaign', id },
        { type: 'Campaign', id: 'LIST' },
        { type: 'Campaign', id: 'MINE' },
      ],
    }),
  }),
});

export const { useUserCampaignsQuery, useDeleteCampaignMutation } = dashboardApi;
