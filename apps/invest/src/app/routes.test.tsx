import { createAppStore } from '@mitti/auth/app-store';
import { ToastProvider } from '@mitti/ui/toast-provider';
import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { createRoutes } from './routes';

function renderAt(path: string) {
  const store = createAppStore();
  const router = createMemoryRouter(createRoutes(store), { initialEntries: [path] });
  render(
    <Provider store={store}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </Provider>,
  );
  return router;
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

it.each([
  ['/', 'Back verified organic farms and grow with every harvest', 'Invest in Organic Farms'],
  ['/farms', 'Agricultural Investment Opportunities', 'Our Farms'],
  ['/campaign/c1', 'Campaign Not Found', 'Campaign Details'],
])('%s shows its page and names it in the document title', async (path, name, title) => {
  renderAt(path);
  // A campaign's loader asks, then the page asks again (a failed answer is not kept) and shows it.
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name })).toBeVisible(), {
    timeout: 5000,
  });
  await waitFor(() => expect(document.title).toBe(`${title} · Mitti Invest`));
});

it.each([
  ['/campaign/c1/invest', 'Secure Investment Checkout'],
  ['/contact', 'Contact Us'],
  ['/about', 'About Mitti'],
  ['/how-it-works', 'How It Works'],
])('%s shows its page, named in the heading and the document title', async (path, title) => {
  renderAt(path);
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe(`${title} · Mitti Invest`));
});

it('answers an unknown path with Page Not Found', async () => {
  renderAt('/no/such/page');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }),
  ).toBeInTheDocument();
});

it.each([
  '/create',
  '/dashboard',
  '/profile',
  '/admin',
  '/invested-farm-details/c1/i1',
  '/add-timeline-update/c1',
])('sends a signed-out visitor from %s to /login, to return there', async (path) => {
  const router = renderAt(path);
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(router.state.location.search).toBe(`?next=${encodeURIComponent(path)}`);
});

it.each([
  ['/create', 'Create a Campaign'],
  ['/dashboard', 'Dashboard'],
  ['/invested-farm-details/c1/i1', 'Campaign not found.'],
  ['/add-timeline-update/c1', 'Manage Timeline Updates'],
])('lets a signed-in user reach %s', async (path, title) => {
  localStorage.setItem('token', 'test-token');
  renderAt(path);
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});

it.each([
  ['user', 'Operators only'],
  ['admin', 'Operations'],
] as const)('/admin for a signed-in %s shows %s, titled Operations', async (role, heading) => {
  localStorage.setItem('token', 'test-token');
  const profile = { _id: 'u1', name: 'Someone', email: 'someone@mitti.test', role };
  jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const { pathname } = new URL(new Request(input, init).url);
    if (pathname === '/api/user-profile') {
      return Promise.resolve(new Response(JSON.stringify(profile)));
    }
    return Promise.resolve(
      new Response(JSON.stringify({ message: 'Not here', code: 'NOT_FOUND' }), {
        status: 404,
      }),
    );
  });
  renderAt('/admin');
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Operations · Mitti Invest'));
});
