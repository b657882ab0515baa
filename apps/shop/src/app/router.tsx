import { RequireAuth } from '@mitti/auth/require-auth';
import { lazy } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { SiteLayout } from '@mitti/auth/site-layout';
import type { RouteHandle } from '@mitti/auth/route-title';

const NotFoundPage = lazy(() =>
  import('@mitti/auth/not-found-page').then((module) => ({ default: module.NotFoundPage })),
);
const CataloguePage = lazy(() =>
  import('@/features/catalogue/catalogue-page').then((module) => ({
    default: module.CataloguePage,
  })),
);
const ProductPage = lazy(() =>
  import('@/features/product/product-page').then((module) => ({ default: module.ProductPage })),
);
const CartPage = lazy(() =>
  import('@/features/cart/cart-page').then((module) => ({ default: module.CartPage })),
);
const CheckoutPage = lazy(() =>
  import('@/features/checkout/checkout-page').then((module) => ({
    default: module.CheckoutPage,
  })),
);
const OrdersPage = lazy(() =>
  import('@/features/orders/orders-page').then((module) => ({ default: module.OrdersPage })),
);
const AdminOrdersPage = lazy(() =>
  import('@/features/admin-orders/admin-orders-page').then((module) => ({
    default: module.AdminOrdersPage,
  })),
);

function titled(title: string): { handle: RouteHandle } {
  return { handle: { title } };
}

/** Paths are relative to the basename: 'cart' is /shop/cart. */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout app="shop" />,
    children: [
      { index: true, element: <CataloguePage />, ...titled('Mitti Market') },
      { path: 'itemInfo/:id', element: <ProductPage />, ...titled('Product Details') },
      { path: 'cart/checkOut', element: <CheckoutPage />, ...titled('Checkout') },
      { path: 'orders', element: <OrdersPage />, ...titled('Your Orders') },
      {
        element: (
          <RequireAuth app="shop">
            <Outlet />
          </RequireAuth>
        ),
        children: [
          { path: 'cart', element: <CartPage />, ...titled('Your Cart') },
          { path: 'admin/orders', element: <AdminOrdersPage />, ...titled('Order fulfilment') },
        ],
      },
      { path: '*', element: <NotFoundPage app="shop" />, ...titled('Page Not Found') },
    ],
  },
];
