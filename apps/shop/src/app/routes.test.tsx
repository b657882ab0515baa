import { createAppStore } from '@mitti/auth/app-store';
import { ToastProvider } from '@mitti/ui/toast-provider';
import { render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { createRoutes } from './routes';

function renderAt(path: string) {
  const store = createAppStore();
  const router = createMemoryRouter(createRoutes(store), {
    initialEntries: [path],
    basename: '/shop',
  });
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
  // A new page scrolls to its top (ScrollRestoration); jsdom has no layout to scroll.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify({ message: 'Not here', code: 'NOT_FOUND' }), { status: 404 }),
      ),
    );
});

afterEach(() => jest.restoreAllMocks());

it('shows the catalogue at /shop, titled Mitti Market', async () => {
  // Every call answers 404 here: the catalogue logs the failed fetch.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderAt('/shop');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Mitti Market' }),
  ).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Mitti Market'));
});

it('shows the product page at /shop/itemInfo/:id, titled Product not found for a 404', async () => {
  // Every call answers 404 here, so the page says the product was not found (and logs why).
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderAt('/shop/itemInfo/i1');
  // The loader asks, then the page asks again (a failed answer is not kept) and shows it again.
  await waitFor(
    () =>
      expect(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible(),
    { timeout: 5000 },
  );
  await waitFor(() => expect(document.title).toBe('Product not found · Mitti Market'));
});

it.each([
  ['/shop/cart/checkOut', 'Checkout'],
  ['/shop/orders', 'Your Orders'],
])('%s shows its page, named in the heading and the document title', async (path, title) => {
  renderAt(path);
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe(`${title} · Mitti Market`));
});

it.each([
  ['/shop/cart/checkOut', 'Checkout', 'Please sign in to check out.'],
  ['/shop/orders', 'Your Orders', 'Please sign in to see your orders.'],
])('%s asks a signed-out visitor to sign in, under its heading', async (path, title, prompt) => {
  renderAt(path);
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  const page = within(screen.getByRole('main'));
  expect(page.getByText(prompt)).toBeInTheDocument();
  expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    `/login?next=${encodeURIComponent(path)}`,
  );
});

it.each([
  ['/shop/cart/checkOut', 'Checkout', 'Could not load your cart items.'],
  ['/shop/orders', 'Your Orders', 'Could not load your orders.'],
])('%s tells a signed-in shopper when the server fails', async (path, title, message) => {
  localStorage.setItem('token', 'test-token');
  renderAt(path);
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(await screen.findByText(message)).toBeInTheDocument();
});

it('shows the cart to a signed-in shopper', async () => {
  localStorage.setItem('token', 'test-token');
  renderAt('/shop/cart');
  expect(await screen.findByRole('heading', { level: 1, name: 'Your Cart' })).toBeInTheDocument();
  expect(await screen.findByText('Could not load your cart.')).toBeInTheDocument();
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

it.each([
  ['user', 'Operators only'],
  ['admin', 'Order fulfilment'],
] as const)('/shop/admin/orders for a signed-in %s shows %s', async (role, heading) => {
  localStorage.setItem('token', 'test-token');
  const profile = { _id: 'u1', name: 'Someone', email: 'someone@mitti.test', role };
  jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const { pathname } = new URL(new Request(input, init).url);
    const answer = (body: unknown, status = 200) =>
      Promise.resolve(new Response(JSON.stringify(body), { status }));
    if (pathname === '/api/user-profile') return answer(profile);
    if (pathname === '/api/admin/orders') {
      return answer({
        orders: [],
        page: 1,
        limit: 20,
        total: 0,
        hasMore: false,
        counts: { all: 0, 'to-ship': 0, shipped: 0, delivered: 0, cancelled: 0 },
      });
    }
    return answer({ message: 'Not here', code: 'NOT_FOUND' }, 404);
  });
  renderAt('/shop/admin/orders');
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Order fulfilment · Mitti Market'));
});

it.each([
  ['user', 'Operators only'],
  ['admin', 'Low stock'],
] as const)('/shop/admin/stock for a signed-in %s shows %s', async (role, heading) => {
  localStorage.setItem('token', 'test-token');
  const profile = { _id: 'u1', name: 'Someone', email: 'someone@mitti.test', role };
  jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const { pathname } = new URL(new Request(input, init).url);
    const answer = (body: unknown, status = 200) =>
      Promise.resolve(new Response(JSON.stringify(body), { status }));
    if (pathname === '/api/user-profile') return answer(profile);
    if (pathname === '/api/admin/stock/low') {
      return answer({ variants: [], page: 1, limit: 20, total: 0, hasMore: false });
    }
    return answer({ message: 'Not here', code: 'NOT_FOUND' }, 404);
  });
  renderAt('/shop/admin/stock');
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Low stock · Mitti Market'));
});
