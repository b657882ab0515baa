import { ToastProvider } from '@mitti/ui/toast-provider';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { createAppStore } from './app-store';
import { SiteLayout } from './site-layout';
import { NO_GOOGLE, stubFetch } from './test-support/stub-fetch';

// The footer's code cannot be fetched: the device went offline after the page's own code came.
jest.mock('./footer', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/footer-1.js');
});

beforeEach(() => {
  stubFetch(NO_GOOGLE);
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('a footer whose code cannot be fetched leaves the page and its header in place', async () => {
  const router = createMemoryRouter(
    [
      {
        element: <SiteLayout app="invest" />,
        children: [{ path: '/farms', element: <h1>Our Farms</h1> }],
      },
    ],
    { initialEntries: ['/farms'] },
  );
  render(
    <Provider store={createAppStore()}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </Provider>,
  );

  await screen.findByRole('heading', { level: 1, name: 'Our Farms' });
  // The footer's import has failed by now.
  await act(() => Promise.resolve());

  expect(screen.getByRole('heading', { level: 1, name: 'Our Farms' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Quick links' })).not.toBeInTheDocument();
});
