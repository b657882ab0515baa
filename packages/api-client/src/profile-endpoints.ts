import type { AddressInput } from '@mitti/domain/address';
import type { UserProfile } from '@mitti/domain/user';
import { api } from './api';
import { writeCachedProfile } from './profile-cache';

const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    profile: build.query<UserProfile, void>({
      query: () => '/user-profile',
      providesTags: ['Profile'],
      async onQueryStarted(_arg, { queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) writeCachedProfile(data);
      },
    }),
    editName: build.mutation<UserProfile, { name: string; _id?: string }>({
      query: (body) => ({ url: '/editName', method: 'PUT', body }),
      invalidatesTags: ['Profile'],
    }),
    editPhone: build.mutation<UserProfile, { phone: string; _id?: string }>({
      query: (body) => ({ url: '/editPhone', method: 'PUT', body }),
      invalidatesTags: ['Profile'],
    }),
    /**
     * PUT /editAddress with the list as the page has it and the profile's addressesVersion it came
     * with: a 409 says another tab changed the list meanwhile, and the profile is read again either way.
     */
    editAddresses: build.mutation<
      UserProfile,
      { addresses: AddressInput[]; _id?: string; addressesVersion?: string }
    >({
      query: (body) => ({ url: '/editAddress', method: 'PUT', body }),
      invalidatesTags: ['Profile'],
    }),
    deleteAddress: build.mutation<
      UserProfile,
      { addressId: string; userId?: string; addressesVersion?: string }
    >({
      query: (body) => ({ url: '/deleteAddress', method: 'DELETE', body }),
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const {
  useProfileQuery,
  useEditNameMutation,
  useEditPhoneMutation,
  useEditAddressesMutation,
  useDeleteAddressMutation,
} = profileApi;
