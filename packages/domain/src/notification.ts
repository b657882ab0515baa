export const NOTIFICATION_TYPES = [
  'campaign',
  'investment',
  'refund',
  'timeline',
  'order',
  'verification',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The header bell's entries. `link` is a path of the product, possibly in the other app. */
export interface Notification {
  _id: string;
  type: NotificationType;
  title: string;
  body: string;
  link: string;
  read: boolean;
  createdAt: string;
}

/** GET /notifications: the caller's latest, newest first, and how many of all theirs are unread. */
export interface NotificationsResponse {
  notifications: Notification[];
  unreadCount: number;
}

/** How many the bell shows. */
export const NOTIFICATIONS_SHOWN = 20;
/** How often an open page asks for new ones. */
export const NOTIFICATIONS_POLL_MS = 30_000;
