import { createAppStore } from '@mitti/auth/app-store';
import type { Item } from '@mitti/domain/item';
import { ToastProvider } from '@mitti/ui/toast-provider';
import { render, screen, waitFor, within } from '@testing-library/react';
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
import { CataloguePage } from './catalogue-page';

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

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <CataloguePage /> },
      { path: '/itemInfo/:id', element: <h1>Product page</h1> },
      { path: '/cart', element: <h1>Cart page</h1> },
    ],
    { initialEntries: ['/shop'], basename: '/shop' },
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

function stubItems(items: Item[] = ALL, extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({ 'GET /api/items': () => jsonResponse({ response: items }), ...extra });
}

const productNames = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

it('shows the brand heading, the search box, the chips and the promise strip', async () => {
  stubItems();
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Mitti Market' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Mitti Market' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveAttribute(
    'placeholder',
    'Search products...',
  );
  const chips = within(screen.getByRole('group', { name: 'Filter by category' }));
  expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
    'All',
    'Grains',
    'Sweeteners',
    'Flours',
    'Spices',
  ]);
  expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/shop/cart');
  expect(screen.getByRole('heading', { name: 'Certified Organic' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Fast Shipping' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Quality Guaranteed' })).toBeInTheDocument();
  await waitFor(() =>
    expect(productNames()).toEqual(['Lakadong Turmeric Powder', 'Kolhapuri Jaggery', 'Ragi Flour']),
  );
});

it('spins while loading with nothing saved, then shows the list and saves it', async () => {
  stubItems();
  renderPage();
  expect(screen.getByRole('status')).toHaveTextContent('Germinating...');
  expect(await screen.findByText('Showing 3 products')).toBeInTheDocument();
  expect(screen.queryByText('Germinating...')).not.toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem('items')!)).toHaveLength(3);
});

it('shows the saved list at once, then the fresh one in its place', async () => {
  localStorage.setItem('items', JSON.stringify([jaggery]));
  let answer = (_response: Response) => undefined as void;
  const requests = stubApi({
    'GET /api/items': () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
  });
  renderPage();

  expect(productNames()).toEqual(['Kolhapuri Jaggery']);
  expect(screen.queryByText('Germinating...')).not.toBeInTheDocument();

  await waitFor(() => expect(requests).toHaveLength(1));
  answer(jsonResponse({ response: [turmeric, ragi] }));
  await waitFor(() => expect(productNames()).toEqual(['Lakadong Turmeric Powder', 'Ragi Flour']));
});

it('keeps the saved list when the fetch fails, and logs the failure', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.setItem('items', JSON.stringify([jaggery]));
  stubApi({ 'GET /api/items': () => jsonResponse({ message: 'Down', code: 'INTERNAL' }, 500) });
  renderPage();
  expect(
    await screen.findByText(
      'Could not refresh the products. Showing the list saved on this device.',
    ),
  ).toBeInTheDocument();
  expect(productNames()).toEqual(['Kolhapuri Jaggery']);
  expect(logged).toHaveBeenCalledWith('Error fetching items', expect.anything());
});

it('searches name, brand, category and farm without minding case', async () => {
  const user = userEvent.setup();
  stubItems();
  renderPage();
  await screen.findByText('Showing 3 products');
  const search = screen.getByRole('searchbox', { name: 'Search products' });

  await user.type(search, 'TURMERIC');
  expect(productNames()).toEqual(['Lakadong Turmeric Powder']);

  await user.clear(search);
  await user.type(search, 'deccan');
  expect(productNames()).toEqual(['Ragi Flour']);

  await user.clear(search);
  await user.type(search, 'sweet');
  expect(productNames()).toEqual(['Kolhapuri Jaggery']);
});

it('filters by the pressed category chip', async () => {
  const user = userEvent.setup();
  stubItems();
  renderPage();
  await screen.findByText('Showing 3 products');

  await user.click(screen.getByRole('button', { name: 'Flours' }));
  expect(screen.getByRole('button', { name: 'Flours' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  expect(productNames()).toEqual(['Ragi Flour']);
  expect(screen.getByText('Showing 1 product')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'All' }));
  expect(productNames()).toHaveLength(3);
});

it('says No Products Found when nothing matches, and Clear filters brings everything back', async () => {
  const user = userEvent.setup();
  stubItems();
  renderPage();
  await screen.findByText('Showing 3 products');

  await user.click(screen.getByRole('button', { name: 'Grains' }));
  expect(screen.getByText('No Products Found')).toBeInTheDocument();
  expect(screen.getByText('Try adjusting your search or category filters.')).toBeInTheDocument();
  expect(productNames()).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(productNames()).toHaveLength(3);
});

it('asks a visitor to sign in instead of adding to the cart', async () => {
  const user = userEvent.setup();
  const requests = stubItems();
  renderPage();
  const card = within((await screen.findAllByRole('article'))[0]!);

  await user.click(card.getByRole('button', { name: 'Add to Cart' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign In Required' });
  expect(dialog).toHaveAccessibleDescription('Please sign in to continue shopping with us.');
  expect(within(dialog).getByRole('button', { name: 'Go to Sign In' })).toBeInTheDocument();
  expect(requests.some((request) => request.method === 'POST')).toBe(false);

  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('adds one unit of the chosen size for a shopper, and the cart badge counts it', async () => {
  localStorage.setItem('token', 'test-token');
  const user = userEvent.setup();
  let cart = cartResponse([]);
  const requests = stubItems(ALL, {
    'GET /api/cart': () => jsonResponse(cart),
    'POST /api/cart': () => {
      cart = cartResponse([cartItemFixture({ size: '500 g', price: 260, weight: 500 })]);
      return jsonResponse(cart);
    },
  });
  const router = renderPage();
  const card = within((await screen.findAllByRole('article'))[0]!);

  await user.click(card.getByRole('button', { name: '500 g' }));
  await user.click(card.getByRole('button', { name: 'Add to Cart' }));

  expect(await screen.findByText('Added to cart!')).toBeInTheDocument();
  const post = requests.find((request) => request.method === 'POST')!;
  expect(new URL(post.url).pathname).toBe('/api/cart');
  expect(post.headers.get('Authorization')).toBe('Bearer test-token');
  expect(await post.json()).toEqual({
    itemId: 'item-turmeric',
    size: '500 g',
    quantity: 1,
    weight: 500,
  });
  expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();

  await user.click(screen.getByRole('link', { name: 'View Cart' }));
  expect(router.state.location.pathname).toBe('/shop/cart');
});

it('says so when adding fails', async () => {
  localStorage.setItem('token', 'test-token');
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup();
  stubItems(ALL, {
    'GET /api/cart': () => jsonResponse(cartResponse([])),
    'POST /api/cart': () => jsonResponse({ message: 'Out of stock', code: 'CONFLICT' }, 409),
  });
  renderPage();
  const card = within((await screen.findAllByRole('article'))[0]!);

  await user.click(card.getByRole('button', { name: 'Add to Cart' }));
  expect(await screen.findByText('Failed to add to cart')).toBeInTheDocument();
  expect(logged).toHaveBeenCalledWith('Failed to add to cart', expect.anything());
  expect(card.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
});

it('opens a product from its card', async () => {
  const user = userEvent.setup();
  stubItems();
  const router = renderPage();
  await user.click(await screen.findByRole('link', { name: 'Ragi Flour' }));
  expect(router.state.location.pathname).toBe('/shop/itemInfo/item-ragi');
});
