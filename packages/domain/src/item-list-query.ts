import * as yup from 'yup';
import type { Item } from './item';
import { MAX_ITEM_PAGE_SIZE, MAX_ITEM_SEARCH_LENGTH } from './constants';
import { CATEGORIES } from './item';
import { pageLimit, pageNumber } from './value-schemas';

/**
 * GET /items query: a page of the catalogue filtered on the server, by the rule of itemMatches
 * (search: a case-insensitive substring of the name, brand, category or farm name; category: equal
 * unless 'All'). Every field is optional; a call with none of them answers the whole catalogue.
 */
export const itemListQuerySchema = yup.object({
  page: pageNumber().optional(),
  limit: pageLimit(MAX_ITEM_PAGE_SIZE).optional(),
  search: yup
    .string()
    .trim()
    .max(MAX_ITEM_SEARCH_LENGTH, `search must be at most ${MAX_ITEM_SEARCH_LENGTH} characters`)
    .optional(),
  category: yup
    .string()
    .oneOf(CATEGORIES, `category must be one of ${CATEGORIES.join(', ')}`)
    .optional(),
});

export type ItemListQuery = yup.InferType<typeof itemListQuerySchema>;

/** GET /items with a page, limit, search or category: the fields mean what the campaign listing's do. */
export interface ItemPageResponse {
  response: Item[];
  page: number;
  limit: number;
  total: number;
  hasMore: boolean;
}
