import * as yup from 'yup';
import { pageLimit, pageNumber } from './value-schemas';

/** Rows on a page of an operators' list when the call names no limit, and the most one may hold. */
export const ADMIN_PAGE_SIZE = 20;
export const MAX_ADMIN_PAGE_SIZE = 100;

/** ?page=&limit= of every operators' list (campaign review, verification, refunds, orders, jobs). */
export const adminPageQuerySchema = yup.object({
  page: pageNumber().default(1),
  limit: pageLimit(MAX_ADMIN_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
});
export type AdminPageQuery = yup.InferType<typeof adminPageQuerySchema>;

/** What a page of an operators' list answers besides its rows (as GET /campaigns does). */
export interface AdminPage {
  page: number;
  limit: number;
  /** Rows matching the list's filters, on every page. */
  total: number;
  hasMore: boolean;
}

export function adminPage({ page, limit }: AdminPageQuery, total: number): AdminPage {
  return { page, limit, total, hasMore: page * limit < total };
}

/** Rows to skip before the page: the queries read `limit` rows from here. */
export function pageOffset({ page, limit }: AdminPageQuery): number {
  return (page - 1) * limit;
}
