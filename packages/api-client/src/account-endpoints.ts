import type { AccountData } from '@mitti/domain/account-data';
import type { DeleteAccountBody } from '@mitti/domain/account-deletion';
import { api } from './api';

const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /users/me/data: everything held about the user, to save as a file. A mutation, not a
     * query: it is asked for on demand, and its answer is not kept in the cache.
     */
    downloadAccountData: build.mutation<AccountData, void>({
      query: () => ({ url: '/users/me/data' }),
    }),
    /** DELETE /users/me: 409 with the reason while other people's money or goods depend on it. */
    deleteAccount: build.mutation<null, DeleteAccountBody>({
      query: (body) => ({ url: '/users/me', method: 'DELETE', body }),
    }),
  }),
});

export const { useDownloadAccountDataMutation, useDeleteAccountMutation } = accountApi;
