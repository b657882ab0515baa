import { TOKEN_STORAGE_KEY } from '@mitti/domain/constants';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { Header } from './header';
import { RequireAuth } from './require-auth';
import { createAppStore } from './app-store';
import { renderWithStore } from './test-support/render-with-store';
import { jsonResponse, stubFetch } from './test-support/stub-fetch';

const profile = {
  _id: 'u1',
  name: 'asha Rao',
  email: 'asha@mitti.test',
  phone: '',
  profilePicture: null,
  addresses: [],
  active: 'false',
  role: 'user',
};

function signIn() {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-asha');
  stubFetch({ 'GET /api/user-profile': () => jsonResponse(profile) });
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

test('signed out, the header offers Sign In and Get Started and no account menu', () => {
  const fetch = stubFetch({});
  renderWithStore(<Header app="invest" />);
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?next=%2F');
  expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
    'href',
    '/signup?next=%2F',
  );
  expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  expect(screen.queryByText('Log Out')).not.toBeInTheDocument();
  expect(fetch).not.toHaveBeenCalled();
});

test("Sign In and Get Started return to the shop's page, with its /shop prefix and query", () => {
  stubFetch({});
  renderWithStore(<Header app="shop" />, { basename: '/shop', route: '/itemInfo/7?size=1kg' });
  const here = encodeURIComponent('/shop/itemInfo/7?size=1kg');
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    `/login?next=${here}`,
  );
  expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
    'href',
    `/signup?next=${here}`,
  );
});

test('on the login page, Get Started keeps the page to return to', () => {
  stubFetch({});
  renderWithStore(<Header app="invest" />, { route: '/login?next=%2Fshop%2F' });
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    '/login?next=%2Fshop%2F',
  );
  expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
    'href',
    '/signup?next=%2Fshop%2F',
  );
});

test('the main links are all there, with the current page marked', () => {
  stubFetch({});
  renderWithStore(<Header app="invest" />, { route: '/campaign/42' });
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Home', '/'],
    ['Our Farms', '/farms'],
    ['Process', '/how-it-works'],
    ['Campaigns', '/create'],
    ['Shop', '/shop'],
  ]);
  expect(screen.getByRole('link', { name: 'Mitti home' })).toHaveAttribute('href', '/');
});

test('inside the shop, Shop is the current page', () => {
  stubFetch({});
  renderWithStore(<Header app="shop" />, { basename: '/shop', route: '/itemInfo/7' });
  expect(screen.getByRole('link', { name: 'Shop' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Our Farms' })).not.toHaveAttribute('aria-current');
});

test('signed in, the user menu has Dashboard, Orders, Profile and Log Out', async () => {
  signIn();
  renderWithStore(<Header app="invest" />);
  expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  const account = screen.getByRole('button', { name: 'Account menu' });
  expect(await within(account).findByText('A')).toBeInTheDocument();
  await userEvent.click(account);
  const menu = await screen.findByRole('menu');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Dashboard', 'Orders', 'Profile', 'Log Out']);
  expect(within(menu).getByRole('menuitem', { name: 'Orders' })).toHaveAttribute(
    'href',
    '/shop/orders',
  );
});

test("an admin's user menu also leads to the operators' pages in both apps", async () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-admin');
  stubFetch({ 'GET /api/user-profile': () => jsonResponse({ ...profile, role: 'admin' }) });
  renderWithStore(<Header app="invest" />);
  const account = screen.getByRole('button', { name: 'Account menu' });
  await within(account).findByText('A');
  await userEvent.click(account);
  const menu = await screen.findByRole('menu');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => [item.textContent, item.getAttribute('href')]),
  ).toEqual([
    ['Dashboard', '/dashboard'],
    ['Orders', '/shop/orders'],
    ['Profile', '/profile'],
    ['Campaign review', '/admin'],
    ['Order fulfilment', '/shop/admin/orders'],
    ['Products', '/shop/admin/products'],
    ['Low stock', '/shop/admin/stock'],
    ['Log Out', null],
  ]);
});

test('Log Out on a guarded page ends the session on the server, clears the token and lands on /farms', async () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-asha');
  const loggedOut: (string | null)[] = [];
  stubFetch({
    'GET /api/user-profile': () => jsonResponse(profile),
    'POST /api/auth/logout': (request) => {
      loggedOut.push(request.headers.get('authorization'));
      return new Response(null, { status: 204 });
    },
  });
  // A data router, like the apps': its navigations commit in a transition.
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Header app="invest" />
            <Outlet />
          </>
        ),
        children: [
          {
            path: '/dashboard',
            element: (
              <RequireAuth app="invest">
                <h1>Dashboard page</h1>
              </RequireAuth>
            ),
          },
          { path: '/farms', element: <h1>Farms page</h1> },
          { path: '/login', element: <h1>Login page</h1> },
        ],
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <Provider store={createAppStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
  expect(await screen.findByRole('heading', { name: 'Farms page' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/farms');
  expect(loggedOut).toEqual(['Bearer jwt-asha']);
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
});

test('Log Out signs the browser out even when the server cannot be reached', async () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-asha');
  stubFetch({
    'GET /api/user-profile': () => jsonResponse(profile),
    'POST /api/auth/logout': () => Promise.reject(new TypeError('Failed to fetch')),
  });
  renderWithStore(<Header app="invest" />, { route: '/profile' });

  await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Log Out' }));

  expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
});

/** GET /api/cart holding `totalItems` units (the badge reads only the count). */
const cartOf = (totalItems: number) => ({
  data: {
    items: [],
    summary: { subtotal: 100, shipping: 0, tax: 7.5, total: 107.5, totalItems },
  },
});

test('the cart link shows the number of units in the server cart', async () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-asha');
  stubFetch({
    'GET /api/user-profile': () => jsonResponse(profile),
    'GET /api/cart': () => jsonResponse(cartOf(2)),
  });
  renderWithStore(<Header app="invest" />);
  const cart = await screen.findByRole('link', { name: 'Cart, 2 items' });
  expect(cart).toHaveAttribute('href', '/shop/cart');
  expect(within(cart).getByText('2')).toBeVisible();
});

test('the cart badge follows a cart changed in another tab when this one regains focus', async () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-asha');
  let totalItems = 0;
  stubFetch({
    'GET /api/user-profile': () => jsonResponse(profile),
    'GET /api/cart': () => jsonResponse(cartOf(totalItems)),
  });
  renderWithStore(<Header app="invest" />);
  expect(await screen.findByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();

  totalItems = 3;
  act(() => {
    window.dispatchEvent(new Event('focus'));
  });
  expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
});

test('an empty cart shows no badge', () => {
  signIn();
  renderWithStore(<Header app="invest" />);
  const cart = screen.getByRole('link', { name: 'Cart, 0 items' });
  expect(within(cart).queryByText('0')).not.toBeInTheDocument();
});
