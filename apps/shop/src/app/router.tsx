import { RequireAuth } from '@mitti/auth/require-auth';
import { lazyPage } from '@mitti/auth/lazy-page';
import { Outlet, type RouteObject } from 'react-router';
import { SiteLayout } from '@mitti/auth/site-layout';
import { serverRendered, titled } from '@mitti/auth/route-title';

const NotFoundPage = lazyPage(() =>
  import('@mitti/auth/not-found-page').then((module) => ({ default: module.NotFoundPage })),
);
const CataloguePage = lazyPage(() =>
  import('@/features/catalogue/catalogue-page').then((module) => ({
    default: module.CataloguePage,
  })),
);
const ProductPage = lazyPage(() =>
  import('@/features/product/product-page').then((module) => ({ default: module.ProductPage })),
);
const CartPage = lazyPage(() =>
  import('@/features/cart/cart-page').then((module) => ({ default: module.CartPage })),
);
const CheckoutPage = lazyPage(() =>
  import('@/features/checkout/checkout-page').then((module) => ({
    default: module.CheckoutPage,
  })),
);
const OrdersPage = lazyPage(() =>
  import('@/features/orders/orders-page').then((module) => ({ default: module.OrdersPage })),
);
const AdminOrdersPage = lazyPage(() =>
  import('@/features/admin-orders/admin-orders-page').then((module) => ({
    default: module.AdminOrdersPage,
  })),
);
const AdminStockPage = lazyPage(() =>
  import('@/features/admin-stock/admin-stock-page').then((module) => ({
    default: module.AdminStockPage,
  })),
);
const AdminProductsPage = lazyPage(() =>
  import('@/features/admin-products/admin-products-page').then((module) => ({
    default: module.AdminProductsPage,
  })),
);
const AdminProductEditorPage = lazyPage(() =>
  import('@/features/admin-products/admin-product-editor-page').then((module) => ({
    default: module.AdminProductEditorPage,
  })),
);

/** Paths are relative to the basename: 'cart' is /shop/cart. */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout app="shop" />,
    children: [
      { index: true, element: <CataloguePage />, ...serverRendered('Mitti Market') },
      { path: 'itemInfo/:id', element: <ProductPage />, ...serverRendered('Product Details') },
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
          { path: 'admin/stock', element: <AdminStockPage />, ...titled('Low stock') },
          { path: 'admin/products', element: <AdminProductsPage />, ...titled('Products') },
          {
            path: 'admin/products/new',
            element: <AdminProductEditorPage />,
            ...titled('New product'),
          },
          {
            path: 'admin/products/:id',
            element: <AdminProductEditorPage />,
            ...titled('Edit product'),
          },
        ],
      },
      { path: '*', element: <NotFoundPage app="shop" />, ...serverRendered('Page Not Found') },
    ],
  },
];
