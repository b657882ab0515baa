import { forbidden } from './http-error';
import type { RequireUser } from './require-user';

/** An onRequest hook after requireUser: only an admin (users.role) goes on; anyone else gets 403. */
export function createRequireAdmin(isAdmin: (id: string) => Promise<boolean>): RequireUser {
  return async (request) => {
    if (!(await isAdmin(request.userId))) {
      throw forbidden('Only Mitti operators can do this.');
    }
  };
}
