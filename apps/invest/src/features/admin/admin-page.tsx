import { RequireOperator } from '@mitti/auth/require-operator';
import { OperationsPage } from './operations-page';

/**
 * /admin (inside RequireAuth): operators get the operations area; anyone else is told it is for
 * operators, and no admin call is made for them.
 */
export function AdminPage() {
  return (
    <RequireOperator app="invest">
      <OperationsPage />
    </RequireOperator>
  );
}
