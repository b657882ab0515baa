export interface HeaderLink {
  label: string;
  to: string;
}

export const NAV_LINKS: HeaderLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Our Farms', to: '/farms' },
  { label: 'Process', to: '/how-it-works' },
  { label: 'Campaigns', to: '/create' },
  { label: 'Shop', to: '/shop' },
];

export const ACCOUNT_LINKS: HeaderLink[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Orders', to: '/shop/orders' },
  { label: 'Profile', to: '/profile' },
];

/** Only for admins: the operators' pages, one in each app. */
export const ADMIN_LINKS: HeaderLink[] = [
  { label: 'Campaign review', to: '/admin' },
  { label: 'Order fulfilment', to: '/shop/admin/orders' },
  { label: 'Products', to: '/shop/admin/products' },
  { label: 'Low stock', to: '/shop/admin/stock' },
];

/**
 * Home is active only on `/`; any other link also on the pages below it (`/shop/cart` is Shop).
 * A link's query does not count: Sign In (`/login?next=...`) is active on /login.
 */
export function isActivePath(currentPath: string, to: string): boolean {
  const [path = to] = to.split('?');
  if (path === '/') return currentPath === '/';
  return currentPath === path || currentPath.startsWith(`${path}/`);
}

export function cartLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

export function notificationsLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/** The small-screen menu button, which carries the bell's unread count while the drawer is shut. */
export function menuLabel(unreadNotifications: number): string {
  if (unreadNotifications === 0) return 'Open menu';
  const noun = unreadNotifications === 1 ? 'notification' : 'notifications';
  return `Open menu, ${unreadNotifications} unread ${noun}`;
}
