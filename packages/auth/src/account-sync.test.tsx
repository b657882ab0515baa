import { TOKEN_STORAGE_KEY } from '@mitti/domain/constants';
import type { UserProfile } from '@mitti/domain/user';
import { ToastProvider } from '@mitti/ui/toast-provider';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { AccountSync } from './account-sync';
import { createAppStore } from './app-store';
import { Header } from './header';
import { RequireAuth } from './require-auth';
import { SIGN_IN_REQUIRED } from './route-handle';
import { NO_GOOGLE, jsonResponse, stubFetch } from './test-support/stub-fetch';

const REFUSED = () =>
  jsonResponse({ message: 'Please sign in to continue.', code: 'UNAUTHORIZED' }, 401);

const EMPTY_CART = {
  data: { items: [], summary: { subtotal: 0, shipping: 0, tax: 0, total: 0, totalItems: 0 } },
};

function profileOf(name: string): Partial<UserProfile> {
  return { _id: name, name, email: `${name.toLowerCase()}@mitti.test`, role: 'user' };
}

/** The profile and cart of whoever the call's token belongs to: `jwt-asha` is Asha's. */
function answersByToken(refused: string[] = []) {
  const owner = (request: Request) =>
    /Bearer jwt-(\w+)/.exec(request.headers.get('Authorization') ?? '')?.[1] ?? '';
  const answer = (body: (name: string) => unknown) => (request: Request) => {
    const name = owner(request);
    if (!name || refused.includes(name)) return REFUSED();
    return jsonResponse(body(name.charAt(0).toUpperCase() + name.slice(1)));
  };
  return {
    ...NO_GOOGLE,
    'GET /api/user-profile': answer(profileOf),
    'GET /api/cart': answer(() => EMPTY_CART),
    'GET /api/notifications': answer(() => ({ notifications: [], unreadCount: 0 })),
  };
}

function LoginProbe() {
  const { search } = useLocation();
  return <h1>Login page {search}</h1>;
}

function renderApp(start: string) {
  const store = createAppStore();
  // A data router, like the apps': its navigations commit in a transition.
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Header app="invest" />
            <AccountSync app="invest" />
            <Outlet />
          </>
        ),
        children: [
          { path: '/farms', element: <h1>Farms page</h1> },
          {
            element: (
              <RequireAuth app="invest">
                <Outlet />
              </RequireAuth>
            ),
            handle: SIGN_IN_REQUIRED,
            children: [{ path: '/dashboard', element: <h1>Dashboard page</h1> }],
          },
          { path: '/login', element: <LoginProbe /> },
        ],
      },
    ],
    { initialEntries: [start] },
  );
  render(
    <Provider store={store}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </Provider>,
  );
  return { store, router };
}

/** What another tab does to the shared localStorage, and the event this tab hears of it. */
function anotherTabStores(token: string | null) {
  act(() => {
    if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
    else localStorage.removeItem(TOKEN_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY }));
  });
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

test('a 401 on a page that needs an account signs out and asks to sign in, then come back', async () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-asha');
  localStorage.setItem('profile', JSON.stringify({ _id: 'u1', name: 'Asha' }));
  stubFetch(answersByToken(['asha']));
  const { store, router } = renderApp('/dashboard?tab=refunds');
  expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();

  expect(
    await screen.findByRole('heading', {
      name: 'Login page ?next=%2Fdashboard%3Ftab%3Drefunds&session=ended',
    }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  expect(localStorage.getItem('profile')).toBeNull();
  expect(store.getState().auth).toEqual({ token: null, endedToken: 'jwt-asha' });
  await waitFor(() => expect(store.getState().api.queries).toEqual({}));
  // The login page replaced the refused one: Back does not return to a page that cannot load.
  expect(router.state.historyAction).toBe('REPLACE');
});

test('a 401 on a public page signs out there and says so, keeping the page', async () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-asha');
  stubFetch(answersByToken(['asha']));
  const { router } = renderApp('/farms');

  expect(
    await screen.findByText('Your session has ended. Please sign in again.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Farms page' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/farms');
  // The header's, and the toast's, which tells the login page why.
  expect(
    screen.getAllByRole('link', { name: 'Sign In' }).map((link) => link.getAttribute('href')),
  ).toEqual(['/login?next=%2Ffarms', '/login?next=%2Ffarms&session=ended']);
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
});

test('a 401 for a token another tab has replaced leaves the newer sign-in stored', async () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-asha');
  stubFetch(answersByToken(['asha']));
  const { store } = renderApp('/farms');
  // Another tab signs in as Ravi before Asha's refusal comes back (no event: it is heard later).
  localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-ravi');

  expect(
    await screen.findByText('Your session has ended. Please sign in again.'),
  ).toBeInTheDocument();
  await waitFor(() => expect(store.getState().api.queries).toEqual({}));
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-ravi');
});

test('another tab signing out signs this one out; signing in as someone else switches it', async () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-asha');
  stubFetch(answersByToken());
  const { store } = renderApp('/dashboard');
  const accountMenu = () => screen.getByRole('button', { name: 'Account menu' });
  // The avatar shows the initial of whoever is signed in.
  await waitFor(() => expect(accountMenu()).toHaveTextContent('A'));

  anotherTabStores('jwt-ravi');
  await waitFor(() => expect(accountMenu()).toHaveTextContent('R'));
  expect(store.getState().auth.token).toBe('jwt-ravi');
  expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();

  anotherTabStores(null);
  expect(
    await screen.findByRole('heading', { name: 'Login page ?next=%2Fdashboard&session=ended' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
});
