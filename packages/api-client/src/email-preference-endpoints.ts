import type {
  EmailPreferences,
  EmailPreferencesBody,
  EmailPreferencesResponse,
} from '@mitti/domain/email-preferences';
import { api } from './api';

const emailPreferencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    emailPreferences: build.query<EmailPreferences, void>({
      query: () => '/users/me/email-preferences',
      transformResponse: (response: EmailPreferencesResponse) => response.preferences,
    }),
    setEmailPreferences: build.mutation<EmailPreferences, EmailPreferencesBody>({
      query: (body) => ({ url: '/users/me/email-preferences', method: 'PUT', body }),
      transformResponse: (response: EmailPreferencesResponse) => response.preferences,
      // The answer is the whole of the preferences: it replaces the cached ones, no refetch.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data)
          dispatch(
            emailPreferencesApi.util.updateQueryData('emailPreferences', undefined, () => data),
          );
      },
    }),
  }),
});

export const { useEmailPreferencesQuery, useSetEmailPreferencesMutation } = emailPreferencesApi;
