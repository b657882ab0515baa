import { useNotificationsQuery } from '@mitti/api-client/notification-endpoints';
import { NOTIFICATIONS_POLL_MS, NOTIFICATIONS_SHOWN } from '@mitti/domain/notification';
import { useSelector } from 'react-redux';
import { selectIsSignedIn } from './auth-slice';

/**
 * The bell's feed for the signed-in account: asked for again every NOTIFICATIONS_POLL_MS while the
 * page is in front, and at once when the tab regains focus (or, as every query, the network comes back).
 */
export function useNotifications() {
  const signedIn = useSelector(selectIsSignedIn);
  const { data, isLoading, isFetching, refetch } = useNotificationsQuery(undefined, {
    skip: !signedIn,
    pollingInterval: NOTIFICATIONS_POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });
  return {
    /** Undefined until the first answer, and while the only answer so far was a failure. */
    notifications: data?.notifications.slice(0, NOTIFICATIONS_SHOWN),
    unreadCount: signedIn ? (data?.unreadCount ?? 0) : 0,
    loading: isLoading,
    retrying: isFetching,
    retry: () => void refetch(),
  };
}

export type NotificationsFeed = ReturnType<typeof useNotifications>;
