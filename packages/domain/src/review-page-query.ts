import * as yup from 'yup';
import type { Review } from './item';
import { MAX_REVIEW_PAGE_SIZE } from './constants';
import { pageLimit, pageNumber } from './value-schemas';

/** GET /items/{id}/reviews query: a page of the item's reviews, newest first. */
export const reviewPageQuerySchema = yup.object({
  page: pageNumber().optional(),
  limit: pageLimit(MAX_REVIEW_PAGE_SIZE).optional(),
});

export type ReviewPageQuery = yup.InferType<typeof reviewPageQuerySchema>;

/** GET /items/{id}/reviews: the fields mean what the catalogue's pages' do. */
export interface ReviewPageResponse {
  reviews: Review[];
  page: number;
  limit: number;
  total: number;
  hasMore: boolean;
}

/** GET /items/{id}/review (bearer): the caller's own review of the item, null when they wrote none. */
export interface OwnReviewResponse {
  review: Review | null;
}
