import { RequireAuth } from '@mitti/auth/require-auth';
import { lazy } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { SiteLayout } from '@mitti/auth/site-layout';
import type { RouteHandle } from '@mitti/auth/route-title';

const ComingSoonPage = lazy(() =>
  import('@mitti/auth/coming-soon-page').then((module) => ({ default: module.ComingSoonPage })),
);
const NotFoundPage = lazy(() =>
  import('@mitti/auth/not-found-page').then((module) => ({ default: module.NotFoundPage })),
);

function titled(title: string): { handle: RouteHandle } {
  return { handle: { title } };
}

/** A page that belongs to a later issue; the route's title is also its heading. */
function comingSoon(title: string) {
  return { element: <ComingSoonPage app="shop" />, ...titled(title) };
}

/** Paths are relative to the basename: 'cart' is /shop/cart. */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout app="shop" />,
    children: [
      { index: true, ...comingSoon('Mitti Market') },
      { path: 'itemInfo/:id', ...comingSoon('Product Details') },
      { path: 'cart/checkOut', ...comingSoon('Checkout') },
      { path: 'orders', ...comingSoon('Your Orders') },
      {
        element: (
          <RequireAuth app="shop">
            <Outlet />
          </RequireAuth>
        ),
        children: [{ path: 'cart', ...comingSoon('Your Cart') }],
      },
      { path: '*', element: <NotFoundPage app="shop" />, ...titled('Page Not Found') },
    ],
  },
];

export const router = createBrowserRouter(routes, { basename: '/shop' });
