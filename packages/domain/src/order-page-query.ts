import * as yup from 'yup';
import { MAX_ORDER_PAGE_SIZE } from './constants';
import { pageLimit, pageNumber } from './value-schemas';

/** GET /orders query: a page of the caller's orders, newest first. */
export const orderPageQuerySchema = yup.object({
  page: pageNumber().optional(),
  limit: pageLimit(MAX_ORDER_PAGE_SIZE).optional(),
});

export type OrderPageQuery = yup.InferType<typeof orderPageQuerySchema>;
