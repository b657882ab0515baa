import { ToastProvider } from '@mitti/ui/toast-provider';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Link, RouterProvider, createMemoryRouter } from 'react-router';
import { createAppStore } from './app-store';
import { SiteLayout } from './site-layout';
import { NO_GOOGLE, stubFetch } from './test-support/stub-fetch';

/** The slow page's data: the test answers it when it likes. */
let answerSlowPage: () => void = () => undefined;

function renderSite(start: string) {
  const router = createMemoryRouter(
    [
      {
        element: <SiteLayout app="invest" />,
        children: [
          {
            path: '/farms',
            element: (
              <>
                <h1>Our Farms</h1>
                <Link to="/about">Read about us</Link>
              </>
            ),
          },
          { path: '/about', element: <h1>About Mitti</h1> },
          {
            path: '/slow',
            loader: () =>
              new Promise<null>((resolve) => {
                answerSlowPage = () => resolve(null);
              }),
            element: <h1>Slow page</h1>,
          },
          {
            path: '/contact',
            element: (
              <label>
                Your message
                <input autoFocus />
              </label>
            ),
          },
        ],
      },
    ],
    { initialEntries: [start] },
  );
  render(
    <Provider store={createAppStore()}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </Provider>,
  );
  return router;
}

beforeEach(() => {
  stubFetch(NO_GOOGLE);
  // ScrollRestoration scrolls; jsdom has no layout to scroll.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test("the first Tab reaches 'Skip to content', which goes past the header to the page", async () => {
  renderSite('/farms');
  await screen.findByRole('heading', { name: 'Our Farms' });
  const user = userEvent.setup();

  await user.tab();
  expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('main')).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('link', { name: 'Read about us' })).toHaveFocus();
});

test('a move to another page puts the focus at its start, as a page load would', async () => {
  renderSite('/farms');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('link', { name: 'Read about us' }));

  await screen.findByRole('heading', { name: 'About Mitti' });
  await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
});

test('a page that focuses a field itself keeps it, and the first page is left alone', async () => {
  const router = renderSite('/farms');
  await screen.findByRole('heading', { name: 'Our Farms' });
  expect(document.body).toHaveFocus();

  await act(() => router.navigate('/contact'));
  expect(await screen.findByLabelText('Your message')).toHaveFocus();
});

test('while the next page loads, a progress bar shows and the page is marked busy', async () => {
  const router = renderSite('/farms');
  await screen.findByRole('heading', { name: 'Our Farms' });
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');

  act(() => void router.navigate('/slow'));

  expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  act(() => answerSlowPage());
  expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');
});
