import { TOKEN_STORAGE_KEY } from '@mitti/domain/constants';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { createAppStore } from './app-store';
import { Header } from './header';
import { RequireAuth } from './require-auth';
import { SessionEndedRedirect } from './session-ended-redirect';
import { jsonResponse, stubFetch } from './test-support/stub-fetch';

const REFUSED = () =>
  jsonResponse({ message: 'Please sign in to continue.', code: 'UNAUTHORIZED' }, 401);

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
            <SessionEndedRedirect app="invest" />
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
          { path: '/login', element: <LoginProbe /> },
        ],
      },
    ],
    { initialEntries: [start] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

test('a 401 to a signed-in call signs the browser out and asks to sign in, then come back', async () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-expired');
  localStorage.setItem('profile', JSON.stringify({ _id: 'u1', name: 'Asha' }));
  stubFetch({ 'GET /api/user-profile': REFUSED, 'GET /api/cart': REFUSED });
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
  expect(store.getState().auth).toEqual({ token: null, sessionEnded: false });
  expect(store.getState().api.queries).toEqual({});
  // The login page replaced the refused one: Back does not return to a page that cannot load.
  expect(router.state.historyAction).toBe('REPLACE');
});
