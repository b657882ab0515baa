import type { Campaign } from '@mitti/domain/campaign';
import type { UserCampaignsResponse } from '@mitti/domain/investment';
import { api } from './api';

const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /user-campaigns: the caller's own campaigns (every status) and investments. */
    userCampaigns: build.query<UserCampaignsResponse, void>({
      query: () => '/user-campaigns',
      providesTags: (result) => [
        { type: 'Campaign', id: 'MINE' },
        { type: 'Investment', id: 'LIST' },
        ...(result?.campaigns ?? []).map(({ _id }) => ({ type: 'Campaign' as const, id: _id })),
        ...(result?.investments ?? []).map(({ _id }) => ({ type: 'Investment' as const, id: _id })),
      ],
    }),
    /**
     * The campaigns behind the caller's investments, for their return terms. A campaign that cannot
     * be read (withdrawn meanwhile) is left out rather than failing the lot.
     */
    investedCampaigns: build.query<Campaign[], string[]>({
      async queryFn(ids, _api, _options, baseQuery) {
        const answers = await Promise.all(
          ids.map(async (id) => baseQuery(`/campaigns/${encodeURIComponent(id)}`)),
        );
        const failure = answers.find((answer) => answer.error)?.error;
        const campaigns = answers.flatMap((answer) =>
          answer.data ? [answer.data as Campaign] : [],
        );
        if (failure && campaigns.length === 0 && ids.length > 0) return { error: failure };
        return { data: campaigns };
      },
      providesTags: (_result, _error, ids) => ids.map((id) => ({ type: 'Campaign' as const, id })),
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

export const { useUserCampaignsQuery, useInvestedCampaignsQuery, useDeleteCampaignMutation } =
  dashboardApi;
