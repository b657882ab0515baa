import type { NotificationsResponse } from '@mitti/domain/notification';
import type { MarkNotificationsReadBody } from '@mitti/domain/notification-schemas';
import { api } from './api';

const notificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /notifications: the latest 20, newest first, and the unread count. */
    notifications: build.query<NotificationsResponse, void>({
      query: () => '/notifications',
      providesTags: ['Notification'],
    }),
    /** POST /notifications/read: these ids, or all of the caller's when none are given. */
    markNotificationsRead: build.mutation<NotificationsResponse, MarkNotificationsReadBody>({
      query: (body) => ({ url: '/notifications/read', method: 'POST', body }),
      invalidatesTags: ['Notification'],
    }),
  }),
});

export const { useNotificationsQuery, useMarkNotificationsReadMutation } = notificationApi;
