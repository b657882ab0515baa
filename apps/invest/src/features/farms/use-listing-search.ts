import type { CampaignFilters, CampaignListArgs } from '@mitti/api-client/campaign-endpoints';
import { LISTING_PAGE_SIZE } from '@mitti/domain/constants';
import {
  CAMPAIGN_FILTER_FIELDS,
  LISTING_SORT_OPTIONS,
  type CampaignSort,
} from '@mitti/domain/campaign';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';

export type ListingSortOption = (typeof LISTING_SORT_OPTIONS)[number];

/** What to change; the rest stays, except the page, which goes back to 1 unless given. */
interface SearchChange {
  page?: number;
  filters?: CampaignFilters;
  sortBy?: CampaignSort;
}

/** The listing's page, filters and sort as the URL's query string says. */
export function readListingSearch(params: URLSearchParams) {
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const [farmLocation = '', cropTypes = '', farmingMethods = ''] = CAMPAIGN_FILTER_FIELDS.map(
    (field) => params.get(field) ?? '',
  );
  const sort: ListingSortOption =
    LISTING_SORT_OPTIONS.find((option) => option.sortBy === params.get('sortBy')) ??
    LISTING_SORT_OPTIONS[0];
  return { page, filters: { farmLocation, cropTypes, farmingMethods }, sort };
}

/** The listing query for a page, filters and sort. */
export function listingArgs({
  page,
  filters,
  sort,
}: {
  page: number;
  filters: CampaignFilters;
  sort: ListingSortOption;
}): CampaignListArgs {
  return {
    page,
    limit: LISTING_PAGE_SIZE,
    filters,
    sortBy: sort.sortBy,
    sortOrder: sort.sortOrder,
  };
}

/**
 * The listing's page, filters and sort live in the URL (?page=2&farmLocation=Pune&sortBy=...), so
 * back, forward and refresh show the same results. Page 1 and the default sort are left out.
 */
export function useListingSearch() {
  const [params, setParams] = useSearchParams();
  const search = readListingSearch(params);
  const { page, sort } = search;
  const { farmLocation, cropTypes, farmingMethods } = search.filters;
  const filters: CampaignFilters = useMemo(
    () => ({ farmLocation, cropTypes, farmingMethods }),
    [farmLocation, cropTypes, farmingMethods],
  );
  // The URL changes only once the loader has the results it asks for. A change made meanwhile (a
  // sort chosen while the filtered farms load) builds on the one still loading, not on the URL.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loading = navigation.location?.pathname === pathname ? navigation.location.search : null;

  const change = useCallback(
    (next: SearchChange, replace = false) => {
      setParams(
        (current) => {
          const result = new URLSearchParams(loading ?? current);
          if (next.filters) {
            for (const field of CAMPAIGN_FILTER_FIELDS) {
              const value = next.filters[field]?.trim();
              if (value) result.set(field, value);
              else result.delete(field);
            }
          }
          if (next.sortBy) {
            if (next.sortBy === LISTING_SORT_OPTIONS[0].sortBy) result.delete('sortBy');
            else result.set('sortBy', next.sortBy);
          }
          const nextPage = next.page ?? 1;
          if (nextPage > 1) result.set('page', String(nextPage));
          else result.delete('page');
          return result;
        },
        { replace },
      );
    },
    [setParams, loading],
  );

  return { page, filters, sort, change };
}
