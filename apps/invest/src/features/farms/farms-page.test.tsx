import { createAppStore } from '@mitti/auth/app-store';
import { ToastProvider } from '@mitti/ui/toast-provider';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  campaignFixture,
  jsonResponse,
  listResponse,
  stubApi,
} from '@/test-support/campaign-api-stub';
import { farmsLoader } from './farms-loader';
import { FarmsPage } from './farms-page';

const HydrateFallback = () => null;

/** The page as the app routes it: with `loader`, each change of the URL waits for its farms. */
function renderPage(path = '/farms', { loader = false } = {}) {
  const store = createAppStore();
  const router = createMemoryRouter(
    [
      loader
        ? { path: '/farms', element: <FarmsPage />, loader: farmsLoader(store), HydrateFallback }
        : { path: '/farms', element: <FarmsPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </Provider>,
  );
  return router;
}

const listCalls = (urls: URL[]) =>
  urls
    .filter((url) => url.pathname === '/api/campaigns')
    .map((url) => Object.fromEntries(url.searchParams));

/**
 * jest-fixed-jsdom installs Node's FormData, which refuses a form element; React 19 builds one
 * from the form when a submit handler starts a router transition, as Apply Filters does.
 */
const NodeFormData = globalThis.FormData;
class FormDataIgnoringForm extends NodeFormData {
  constructor() {
    super();
  }
}

beforeAll(() => {
  globalThis.FormData = FormDataIgnoringForm;
});
afterAll(() => {
  globalThis.FormData = NodeFormData;
});
beforeEach(() => localStorage.clear());
afterEach(() => {
  jest.restoreAllMocks();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

it('shows 6 skeleton cards, then the farms and the total', async () => {
  const urls = stubApi({
    'GET /api/campaigns': () =>
      jsonResponse(listResponse([campaignFixture()], { total: 83_328, hasMore: true })),
  });
  renderPage();

  expect(
    screen.getByRole('heading', { level: 1, name: 'Agricultural Investment Opportunities' }),
  ).toBeInTheDocument();
  const loading = screen.getByRole('status', { name: 'Loading farms' });
  expect(within(loading).getAllByTestId('campaign-card-skeleton')).toHaveLength(6);
  expect(await screen.findByText('Showing 83,328 results')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Green Valley Farm' })).toBeInTheDocument();
  expect(screen.getByText('Page 1')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  expect(listCalls(urls)[0]).toEqual({
    page: '1',
    limit: '10',
    sortBy: 'createdAt',
    sortOrder: 'desc',
  });
});

it('applies filters from page 1 and keeps them in the URL', async () => {
  const urls = stubApi({
    'GET /api/campaigns': () => jsonResponse(listResponse([campaignFixture()])),
    'GET /api/campaigns/filters/options': () => jsonResponse([]),
  });
  const router = renderPage('/farms?page=2');
  const user = userEvent.setup();

  await user.type(screen.getByRole('combobox', { name: 'Farm location' }), 'Nashik');
  await user.click(screen.getByRole('button', { name: 'Apply Filters' }));

  await waitFor(() => expect(router.state.location.search).toBe('?farmLocation=Nashik'));
  await waitFor(() =>
    expect(listCalls(urls).at(-1)).toEqual({
      page: '1',
      limit: '10',
      farmLocation: 'Nashik',
      sortBy: 'createdAt',
      sortOrder: 'desc',
    }),
  );
  // The filters are drawn anew; the focus goes to the outcome, not to the page.
  expect(screen.getByText('Showing 1 result')).toHaveFocus();
});

it('fills a filter box from the suggestions', async () => {
  const urls = stubApi({
    'GET /api/campaigns': () => jsonResponse(listResponse([campaignFixture()])),
    'GET /api/campaigns/filters/options': () => jsonResponse(['Millet', 'Mango']),
  });
  renderPage();
  const user = userEvent.setup();
  const box = screen.getByRole('combobox', { name: 'Crop type' });

  await user.type(box, 'M');
  await user.click(await screen.findByRole('option', { name: 'Mango' }));
  expect(box).toHaveValue('Mango');
  expect(
    urls.some(
      (url) =>
        url.pathname === '/api/campaigns/filters/options' &&
        url.searchParams.get('field') === 'cropTypes',
    ),
  ).toBe(true);
});

it('sorts on the server', async () => {
  const urls = stubApi({
    'GET /api/campaigns': () => jsonResponse(listResponse([campaignFixture()])),
  });
  const router = renderPage();
  const user = userEvent.setup();
  await screen.findByText('Showing 1 result');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Return Potential');

  await waitFor(() => expect(router.state.location.search).toBe('?sortBy=expectedReturn'));
  await waitFor(() =>
    expect(listCalls(urls).at(-1)).toMatchObject({ sortBy: 'expectedReturn', sortOrder: 'desc' }),
  );
});

it('keeps a filter whose farms are still loading when a sort is chosen', async () => {
  let release = () => {};
  const filteredLoaded = new Promise<void>((resolve) => (release = resolve));
  stubApi({
    'GET /api/campaigns': async (request) => {
      if (new URL(request.url).searchParams.has('farmLocation')) await filteredLoaded;
      return jsonResponse(listResponse([campaignFixture()]));
    },
    'GET /api/campaigns/filters/options': () => jsonResponse([]),
  });
  const router = renderPage('/farms', { loader: true });
  const user = userEvent.setup();
  await screen.findByText('Showing 1 result');

  await user.type(screen.getByRole('combobox', { name: 'Farm location' }), 'Nashik');
  await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
  await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Return Potential');
  release();

  await waitFor(() =>
    expect(router.state.location.search).toBe('?farmLocation=Nashik&sortBy=expectedReturn'),
  );
});

it('turns pages and disables Next on the last one', async () => {
  const urls = stubApi({
    'GET /api/campaigns': (request) => {
      const page = new URL(request.url).searchParams.get('page');
      return jsonResponse(
        page === '2'
          ? listResponse([campaignFixture({ _id: 'camp-11', farmName: 'Sunrise Orchard' })], {
              page: 2,
              total: 11,
            })
          : listResponse([campaignFixture()], { total: 11, hasMore: true }),
      );
    },
  });
  renderPage();
  const user = userEvent.setup();
  // jsdom does not scroll: the elements scrolled into view are recorded instead.
  const scrolled = jest.fn();
  Element.prototype.scrollIntoView = scrolled;

  await user.click(await screen.findByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('heading', { name: 'Sunrise Orchard' })).toBeInTheDocument();
  // The new page shows from its results, not from the filters above them.
  expect(scrolled.mock.contexts).toEqual([screen.getByRole('status')]);
  expect(screen.getByText('Page 2')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(listCalls(urls).at(-1)).toMatchObject({ page: '2' });
});

it('says "No more farms available." for a page past the end and goes to the last page', async () => {
  stubApi({
    'GET /api/campaigns': (request) =>
      new URL(request.url).searchParams.get('page') === '5'
        ? jsonResponse(listResponse([], { page: 5, total: 3 }))
        : jsonResponse(listResponse([campaignFixture()], { total: 3 })),
  });
  const router = renderPage('/farms?page=5');

  expect(await screen.findByText('No more farms available.')).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.search).toBe(''));
  expect(await screen.findByText('Page 1')).toBeInTheDocument();
});

it('shows the empty state and clears all filters', async () => {
  const urls = stubApi({
    'GET /api/campaigns': (request) =>
      jsonResponse(
        new URL(request.url).searchParams.has('cropTypes')
          ? listResponse([])
          : listResponse([campaignFixture()]),
      ),
  });
  const router = renderPage('/farms?cropTypes=Saffron');
  const user = userEvent.setup();

  expect(await screen.findByText('No matching results')).toBeInTheDocument();
  expect(screen.getByText('Try adjusting your search parameters')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Crop type' })).toHaveValue('Saffron');

  await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
  expect(await screen.findByRole('heading', { name: 'Green Valley Farm' })).toBeInTheDocument();
  expect(router.state.location.search).toBe('');
  expect(screen.getByRole('combobox', { name: 'Crop type' })).toHaveValue('');
  expect(listCalls(urls).at(-1)).not.toHaveProperty('cropTypes');
  // The button went with the empty results: the focus is on the first filter, not the page.
  expect(screen.getByRole('combobox', { name: 'Farm location' })).toHaveFocus();
});

it('shows the cached listing first, then the fresh one', async () => {
  localStorage.setItem(
    'campaigns',
    JSON.stringify({
      query: 'page=1&limit=10&sortBy=createdAt&sortOrder=desc',
      response: listResponse([campaignFixture({ farmName: 'Cached Farm' })]),
    }),
  );
  let answer: (response: Response) => void = () => undefined;
  const fresh = new Promise<Response>((resolve) => (answer = resolve));
  stubApi({ 'GET /api/campaigns': () => fresh });
  renderPage();

  expect(screen.getByRole('heading', { name: 'Cached Farm' })).toBeInTheDocument();
  expect(screen.queryByTestId('campaign-card-skeleton')).not.toBeInTheDocument();

  answer(jsonResponse(listResponse([campaignFixture({ farmName: 'Fresh Farm' })])));
  expect(await screen.findByRole('heading', { name: 'Fresh Farm' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Cached Farm' })).not.toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem('campaigns')!).response.campaigns[0].farmName).toBe(
    'Fresh Farm',
  );
});
