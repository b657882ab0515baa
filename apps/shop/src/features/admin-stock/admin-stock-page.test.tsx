import { createAppStore } from '@mitti/auth/app-store';
import type { LowStockResponse, LowStockVariant } from '@mitti/domain/admin-stock';
import type { UserRole } from '@mitti/domain/user';
import { ToastProvider } from '@mitti/ui/toast-provider';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { asPhone } from '@/test-support/as-phone';
import { jsonResponse, stubApi } from '@/test-support/shop-api-stub';
import { AdminStockPage } from './admin-stock-page';

type Handlers = Parameters<typeof stubApi>[0];

const SOLD_OUT: LowStockVariant = {
  _id: 'v-turmeric-250',
  itemId: 'item-turmeric',
  itemName: 'Lakadong Turmeric Powder',
  size: '250 g',
  sku: 'LAKADONG-TURMERIC-250G',
  stock: 0,
};
const FEW: LowStockVariant = {
  _id: 'v-honey-500',
  itemId: 'item-honey',
  itemName: 'Wild Forest Honey',
  size: '500 g',
  sku: null,
  stock: 3,
};

function page(
  variants: LowStockVariant[],
  overrides: Partial<LowStockResponse> = {},
): LowStockResponse {
  return { variants, page: 1, limit: 20, total: variants.length, hasMore: false, ...overrides };
}

function renderStock({
  role = 'admin',
  handlers = {},
}: { role?: UserRole; handlers?: Handlers } = {}) {
  localStorage.setItem('token', 'test-token');
  const requests = stubApi({
    'GET /api/user-profile': () =>
      jsonResponse({
        _id: 'admin-1',
        name: 'Mitti Admin',
        email: 'admin@mitti.test',
        phone: '',
        profilePicture: null,
        addresses: [],
        active: 'false',
        role,
      }),
    'GET /api/admin/stock/low': () => jsonResponse(page([SOLD_OUT, FEW])),
    ...handlers,
  });
  const router = createMemoryRouter(
    [
      { path: '/admin/stock', element: <AdminStockPage /> },
      { path: '/admin/products/:id', element: <h1>Product editor</h1> },
    ],
    { initialEntries: ['/shop/admin/stock'], basename: '/shop' },
  );
  render(
    <Provider store={createAppStore()}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </Provider>,
  );
  return { requests, router, user: userEvent.setup() };
}

const stockCalls = (requests: Request[]) =>
  requests
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === '/api/admin/stock/low')
    .map((url) => url.search);

beforeEach(() => localStorage.clear());

afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
});

it('refuses an account that is not an operator, without asking for the stock', async () => {
  const { requests } = renderStock({ role: 'user' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Operators only' })).toBeVisible();
  expect(stockCalls(requests)).toEqual([]);
});

it('lists the sizes running low in a table, fewest first, with product, size, SKU and stock', async () => {
  const { requests, router, user } = renderStock();
  expect(await screen.findByRole('heading', { level: 1, name: 'Low stock' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Low stock' });
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
        (cell) => cell.textContent,
      ),
    );
  expect(rows).toEqual([
    ['Lakadong Turmeric Powder', '250 g', 'LAKADONG-TURMERIC-250G', 'Out of stock'],
    ['Wild Forest Honey', '500 g', '—', '3 left'],
  ]);
  expect(screen.getByText('2 sizes with 5 or fewer on hand, fewest first.')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Low stock pages' })).not.toBeInTheDocument();
  expect(stockCalls(requests)).toEqual(['?page=1']);

  await user.click(within(table).getByRole('link', { name: 'Wild Forest Honey' }));
  // To the product's editor, where its stock is set: not to the shopper's page.
  expect(router.state.location.pathname).toBe('/shop/admin/products/item-honey');
});

it('wraps a product name of one long word, so the other columns stay in view', async () => {
  const name = 'Lakadong'.repeat(25);
  renderStock({
    handlers: {
      'GET /api/admin/stock/low': () => jsonResponse(page([{ ...FEW, itemName: name }])),
    },
  });
  expect(await screen.findByRole('rowheader', { name })).toHaveStyle({ overflowWrap: 'anywhere' });
});

it('shows cards on a phone', async () => {
  asPhone();
  renderStock();
  const list = await screen.findByRole('list', { name: 'Low stock' });
  const honey = within(list).getByRole('listitem', { name: 'Wild Forest Honey (500 g)' });
  expect(within(honey).getByText('3 left')).toBeVisible();
  const turmeric = within(list).getByRole('listitem', { name: 'Lakadong Turmeric Powder (250 g)' });
  expect(within(turmeric).getByText('250 g · SKU LAKADONG-TURMERIC-250G')).toBeVisible();
  expect(within(turmeric).getByText('Out of stock')).toBeVisible();
  expect(within(turmeric).getByRole('link', { name: 'Lakadong Turmeric Powder' })).toHaveAttribute(
    'href',
    '/shop/admin/products/item-turmeric',
  );
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('says so when nothing is running low', async () => {
  renderStock({ handlers: { 'GET /api/admin/stock/low': () => jsonResponse(page([])) } });
  expect(await screen.findByText('Nothing is running low.')).toBeVisible();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('asks the server for the next page', async () => {
  const { requests, user } = renderStock({
    handlers: {
      'GET /api/admin/stock/low': (request) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? jsonResponse(page([FEW], { page: 2, total: 21 }))
          : jsonResponse(page([SOLD_OUT], { total: 21, hasMore: true })),
    },
  });
  const pages = await screen.findByRole('navigation', { name: 'Low stock pages' });
  expect(screen.getByText('21 sizes with 5 or fewer on hand, fewest first.')).toBeInTheDocument();

  await user.click(within(pages).getByRole('button', { name: 'Go to page 2' }));

  expect(await screen.findByRole('rowheader', { name: 'Wild Forest Honey' })).toBeVisible();
  expect(screen.queryByRole('rowheader', { name: 'Lakadong Turmeric Powder' })).toBeNull();
  expect(stockCalls(requests)).toEqual(['?page=1', '?page=2']);
});

it('offers to try again when the stock cannot be loaded', async () => {
  let fail = true;
  const { user } = renderStock({
    handlers: {
      'GET /api/admin/stock/low': () =>
        fail
          ? jsonResponse({ message: 'The database is resting.', code: 'INTERNAL' }, 503)
          : jsonResponse(page([FEW])),
    },
  });
  expect(await screen.findByText('Could not load the stock.')).toBeVisible();
  expect(screen.getByText('The database is resting.')).toBeVisible();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('rowheader', { name: 'Wild Forest Honey' })).toBeVisible();
});
