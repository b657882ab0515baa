import type { AppStore } from '@mitti/auth/app-store';
import { notFoundLoader } from '@mitti/auth/not-found-loader';
import { RequireAuth } from '@mitti/auth/require-auth';
import { SIGN_IN_REQUIRED } from '@mitti/auth/route-handle';
import { RouteErrorPage } from '@mitti/auth/route-error-page';
import { SiteLayout } from '@mitti/auth/site-layout';
import { Loader } from '@mitti/ui/loader';
import { Outlet, type RouteObject } from 'react-router';
import { catalogueLoader } from '@/features/catalogue/catalogue-loader';
import { productLoader } from '@/features/product/product-loader';

/**
 * Mitti Market's pages; paths are relative to the basename: 'cart' is /shop/cart. Each page's code
 * loads on demand (`lazy`); the pages the same for every visitor (`ssr`) are rendered on the server,
 * their loaders filling the store first.
 */
export function createRoutes(store: AppStore): RouteObject[] {
  return [
    {
      element: <SiteLayout app="shop" />,
      children: [
        {
          errorElement: <RouteErrorPage app="shop" />,
          hydrateFallbackElement: <Loader />,
          children: [
            {
              index: true,
              loader: catalogueLoader(store),
              lazy: () =>
                import('@/features/catalogue/catalogue-page').then((module) => ({
                  Component: module.CataloguePage,
                })),
              handle: {
                title: 'Mitti Market',
                ssr: true,
                description:
                  'Certified organic grains, sweeteners, flours and spices from named Indian farms, delivered to your door. Pay on delivery or by card and UPI.',
              },
            },
            {
              path: 'itemInfo/:id',
              loader: productLoader(store),
              lazy: () =>
                import('@/features/product/product-page').then((module) => ({
                  Component: module.ProductPage,
                })),
              handle: { title: 'Product Details', ssr: true },
            },
            {
              path: 'cart/checkOut',
              lazy: () =>
                import('@/features/checkout/checkout-page').then((module) => ({
                  Component: module.CheckoutPage,
                })),
              handle: { title: 'Checkout' },
            },
            {
              path: 'orders',
              lazy: () =>
                import('@/features/orders/orders-page').then((module) => ({
                  Component: module.OrdersPage,
                })),
              handle: { title: 'Your Orders' },
            },
            {
              element: (
                <RequireAuth app="shop">
                  <Outlet />
                </RequireAuth>
              ),
              handle: SIGN_IN_REQUIRED,
              children: [
                {
                  path: 'cart',
                  lazy: () =>
                    import('@/features/cart/cart-page').then((module) => ({
                      Component: module.CartPage,
                    })),
                  handle: { title: 'Your Cart' },
                },
                {
                  path: 'admin/orders',
                  lazy: () =>
                    import('@/features/admin-orders/admin-orders-page').then((module) => ({
                      Component: module.AdminOrdersPage,
                    })),
                  handle: { title: 'Order fulfilment' },
                },
                {
                  path: 'admin/stock',
                  lazy: () =>
                    import('@/features/admin-stock/admin-stock-page').then((module) => ({
                      Component: module.AdminStockPage,
                    })),
                  handle: { title: 'Low stock' },
                },
                {
                  path: 'admin/products',
                  lazy: () =>
                    import('@/features/admin-products/admin-products-page').then((module) => ({
                      Component: module.AdminProductsPage,
                    })),
                  handle: { title: 'Products' },
                },
                {
                  path: 'admin/products/new',
                  lazy: () =>
                    import('@/features/admin-products/admin-product-editor-page').then(
                      (module) => ({ Component: module.AdminProductEditorPage }),
                    ),
                  handle: { title: 'New product' },
                },
                {
                  path: 'admin/products/:id',
                  lazy: () =>
                    import('@/features/admin-products/admin-product-editor-page').then(
                      (module) => ({ Component: module.AdminProductEditorPage }),
                    ),
                  handle: { title: 'Edit product' },
                },
              ],
            },
            {
              path: '*',
              loader: notFoundLoader,
              lazy: () =>
                import('@mitti/auth/not-found-page').then((module) => ({
                  element: <module.NotFoundPage app="shop" />,
                })),
              handle: { title: 'Page Not Found', ssr: true },
            },
          ],
        },
      ],
    },
  ];
}
