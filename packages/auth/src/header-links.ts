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

/** Home is active only on `/`; any other link also on the pages below it (`/shop/cart` is Shop). */
export function isActivePath(currentPath: string, to: string): boolean {
  if (to === '/') return currentPath === '/';
  return currentPath === to || currentPath.startsWith(`${to}/`);
}

export function cartLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}
