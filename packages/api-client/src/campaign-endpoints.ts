import type {
  Campaign,
  CampaignFilterField,
  CampaignFilterOptions,
  CampaignListResponse,
  CampaignSort,
} from '@mitti/domain/campaign';
import { SPOTLIGHT_SIZE } from '@mitti/domain/constants';
import { api } from './api';
import { writeCachedCampaignList } from './campaign-list-cache';

/** The listing's text filters; an empty or missing value is not sent. */
export type CampaignFilters = Partial<Record<CampaignFilterField, string>>;

export interface CampaignListArgs {
  page?: number;
  limit?: number;
  filters?: CampaignFilters;
  sortBy?: CampaignSort;
  sortOrder?: 'asc' | 'desc';
}

export interface CampaignFilterOptionsArgs {
  field: CampaignFilterField;
  term?: string;
}

/** One stable text per listing query: the cache key of campaign-list-cache. */
export function campaignListQueryKey({
  page,
  limit,
  filters = {},
  sortBy,
  sortOrder,
}: CampaignListArgs): string {
  const params = new URLSearchParams();
  const entries: [string, string | number | undefined][] = [
    ['page', page],
    ['limit', limit],
    ['farmLocation', filters.farmLocation],
    ['cropTypes', filters.cropTypes],
    ['farmingMethods', filters.farmingMethods],
    ['sortBy', sortBy],
    ['sortOrder', sortOrder],
  ];
  for (const [key, value] of entries) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

function listTags(result: CampaignListResponse | undefined) {
  return [
    { type: 'Campaign' as const, id: 'LIST' },
    ...(result?.campaigns ?? []).map(({ _id }) => ({ type: 'Campaign' as const, id: _id })),
  ];
}

const campaignApi = api.injectEndpoints({
  endpoints: (build) => ({
    campaigns: build.query<CampaignListResponse, CampaignListArgs>({
      query: ({ page, limit, filters = {}, sortBy, sortOrder }) => ({
        url: '/campaigns',
        params: { page, limit, ...filters, sortBy, sortOrder },
      }),
      providesTags: listTags,
      async onQueryStarted(args, { queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) writeCachedCampaignList(campaignListQueryKey(args), data);
      },
    }),
    /** The landing page's top campaigns by raised amount; not written to the listing's cache. */
    spotlightCampaigns: build.query<CampaignListResponse, void>({
      query: () => ({
        url: '/campaigns',
        params: { limit: SPOTLIGHT_SIZE, sortBy: 'raisedAmount', sortOrder: 'desc' },
      }),
      providesTags: listTags,
    }),
    campaign: build.query<Campaign, string>({
      query: (id) => `/campaigns/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Campaign', id }],
    }),
    campaignFilterOptions: build.query<CampaignFilterOptions, CampaignFilterOptionsArgs>({
      query: ({ field, term }) => ({ url: '/campaigns/filters/options', params: { field, term } }),
    }),
  }),
});

export const {
  useCampaignsQuery,
  useSpotlightCampaignsQuery,
  useCampaignQuery,
  useCampaignFilterOptionsQuery,
} = campaignApi;

/** The endpoints, for route loaders: `store.dispatch(campaignEndpoints.campaign.initiate(id))`. */
export const campaignEndpoints = campaignApi.endpoints;
