import type { CampaignListResponse } from '@mitti/domain/campaign';
import { campaignListQueryKey } from './campaign-endpoints';
import { readCachedCampaignList, writeCachedCampaignList } from './campaign-list-cache';

const answer: CampaignListResponse = {
  campaigns: [],
  page: 1,
  limit: 10,
  total: 0,
  hasMore: false,
};

beforeEach(() => localStorage.clear());

it('gives back the last answer only for the query that produced it', () => {
  const query = campaignListQueryKey({ page: 1, limit: 10, filters: { cropTypes: 'Millet' } });
  writeCachedCampaignList(query, answer);

  expect(readCachedCampaignList(query)).toEqual(answer);
  expect(readCachedCampaignList(campaignListQueryKey({ page: 2, limit: 10 }))).toBeNull();
});

it('reads a damaged entry as nothing cached', () => {
  localStorage.setItem('campaigns', '{not json');
  expect(readCachedCampaignList('page=1')).toBeNull();
});

it('leaves empty filters out of the query key', () => {
  expect(
    campaignListQueryKey({
      page: 1,
      limit: 10,
      filters: { farmLocation: '', cropTypes: 'Millet', farmingMethods: '' },
      sortBy: 'createdAt',
      sortOrder: 'desc',
    }),
  ).toBe('page=1&limit=10&cropTypes=Millet&sortBy=createdAt&sortOrder=desc');
});
