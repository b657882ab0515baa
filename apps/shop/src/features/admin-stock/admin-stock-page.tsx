import { RequireOperator } from '@mitti/auth/require-operator';
import { LowStockPage } from './low-stock-page';

/**
 * /shop/admin/stock (inside RequireAuth): operators get the low-stock list; anyone else is told it
 * is for operators, and no admin call is made for them.
 */
export function AdminStockPage() {
  return (
    <RequireOperator app="shop">
      <LowStockPage />
    </RequireOperator>
  );
}
