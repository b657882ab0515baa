import type {
  AdminUserActionResponse,
  AdminUserDetail,
  AdminUsersResponse,
  UserDisabledBody,
  UserRoleBody,
  UserVerificationBody,
} from '@mitti/domain/admin-users';
import { api } from './api';

export interface AdminUsersArgs {
  search: string;
  role?: 'user' | 'admin';
  page: number;
}

const userUrl = (id: string) => `/admin/users/${encodeURIComponent(id)}`;

/** An action changes the account, the People list, the audit log and what campaigns show. */
const ACTION_TAGS = (id: string) => [
  { type: 'Person' as const, id },
  { type: 'Person' as const, id: 'LIST' },
  'Audit' as const,
  'Verification' as const,
  { type: 'Campaign' as const, id: 'LIST' },
];

/** The operators' People area (issue 19): find accounts and change role, verification, disabled. */
const adminUserApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminUsers: build.query<AdminUsersResponse, AdminUsersArgs>({
      query: ({ search, role, page }) => {
        const params = new URLSearchParams({ page: String(page) });
        if (search) params.set('search', search);
        if (role) params.set('role', role);
        return `/admin/users?${params.toString()}`;
      },
      providesTags: [{ type: 'Person', id: 'LIST' }],
    }),
    adminUser: build.query<AdminUserDetail, string>({
      query: userUrl,
      providesTags: (_result, _error, id) => [{ type: 'Person', id }],
    }),
    setUserRole: build.mutation<AdminUserActionResponse, UserRoleBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `${userUrl(id)}/role`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => ACTION_TAGS(id),
    }),
    setUserVerification: build.mutation<
      AdminUserActionResponse,
      UserVerificationBody & { id: string }
    >({
      query: ({ id, ...body }) => ({ url: `${userUrl(id)}/verification`, method: 'PUT', body }),
      // Deciding a waiting request reads the operators' notices of it.
      invalidatesTags: (_result, _error, { id }) => [...ACTION_TAGS(id), 'Notification'],
    }),
    setUserDisabled: build.mutation<AdminUserActionResponse, UserDisabledBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `${userUrl(id)}/disabled`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => ACTION_TAGS(id),
    }),
  }),
});

export const {
  useAdminUsersQuery,
  useAdminUserQuery,
  useSetUserRoleMutation,
  useSetUserVerificationMutation,
  useSetUserDisabledMutation,
} = adminUserApi;
