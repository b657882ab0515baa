import { createAppStore } from '@mitti/auth/app-store';
import { ToastProvider } from '@mitti/ui/toast-provider';
import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from './router';

function renderAt(path: string) {
  const store = createAppStore();
  const router = createMemoryRouter(routes, { initialEntries: [path], basename: '/shop' });
  render(
    <Provider store={store}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </Provider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  // ScrollRestoration scrolls on navigation; jsdom has no layout to scroll.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify({ message: 'Not here', code: 'NOT_FOUND' }), { status: 404 }),
    );
});

afterEach(() => jest.restoreAllMocks());

it('shows the catalogue at /shop, titled Mitti Market', async () => {
  renderAt('/shop');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Mitti Market' }),
  ).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Mitti Market'));
});

it.each([
  ['/shop/itemInfo/i1', 'Product Details'],
  ['/shop/cart/checkOut', 'Checkout'],
  ['/shop/orders', 'Your Orders'],
])('%s shows its page, named in the heading and the document title', async (path, title) => {
  renderAt(path);
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe(`${title} · Mitti Market`));
});

it('shows the cart to a signed-in shopper', async () => {
  localStorage.setItem('token', 'test-token');
  renderAt('/shop/cart');
  expect(await screen.findByRole('heading', { level: 1, name: 'Your Cart' })).toBeInTheDocument();
});

it('keeps the cart from a signed-out visitor', async () => {
  // The guard leaves for /login with a full page load, which jsdom reports as not implemented.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderAt('/shop/cart');
  await screen.findByRole('banner');
  expect(screen.queryByRole('heading', { name: 'Your Cart' })).not.toBeInTheDocument();
});

it('answers an unknown path with Page Not Found', async () => {
  renderAt('/shop/no/such/page');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }),
  ).toBeInTheDocument();
});
