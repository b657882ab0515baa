import type {
  AdminUserActionResponse,
  AdminUserDetail,
  AdminUsersQuery,
  AdminUsersResponse,
  UserDisabledBody,
  UserRoleBody,
  UserVerificationBody,
} from '@mitti/domain/admin-users';
import {
  adminUsersQuerySchema,
  userDisabledSchema,
  userRoleSchema,
  userVerificationSchema,
} from '@mitti/domain/admin-users';
import type { FastifyPluginCallback } from 'fastify';
import type { RequireUser } from '../../http/require-user';
import type { PeopleService } from './service';

export interface PeopleRoutesOptions {
  people: PeopleService;
  requireUser: RequireUser;
  requireAdmin: RequireUser;
}

type Params = { Params: { id: string } };

/** The operators' People area (issue 19): 401 without a session, 403 for anyone but an admin. */
export const peopleRoutes: FastifyPluginCallback<PeopleRoutesOptions> = (
  app,
  { people, requireUser, requireAdmin },
  done,
) => {
  app.addHook('onRequest', requireUser);
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/admin/users',
    { schema: { querystring: adminUsersQuerySchema } },
    async (request): Promise<AdminUsersResponse> => people.list(request.query as AdminUsersQuery),
  );

  app.get<Params>('/admin/users/:id', async (request): Promise<AdminUserDetail> =>
    people.detail(request.params.id),
  );

  app.put<Params>(
    '/admin/users/:id/role',
    { schema: { body: userRoleSchema } },
    async (request): Promise<AdminUserActionResponse> =>
      people.setRole(request.userId, request.params.id, request.body as UserRoleBody),
  );

  app.put<Params>(
    '/admin/users/:id/verification',
    { schema: { body: userVerificationSchema } },
    async (request): Promise<AdminUserActionResponse> =>
      people.setVerification(
        request.userId,
        request.params.id,
        request.body as UserVerificationBody,
      ),
  );

  app.put<Params>(
    '/admin/users/:id/disabled',
    { schema: { body: userDisabledSchema } },
    async (request): Promise<AdminUserActionResponse> =>
      people.setDisabled(request.userId, request.params.id, request.body as UserDisabledBody),
  );

  done();
};
