import * as yup from 'yup';
import { FEW_LEFT } from './item';
import { wholeNumber } from './value-schemas';

/** A size of a product on sale with few or none on hand, as the operators' low-stock list shows it. */
export interface LowStockVariant {
  /** The variant's id. */
  _id: string;
  itemId: string;
  itemName: string;
  size: string;
  sku: string | null;
  stock: number;
}

/** GET /admin/stock/low: the variants at or under `threshold` on hand, fewest first. */
export const lowStockQuerySchema = yup.object({
  threshold: wholeNumber('threshold must be a number', 'threshold must be a whole number')
    .min(0, 'threshold must be 0 or more')
    .max(10_000, 'threshold must be at most 10000')
    .default(FEW_LEFT),
  page: wholeNumber('page must be a number', 'page must be a whole number')
    .min(1, 'page must be 1 or more')
    .default(1),
  limit: wholeNumber('limit must be a number', 'limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(100, 'limit must be at most 100')
    .default(20),
});
export type LowStockQuery = yup.InferType<typeof lowStockQuerySchema>;

export interface LowStockResponse {
  variants: LowStockVariant[];
  page: number;
  limit: number;
  total: number;
  hasMore: boolean;
}
