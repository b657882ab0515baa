import type { LowStockResponse } from '@mitti/domain/admin-stock';
import type { Database } from '../../db/client';
import { listLowStock } from './repository';

/** What operators read of stock. */
export function createStockService(db: Database) {
  return {
    async lowStock(threshold: number, page: number, limit: number): Promise<LowStockResponse> {
      const { rows, total } = await listLowStock(db, threshold, limit, (page - 1) * limit);
      return {
        variants: rows.map(({ id, itemId, itemName, size, sku, stock }) => ({
          _id: id,
          itemId,
          itemName,
          size,
          sku,
          stock,
        })),
        page,
        limit,
        total,
        hasMore: page * limit < total,
      };
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
