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
