import type { NotificationsResponse } from '@mitti/domain/notification';
import type { UserProfile } from '@mitti/domain/user';

export const INVESTOR: UserProfile = {
  _id: 'story-investor',
  name: 'Asha Rao',
  email: 'investor@mitti.test',
  phone: '9876543210',
  profilePicture: null,
  addresses: [],
  active: 'false',
  role: 'user',
};

export const OPERATOR: UserProfile = {
  ...INVESTOR,
  _id: 'story-operator',
  name: 'Mitti Admin',
  email: 'admin@mitti.test',
  role: 'admin',
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** Three unread, one read: the bell says 3. */
export const OPERATOR_NOTIFICATIONS: NotificationsResponse = {
  unreadCount: 3,
  notifications: [
    {
      _id: 'n1',
      type: 'campaign',
      title: 'Campaign waiting for review',
      body: 'Millet Revival was submitted by Ravi Kumar.',
      link: '/admin',
      read: false,
      createdAt: minutesAgo(5),
    },
    {
      _id: 'n2',
      type: 'verification',
      title: 'Farmer asks to be verified',
      body: 'newfarmer@mitti.test sent their documents.',
      link: '/admin',
      read: false,
      createdAt: minutesAgo(90),
    },
    {
      _id: 'n3',
      type: 'order',
      title: 'New order to fulfil',
      body: 'Order of 3 items, ₹129.00, paid.',
      link: '/shop/admin/orders',
      read: false,
      createdAt: minutesAgo(180),
    },
    {
      _id: 'n4',
      type: 'refund',
      title: 'Refund approved',
      body: 'The refund of ₹15,000 was approved.',
      link: '/dashboard',
      read: true,
      createdAt: minutesAgo(60 * 30),
    },
  ],
};
