import type { TimelineUpdate } from '@mitti/domain/timeline-update';
import { api } from './api';

export interface TimelineUpdateRef {
  campaignId: string;
  updateId: string;
}

const timelineApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /campaigns/:id/timeline, newest first. */
    timeline: build.query<TimelineUpdate[], string>({
      query: (campaignId) => `/campaigns/${encodeURIComponent(campaignId)}/timeline`,
      providesTags: (_result, _error, campaignId) => [{ type: 'Timeline', id: campaignId }],
    }),
    /** DELETE /campaigns/:id/timeline-update/:updateId; only the campaign's owner may. */
    deleteTimelineUpdate: build.mutation<{ message: string }, TimelineUpdateRef>({
      query: ({ campaignId, updateId }) => ({
        url: `/campaigns/${encodeURIComponent(campaignId)}/timeline-update/${encodeURIComponent(updateId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { campaignId }) => [{ type: 'Timeline', id: campaignId }],
    }),
  }),
});

export const { useTimelineQuery, useDeleteTimelineUpdateMutation } = timelineApi;
