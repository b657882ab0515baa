import { RequireOperator } from '@mitti/auth/require-operator';
import { PersonPage } from './person-page';

/** /admin/users/:id (inside RequireAuth): one account, for operators only. */
export function AdminUserPage() {
  return (
    <RequireOperator app="invest">
      <PersonPage />
    </RequireOperator>
  );
}
