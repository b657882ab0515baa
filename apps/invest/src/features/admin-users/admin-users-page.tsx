import { RequireOperator } from '@mitti/auth/require-operator';
import { PeopleSearch } from './people-search';

/** /admin/users (inside RequireAuth): operators find accounts; anyone else is told it is theirs. */
export function AdminUsersPage() {
  return (
    <RequireOperator app="invest">
      <PeopleSearch />
    </RequireOperator>
  );
}
