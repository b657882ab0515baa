import { Loader } from '@mitti/ui/loader';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { RouteErrorPage } from './route-error-page';

beforeEach(() => {
  sessionStorage.clear();
  // jsdom logs that it cannot reload; the page logs the error it shows.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function renderFailing(error: Error, path = '/farms') {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteErrorPage app="invest" />,
        hydrateFallbackElement: <Loader />,
        children: [
          {
            path: 'farms',
            loader: () => {
              throw error;
            },
            element: <p>never shown</p>,
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

it('shows a friendly page with a way back when a page fails', async () => {
  renderFailing(new Error('Cannot read properties of undefined'));

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(sessionStorage.getItem('mitti:reloaded-for')).toBeNull();
});

it('reloads once when the page code is gone after a deploy, then shows the error page', async () => {
  const stale = new TypeError('Failed to fetch dynamically imported module: /assets/farms-1.js');
  const first = renderFailing(stale);
  // The reload is on its way: the page records it and shows nothing meanwhile.
  await waitFor(() => expect(sessionStorage.getItem('mitti:reloaded-for')).toBe('/farms'));
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  first.unmount();

  // After the reload the code is still missing: no second reload, the error page instead.
  renderFailing(stale);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
  ).toBeInTheDocument();
});

describe('offline', () => {
  const missing = new TypeError('Failed to fetch dynamically imported module: /assets/farms-1.js');
  let online = false;
  beforeEach(() => {
    online = false;
    jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });

  /** Farms, whose code cannot be fetched until the device is online. */
  function renderFarms() {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: <RouteErrorPage app="invest" />,
          hydrateFallbackElement: <Loader />,
          children: [
            {
              path: 'farms',
              lazy: () =>
                online ? Promise.resolve({ element: <h1>Our Farms</h1> }) : Promise.reject(missing),
            },
          ],
        },
      ],
      { initialEntries: ['/farms'] },
    );
    return render(<RouterProvider router={router} />);
  }

  it('says so instead of reloading, and loads the page once the connection is back', async () => {
    renderFarms();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are offline' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    // A later deploy still gets its one reload.
    expect(sessionStorage.getItem('mitti:reloaded-for')).toBeNull();

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Farms' })).toBeInTheDocument();
  });

  it('tries again when asked', async () => {
    renderFarms();
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });

    online = true;
    await userEvent.setup().click(tryAgain);
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Farms' })).toBeInTheDocument();
  });
});
