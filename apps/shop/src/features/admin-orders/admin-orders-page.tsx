import { RequireOperator } from '@mitti/auth/require-operator';
import { FulfilmentPage } from './fulfilment-page';

/**
 * /shop/admin/orders (inside RequireAuth): operators get fulfilment; anyone else is told it is for
 * operators, and no admin call is made for them.
 */
export function AdminOrdersPage() {
  return (
    <RequireOperator app="shop">
      <FulfilmentPage />
    </RequireOperator>
  );
}
