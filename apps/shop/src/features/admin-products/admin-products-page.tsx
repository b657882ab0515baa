import { RequireOperator } from '@mitti/auth/require-operator';
import { ProductListPage } from './product-list-page';

/** /shop/admin/products (inside RequireAuth): operators only, no admin call for anyone else. */
export function AdminProductsPage() {
  return (
    <RequireOperator app="shop">
      <ProductListPage />
    </RequireOperator>
  );
}
