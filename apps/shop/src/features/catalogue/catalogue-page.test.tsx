import { createAppStore } from '@mitti/auth/app-store';
import { ITEM_PAGE_SIZE } from '@mitti/domain/constants';
import type { CategoryFilter, Item } from '@mitti/domain/item';
import type { ItemPageResponse } from '@mitti/domain/item-list-query';
import { itemMatches } from '@mitti/domain/item-search';
import { Loader } from '@mitti/ui/loader';
import type * as ProductImageModule from '@mitti/ui/product-image';
import { ToastProvider } from '@mitti/ui/toast-provider';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  cartItemFixture,
  cartResponse,
  itemFixture,
  jsonResponse,
  stubApi,
} from '@/test-support/shop-api-stub';
import { catalogueLoader } from './catalogue-loader';
import { CataloguePage } from './catalogue-page';
import { SEARCH_DEBOUNCE_MS } from './use-catalogue-filters';

/** Which cards draw their picture: a card drawn again draws its picture again. */
const mockPicturesDrawn = jest.fn<void, [string]>();
jest.mock('@mitti/ui/product-image', () => {
  const actual = jest.requireActual<typeof ProductImageModule>('@mitti/ui/product-image');
  return {
    ...actual,
    ProductImage: (props: Parameters<typeof actual.ProductImage>[0]) => {
      mockPicturesDrawn(props.alt);
      return <actual.ProductImage {...props} />;
    },
  };
});

const turmeric = itemFixture();
const jaggery = itemFixture({
  _id: 'item-jaggery',
  name: 'Kolhapuri Jaggery',
  category: 'Sweeteners',
  farmName: 'Panchganga Cane Co-op',
  tags: [],
});
const ragi = itemFixture({
  _id: 'item-ragi',
  name: 'Ragi Flour',
  category: 'Flours',
  farmName: 'Deccan Millet Farm',
  tags: [],
});
const ALL = [turmeric, jaggery, ragi];

/** More than a page: 30 millets, the first 24 on page 1 (one size, no picture: quick to draw). */
const MILLETS = Array.from({ length: 30 }, (_, index) =>
  itemFixture({
    _id: `item-millet-${index + 1}`,
    name: `Millet ${index + 1}`,
    category: 'Grains',
    farmName: 'Deccan Millet Farm',
    tags: [],
    images: [],
    variants: [turmeric.variants[0]!],
  }),
);

/** The route as routes.tsx has it: the loader fills the store, the Loader shows until it has. */
function renderPage(path = '/shop') {
  const store = createAppStore();
  const router = createMemoryRouter(
    [
      {
        path: '/',
        loader: catalogueLoader(store),
        hydrateFallbackElement: <Loader />,
        element: <CataloguePage />,
      },
      { path: '/itemInfo/:id', element: <h1>Product page</h1> },
      { path: '/cart', element: <h1>Cart page</h1> },
    ],
    { initialEntries: [path], basename: '/shop' },
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

/** GET /api/items as the API answers a page: filtered by itemMatches, in pages of `limit`. */
function catalogueAnswer(items: Item[], request: Request): ItemPageResponse {
  const params = new URL(request.url).searchParams;
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  const category = (params.get('category') ?? 'All') as CategoryFilter;
  const matching = items.filter((item) => itemMatches(item, params.get('search') ?? '', category));
  return {
    response: matching.slice((page - 1) * limit, page * limit),
    page,
    limit,
    total: matching.length,
    hasMore: page * limit < matching.length,
  };
}

function stubItems(items: Item[] = ALL, extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/items': (request) => jsonResponse(catalogueAnswer(items, request)),
    ...extra,
  });
}

/** The catalogue and an empty cart, to which POST /api/cart adds turmeric's 500 g. */
function stubShopperCart() {
  let cart = cartResponse([]);
  return stubItems(ALL, {
    'GET /api/cart': () => jsonResponse(cart),
    'POST /api/cart': () => {
      cart = cartResponse([cartItemFixture({ size: '500 g', price: 260, weight: 500 })]);
      return jsonResponse(cart);
    },
  });
}

/** POST /api/cart's body for one unit of turmeric's 500 g. */
const TURMERIC_500G = { itemId: 'item-turmeric', size: '500 g', quantity: 1, weight: 500 };

/** The query of each catalogue call made, as `search=...&category=...&page=...`. */
const itemQueries = (requests: Request[]) =>
  requests
    .filter((request) => new URL(request.url).pathname === '/api/items')
    .map((request) => {
      const params = new URL(request.url).searchParams;
      params.sort();
      return params.toString();
    });

// By tag, not role: working out roles and names over two pages of cards takes seconds in jsdom.
const productNames = () =>
  Array.from(document.querySelectorAll('article h3'), (heading) => heading.textContent);

const savedNames = () =>
  (JSON.parse(localStorage.getItem('items') ?? 'null') as Item[] | null)?.map((item) => item.name);

const chip = (name: string) =>
  within(screen.getByRole('group', { name: 'Filter by category' })).getByRole('button', { name });

/** Fake timers, which user-event's own delays and Testing Library's waitFor move on. */
function typingUser() {
  jest.useFakeTimers();
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('shows the brand heading, the search box, the chips, the first page and the promise strip', async () => {
  const requests = stubItems();
  renderPage();
  await waitFor(() =>
    expect(productNames()).toEqual(['Lakadong Turmeric Powder', 'Kolhapuri Jaggery', 'Ragi Flour']),
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Mitti Market' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Mitti Market' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveAttribute(
    'placeholder',
    'Search products...',
  );
  const chips = within(screen.getByRole('group', { name: 'Filter by category' }));
  expect(chips.getAllByRole('button').map((button) => button.textContent)).toEqual([
    'All',
    'Grains',
    'Sweeteners',
    'Flours',
    'Spices',
  ]);
  expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/shop/cart');
  expect(screen.getByRole('heading', { name: 'Certified Organic' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Fast Shipping' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Quality Guaranteed' })).toBeInTheDocument();
  // One page asked for, never the whole catalogue; every item fits, so there is nothing more.
  expect(itemQueries(requests)).toEqual([`limit=${ITEM_PAGE_SIZE}&page=1`]);
  expect(screen.getByText('Showing 3 products')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(screen.queryByText('That is every product.')).not.toBeInTheDocument();
});

it('spins while loading with nothing saved, then shows the first page and saves it', async () => {
  stubItems();
  renderPage();
  expect(screen.getByRole('status')).toHaveTextContent('Germinating...');
  expect(await screen.findByText('Showing 3 products')).toBeInTheDocument();
  expect(screen.queryByText('Germinating...')).not.toBeInTheDocument();
  expect(savedNames()).toEqual(['Lakadong Turmeric Powder', 'Kolhapuri Jaggery', 'Ragi Flour']);
});

it('shows the saved first page at once, then the fresh one in its place', async () => {
  localStorage.setItem('items', JSON.stringify([jaggery]));
  let answer = (_response: Response) => undefined as void;
  const requests = stubApi({
    'GET /api/items': () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
  });
  renderPage();

  expect(await screen.findByText('Showing 1 product')).toBeInTheDocument();
  expect(productNames()).toEqual(['Kolhapuri Jaggery']);
  expect(screen.queryByText('Germinating...')).not.toBeInTheDocument();

  await waitFor(() => expect(requests).toHaveLength(1));
  act(() => answer(jsonResponse(catalogueAnswer([turmeric, ragi], requests[0]!))));
  await waitFor(() => expect(productNames()).toEqual(['Lakadong Turmeric Powder', 'Ragi Flour']));
  expect(savedNames()).toEqual(['Lakadong Turmeric Powder', 'Ragi Flour']);
});

it('shows one page of a whole catalogue saved by an older shop', async () => {
  localStorage.setItem('items', JSON.stringify(MILLETS));
  stubApi({ 'GET /api/items': () => new Promise<Response>(() => undefined) });
  renderPage();
  expect(await screen.findByText(`Showing ${ITEM_PAGE_SIZE} products`)).toBeInTheDocument();
  expect(productNames()).toEqual(MILLETS.slice(0, ITEM_PAGE_SIZE).map((item) => item.name));
});

it('keeps the saved page when the fetch fails, and logs the failure', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.setItem('items', JSON.stringify([jaggery]));
  stubApi({ 'GET /api/items': () => jsonResponse({ message: 'Down', code: 'INTERNAL' }, 500) });
  renderPage();
  // (Had the call failed before the page subscribed, the page asks again and the warning comes twice.)
  await screen.findByText('Could not refresh the products. Showing the list saved on this device.');
  expect(productNames()).toEqual(['Kolhapuri Jaggery']);
  expect(logged).toHaveBeenCalledWith('Error fetching items', expect.anything());
});

it('says it could not load the products when nothing is saved, and tries again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup();
  let down = true;
  const requests = stubApi({
    'GET /api/items': (request) =>
      down
        ? jsonResponse({ message: 'Down', code: 'INTERNAL' }, 500)
        : jsonResponse(catalogueAnswer(ALL, request)),
  });
  renderPage();
  // The loader asks, then the page asks again (a failed answer is not kept), each call tried twice.
  await waitFor(() => expect(requests).toHaveLength(4), { timeout: 5000 });
  expect(await screen.findByText('Could not load the products.')).toBeInTheDocument();

  down = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Showing 3 products')).toBeInTheDocument();
});

describe('Load more', () => {
  it('appends the next page, then says the list has ended', async () => {
    const user = userEvent.setup();
    const requests = stubItems(MILLETS);
    renderPage();
    expect(await screen.findByText('Showing 24 of 30 products')).toBeInTheDocument();
    expect(productNames()).toHaveLength(24);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 30 products')).toBeInTheDocument();
    expect(productNames()).toEqual(MILLETS.map((item) => item.name));
    expect(itemQueries(requests)).toEqual(['limit=24&page=1', 'limit=24&page=2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // The keyboard's focus is not dropped with the button: it lands on the end note.
    expect(screen.getByText('That is every product.')).toHaveFocus();
    // Only the first page is saved for the next visit.
    expect(savedNames()).toEqual(MILLETS.slice(0, 24).map((item) => item.name));
  });

  it('draws only the new cards, not again every card above them', async () => {
    const user = userEvent.setup();
    stubItems(MILLETS);
    renderPage();
    await screen.findByText('Showing 24 of 30 products');
    mockPicturesDrawn.mockClear();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Showing 30 products');
    expect(mockPicturesDrawn.mock.calls.map(([name]) => name)).toEqual(
      MILLETS.slice(24).map((item) => item.name),
    );
  });

  it('is reached and pressed from the keyboard, and ignores presses while it loads', async () => {
    const user = userEvent.setup();
    let answerPage2 = (_response: Response) => undefined as void;
    const requests = stubApi({
      'GET /api/items': (request) =>
        new URL(request.url).searchParams.get('page') === '1'
          ? jsonResponse(catalogueAnswer(MILLETS, request))
          : new Promise<Response>((resolve) => {
              answerPage2 = resolve;
            }),
    });
    renderPage();
    const button = await screen.findByRole('button', { name: 'Load more' });

    act(() => button.focus());
    await user.keyboard('{Enter}');
    const loading = await screen.findByRole('button', { name: 'Loading more...' });
    expect(loading).toHaveAttribute('aria-disabled', 'true');
    expect(loading).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(loading);
    expect(itemQueries(requests)).toEqual(['limit=24&page=1', 'limit=24&page=2']);

    act(() => answerPage2(jsonResponse(catalogueAnswer(MILLETS, requests[1]!))));
    expect(await screen.findByText('Showing 30 products')).toBeInTheDocument();
  });

  it('says so when the next page fails, keeps what is shown, and tries again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    let down = true;
    stubApi({
      'GET /api/items': (request) =>
        down && new URL(request.url).searchParams.get('page') === '2'
          ? jsonResponse({ message: 'Down', code: 'INTERNAL' }, 500)
          : jsonResponse(catalogueAnswer(MILLETS, request)),
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(
      await screen.findByText('Could not load more products. Please try again.'),
    ).toBeInTheDocument();
    expect(productNames()).toHaveLength(24);
    expect(screen.queryByText(/Could not refresh the products/)).not.toBeInTheDocument();

    down = false;
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 30 products')).toBeInTheDocument();
    expect(screen.queryByText(/Could not load more products/)).not.toBeInTheDocument();
  });
});

describe('search and category', () => {
  it('asks the server once typing pauses, and puts the search in the address', async () => {
    const user = typingUser();
    const requests = stubItems();
    const router = renderPage();
    await screen.findByText('Showing 3 products');
    const search = screen.getByRole('searchbox', { name: 'Search products' });

    await user.type(search, 'TURMERIC');
    expect(search).toHaveValue('TURMERIC');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(itemQueries(requests)).toHaveLength(1);

    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(productNames()).toEqual(['Lakadong Turmeric Powder']));
    expect(itemQueries(requests)).toEqual(['limit=24&page=1', 'limit=24&page=1&search=TURMERIC']);
    expect(router.state.location.search).toBe('?q=TURMERIC');
    expect(screen.getByText('Showing 1 product')).toBeInTheDocument();
    // A search is not the catalogue's first page: the saved one stays.
    expect(savedNames()).toHaveLength(3);

    await user.clear(search);
    await user.type(search, '  deccan ');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await waitFor(() => expect(productNames()).toEqual(['Ragi Flour']));
    expect(router.state.location.search).toBe('?q=deccan');
  });

  it('filters by the pressed chip on the server, and Back goes to the chip before', async () => {
    const user = userEvent.setup();
    const requests = stubItems();
    const router = renderPage();
    await screen.findByText('Showing 3 products');

    await user.click(chip('Flours'));
    await waitFor(() => expect(productNames()).toEqual(['Ragi Flour']));
    expect(chip('Flours')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('All')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Showing 1 product')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?category=Flours');
    expect(itemQueries(requests)).toContain('category=Flours&limit=24&page=1');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(productNames()).toHaveLength(3));
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
  });

  it('leaves one history entry for a run of typing, and the box follows Back and Forward', async () => {
    const user = typingUser();
    stubItems();
    const router = renderPage();
    await screen.findByText('Showing 3 products');
    const search = screen.getByRole('searchbox', { name: 'Search products' });

    await user.type(search, 'rag');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await waitFor(() => expect(productNames()).toEqual(['Ragi Flour']));
    await user.clear(search);
    await user.type(search, 'jag');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await waitFor(() => expect(productNames()).toEqual(['Kolhapuri Jaggery']));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(productNames()).toHaveLength(3));
    expect(search).toHaveValue('');
    expect(router.state.location.search).toBe('');

    await act(() => router.navigate(1));
    await waitFor(() => expect(productNames()).toEqual(['Kolhapuri Jaggery']));
    expect(search).toHaveValue('jag');
  });

  it('keeps a chip pressed while the search was still to go, and the search', async () => {
    const user = typingUser();
    stubApi({
      'GET /api/items': (request) =>
        // The chip's list is slow to come: the search goes before it has.
        request.url.includes('category=Spices') && !request.url.includes('search=')
          ? new Promise<Response>(() => undefined)
          : jsonResponse(catalogueAnswer(ALL, request)),
    });
    const router = renderPage();
    await screen.findByText('Showing 3 products');

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'turmeric');
    await user.click(chip('Spices'));
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));

    await waitFor(() => expect(router.state.location.search).toBe('?q=turmeric&category=Spices'));
    expect(productNames()).toEqual(['Lakadong Turmeric Powder']);
    expect(chip('Spices')).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens a shared link with its search and category', async () => {
    const requests = stubItems();
    renderPage('/shop?q=deccan&category=Flours');
    await waitFor(() => expect(productNames()).toEqual(['Ragi Flour']));
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('deccan');
    expect(chip('Flours')).toHaveAttribute('aria-pressed', 'true');
    expect(itemQueries(requests)).toEqual(['category=Flours&limit=24&page=1&search=deccan']);
  });

  it('takes an unknown category as All and cuts a long search to what the API takes', async () => {
    const requests = stubItems();
    renderPage(`/shop?category=Fruits&q=${'r'.repeat(150)}`);
    await screen.findByText('No Products Found');
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
    expect(itemQueries(requests)).toEqual([`limit=24&page=1&search=${'r'.repeat(100)}`]);
  });

  it('says No Products Found when nothing matches, and Clear filters brings everything back', async () => {
    const user = userEvent.setup();
    const requests = stubItems();
    const router = renderPage('/shop?q=ragi&category=Grains');

    expect(await screen.findByText('No Products Found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or category filters.')).toBeInTheDocument();
    expect(productNames()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(productNames()).toHaveLength(3));
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
    // The button went with the empty results: the focus is in the search box, not on the page.
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveFocus();
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('');
    expect(itemQueries(requests)).toEqual([
      'category=Grains&limit=24&page=1&search=ragi',
      'limit=24&page=1',
    ]);
  });

  it('pages a search with Load more', async () => {
    const user = userEvent.setup();
    const requests = stubItems([...ALL, ...MILLETS]);
    renderPage('/shop?q=millet');
    expect(await screen.findByText('Showing 24 of 31 products')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 31 products')).toBeInTheDocument();
    expect(productNames()).toEqual(['Ragi Flour', ...MILLETS.map((item) => item.name)]);
    expect(itemQueries(requests)).toEqual([
      'limit=24&page=1&search=millet',
      'limit=24&page=2&search=millet',
    ]);
  });
});

it('asks a visitor to sign in instead of adding to the cart; Cancel adds nothing later', async () => {
  const user = userEvent.setup();
  let requests = stubItems();
  renderPage();
  const card = within((await screen.findAllByRole('article'))[0]!);

  await user.click(card.getByRole('button', { name: 'Add to Cart' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign In Required' });
  expect(dialog).toHaveAccessibleDescription('Please sign in to continue shopping with us.');
  expect(within(dialog).getByRole('button', { name: 'Go to Sign In' })).toBeInTheDocument();
  expect(requests.some((request) => request.method === 'POST')).toBe(false);

  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  cleanup();

  // Signed in some other way: the cancelled line is not added.
  localStorage.setItem('token', 'test-token');
  requests = stubItems(ALL, { 'GET /api/cart': () => jsonResponse(cartResponse([])) });
  renderPage();
  expect(await screen.findByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
  expect(requests.some((request) => request.method === 'POST')).toBe(false);
});

it('adds the line a visitor chose once they are back from signing in, once', async () => {
  const user = userEvent.setup();
  stubItems();
  renderPage();
  const card = within((await screen.findAllByRole('article'))[0]!);
  await user.click(card.getByRole('button', { name: '500 g' }));
  await user.click(card.getByRole('button', { name: 'Add to Cart' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign In Required' });
  // Go to Sign In leaves the app (login is in the invest app), which jsdom cannot do.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await user.click(within(dialog).getByRole('button', { name: 'Go to Sign In' }));
  cleanup();

  localStorage.setItem('token', 'test-token');
  const requests = stubShopperCart();
  renderPage();
  expect(await screen.findByText('Added to cart!')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  const posts = requests.filter((request) => request.method === 'POST');
  expect(posts).toHaveLength(1);
  expect(await posts[0]!.json()).toEqual(TURMERIC_500G);
  cleanup();

  renderPage();
  expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
});

it('adds one unit of the chosen size for a shopper, and the cart badge counts it', async () => {
  localStorage.setItem('token', 'test-token');
  const user = userEvent.setup();
  const requests = stubShopperCart();
  const router = renderPage();
  const card = within((await screen.findAllByRole('article'))[0]!);

  await user.click(card.getByRole('button', { name: '500 g' }));
  await user.click(card.getByRole('button', { name: 'Add to Cart' }));

  expect(await screen.findByText('Added to cart!')).toBeInTheDocument();
  const post = requests.find((request) => request.method === 'POST')!;
  expect(new URL(post.url).pathname).toBe('/api/cart');
  expect(post.headers.get('Authorization')).toBe('Bearer test-token');
  expect(await post.json()).toEqual(TURMERIC_500G);
  expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();

  await user.click(screen.getByRole('link', { name: 'View Cart' }));
  expect(router.state.location.pathname).toBe('/shop/cart');
});

it('says so when adding fails, with how many are left when the stock is the reason', async () => {
  localStorage.setItem('token', 'test-token');
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup();
  stubItems(ALL, {
    'GET /api/cart': () => jsonResponse(cartResponse([])),
    'POST /api/cart': jest
      .fn()
      .mockReturnValueOnce(jsonResponse({ message: 'Server unavailable' }, 503))
      .mockReturnValueOnce(
        jsonResponse(
          {
            message:
              'Your cart already has all 12 of Lakadong Turmeric Powder (500 g) that are left.',
            code: 'OUT_OF_STOCK',
          },
          409,
        ),
      ),
  });
  renderPage();
  const card = within((await screen.findAllByRole('article'))[0]!);

  await user.click(card.getByRole('button', { name: 'Add to Cart' }));
  expect(await screen.findByText('Failed to add to cart')).toBeInTheDocument();
  expect(logged).toHaveBeenCalledWith('Failed to add to cart', expect.anything());
  expect(card.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();

  await user.click(card.getByRole('button', { name: 'Add to Cart' }));
  expect(
    await screen.findByText(
      'Failed to add to cart. Your cart already has all 12 of Lakadong Turmeric Powder (500 g) that are left.',
    ),
  ).toBeInTheDocument();
});

it('leaves the ended session to say why adding failed, and asks to sign in from then on', async () => {
  localStorage.setItem('token', 'test-token');
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup();
  stubItems(ALL, {
    'GET /api/cart': () => jsonResponse(cartResponse([])),
    'POST /api/cart': jest
      .fn()
      .mockReturnValueOnce(jsonResponse(cartResponse([cartItemFixture()])))
      .mockReturnValueOnce(
        jsonResponse({ message: 'Please sign in to continue.', code: 'UNAUTHORIZED' }, 401),
      ),
  });
  renderPage();
  const card = within((await screen.findAllByRole('article'))[0]!);
  await user.click(card.getByRole('button', { name: 'Add to Cart' }));
  expect(await screen.findByText('Added to cart!')).toBeInTheDocument();

  await user.click(card.getByRole('button', { name: 'Add to Cart' }));
  await waitFor(() =>
    expect(logged).toHaveBeenCalledWith('Failed to add to cart', expect.anything()),
  );
  await user.click(card.getByRole('button', { name: 'Add to Cart' }));

  expect(await screen.findByRole('dialog', { name: 'Sign In Required' })).toBeInTheDocument();
  expect(screen.queryByText('Failed to add to cart')).not.toBeInTheDocument();
});

it('opens a product from its card', async () => {
  const user = userEvent.setup();
  stubItems();
  const router = renderPage();
  await user.click(await screen.findByRole('link', { name: 'Ragi Flour' }));
  expect(router.state.location.pathname).toBe('/shop/itemInfo/item-ragi');
});
