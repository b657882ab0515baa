import { LRUCache } from 'lru-cache';

/** Filter sets whose totals are kept; a busy listing repeats far fewer than this. */
const MAX_CACHED_TOTALS = 1000;

/**
 * The public listing's totals, counted once per listing version and filter set. Counting every
 * match is the listing's only query that grows with the number of campaigns; the version (bumped
 * in PostgreSQL by any write that changes what the listing holds) makes a cached total exact.
 */
export function createListingTotals() {
  let cachedVersion: number | null = null;
  const totals = new LRUCache<string, number>({ max: MAX_CACHED_TOTALS });

  return {
    /**
     * `version` must be read before `count` runs: a write landing in between then leaves its
     * total under the older version, which no later request asks for.
     */
    async total(version: number, filtersKey: string, count: () => Promise<number>) {
      if (version !== cachedVersion) {
        totals.clear();
        cachedVersion = version;
      }
      const cached = totals.get(filtersKey);
      if (cached !== undefined) return cached;
      const counted = await count();
      if (version === cachedVersion) totals.set(filtersKey, counted);
      return counted;
    },
  };
}

export type ListingTotals = ReturnType<typeof createListingTotals>;
