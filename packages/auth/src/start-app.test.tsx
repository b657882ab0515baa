import { Loader } from '@mitti/ui/loader';
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { createAppStore } from './app-store';
import { RouteErrorPage } from './route-error-page';
import type { ServerData } from './server-data';
import { SERVER_DATA_ID } from './server-data';
import { startApp } from './start-app';

const missing = new TypeError('Failed to fetch dynamically imported module: /assets/farms-1.js');

/** The farms page, whose code cannot be fetched. */
const createRoutes = (): RouteObject[] => [
  {
    errorElement: <RouteErrorPage app="invest" />,
    hydrateFallbackElement: <Loader />,
    children: [{ path: 'farms', lazy: () => Promise.reject(missing) }],
  },
];

/** The page as the server sent it: its markup, and its data when the server rendered it. */
function serverPage(html: string, { rendered }: { rendered: boolean }) {
  const { queries, mutations, provided, config } = createAppStore().getState().api;
  const data: ServerData = {
    api: { queries, mutations, provided, config },
    router: { loaderData: {} },
  };
  const script = `<script type="application/json" id="${SERVER_DATA_ID}">${JSON.stringify(data)}</script>`;
  document.body.innerHTML = `${rendered ? script : ''}<div id="root">${html}</div>`;
}

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/farms');
  // jsdom logs that it cannot reload; the error page logs the error it shows.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('offline, replaces the loader of a page the browser draws with a way to try again', async () => {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  serverPage('<p>Germinating...</p>', { rendered: false });

  await startApp({ app: 'invest', createRoutes, store: createAppStore() });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'You are offline' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.queryByText('Germinating...')).not.toBeInTheDocument();
});

it('reloads a server-drawn page once when its code is gone after a deploy', async () => {
  serverPage('<h1>Our Farms</h1>', { rendered: true });

  await startApp({ app: 'invest', createRoutes, store: createAppStore() });

  await waitFor(() => expect(sessionStorage.getItem('mitti:reloaded-for')).toBe('/farms'));
});

it('shows the error page on a server-drawn page whose code is still missing after the reload', async () => {
  sessionStorage.setItem('mitti:reloaded-for', '/farms');
  serverPage('<h1>Our Farms</h1>', { rendered: true });

  await startApp({ app: 'invest', createRoutes, store: createAppStore() });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
