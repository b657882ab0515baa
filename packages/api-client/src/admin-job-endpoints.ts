import type { AdminJobRetryResponse, AdminJobsResponse } from '@mitti/domain/admin-jobs';
import { api } from './api';

/** The operators' Jobs view (issue 18): background work waiting, running or failed. */
const adminJobApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminJobs: build.query<AdminJobsResponse, number>({
      query: (page) => `/admin/jobs?page=${page}`,
      providesTags: ['Job'],
    }),
    retryJob: build.mutation<AdminJobRetryResponse, string>({
      query: (id) => ({ url: `/admin/jobs/${encodeURIComponent(id)}/retry`, method: 'POST' }),
      invalidatesTags: ['Job'],
    }),
  }),
});

export const { useAdminJobsQuery, useRetryJobMutation } = adminJobApi;
