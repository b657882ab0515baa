import type { LowStockResponse } from '@mitti/domain/admin-stock';
import { api } from './api';

/** A page of the low-stock list; the server's threshold (5) when none is given. */
export interface LowStockArgs {
  page: number;
  threshold?: number;
}

/** The operators' view of stock (issue 19). */
const adminStockApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /admin/stock/low: orders take stock and cancellations put it back, and the catalogue's
     * changes may set it, so either one's change asks again.
     */
    lowStock: build.query<LowStockResponse, LowStockArgs>({
      query: ({ page, threshold }) => ({ url: '/admin/stock/low', params: { page, threshold } }),
      providesTags: [{ type: 'Item', id: 'LIST' }, 'Order'],
    }),
  }),
});

export const { useLowStockQuery } = adminStockApi;
