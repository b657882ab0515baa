import type { LowStockQuery, LowStockResponse } from '@mitti/domain/admin-stock';
import { lowStockQuerySchema } from '@mitti/domain/admin-stock';
import type { FastifyPluginCallback } from 'fastify';
import type { RequireUser } from '../../http/require-user';
import type { StockService } from './service';

export interface StockRoutesOptions {
  stock: StockService;
  requireUser: RequireUser;
  requireAdmin: RequireUser;
}

/** The operators' low-stock list: 401 without a session, 403 for anyone but an admin. */
export const stockRoutes: FastifyPluginCallback<StockRoutesOptions> = (
  app,
  { stock, requireUser, requireAdmin },
  done,
) => {
  app.addHook('onRequest', requireUser);
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/admin/stock/low',
    { schema: { querystring: lowStockQuerySchema } },
    async (request): Promise<LowStockResponse> => {
      const { threshold, page, limit } = request.query as LowStockQuery;
      return stock.lowStock(threshold, page, limit);
    },
  );

  done();
};
