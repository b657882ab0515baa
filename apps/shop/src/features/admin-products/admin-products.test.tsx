import { createAppStore } from '@mitti/auth/app-store';
import type { AdminProduct, AdminProductSummary } from '@mitti/domain/admin-product';
import type { UserRole } from '@mitti/domain/user';
import { ToastProvider } from '@mitti/ui/toast-provider';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { asPhone } from '@/test-support/as-phone';
import { jsonResponse, stubApi } from '@/test-support/shop-api-stub';
import { AdminProductEditorPage } from './admin-product-editor-page';
import { AdminProductsPage } from './admin-products-page';

type Handlers = Parameters<typeof stubApi>[0];

const KODO: AdminProduct = {
  _id: 'p-kodo',
  name: 'Kodo Millet',
  brand: 'Mitti Farms',
  category: 'Grains',
  farmName: 'Satpura Millet Collective',
  isOrganic: true,
  hsnCode: '1008',
  description: 'Hand-pounded kodo millet.',
  usageInfo: ['Rinse twice'],
  storageInfo: 'Airtight.',
  ingredients: ['Kodo millet'],
  benefits: [],
  tags: ['millet'],
  faq: [],
  images: [
    { _id: 'img-1', url: '/uploads/items/one.png' },
    { _id: 'img-2', url: '/uploads/items/two.png' },
  ],
  variants: [
    {
      _id: 'v-500',
      size: '500 g',
      weight: 500,
      price: 89.5,
      originalPrice: 99,
      sku: 'KODO-500',
      stock: 12,
    },
  ],
  createdAt: '2026-11-01T10:00:00.000Z',
  archivedAt: null,
  hasOrders: false,
  version: 3,
};

function summary(overrides: Partial<AdminProductSummary> = {}): AdminProductSummary {
  return {
    _id: 'p-kodo',
    name: 'Kodo Millet',
    brand: 'Mitti Farms',
    category: 'Grains',
    farmName: 'Satpura Millet Collective',
    image: null,
    variantCount: 1,
    priceFrom: 89.5,
    stock: 12,
    archivedAt: null,
    ...overrides,
  };
}

function page(products: AdminProductSummary[], total = products.length, at = 1) {
  return { products, page: at, limit: 20, total, hasMore: at * 20 < total };
}

function renderAdmin(path: string, handlers: Handlers = {}, role: UserRole = 'admin') {
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
    ...handlers,
  });
  const router = createMemoryRouter(
    [
      { path: '/admin/products', element: <AdminProductsPage /> },
      { path: '/admin/products/new', element: <AdminProductEditorPage /> },
      { path: '/admin/products/:id', element: <AdminProductEditorPage /> },
    ],
    { initialEntries: [path], basename: '/shop' },
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

/**
 * Sets a field's text in one change: the editor re-renders on each, and typing is slow. Fields are
 * found by label: finding by role names every element of this large form each time.
 */
function fill(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
}

/** Delete permanently, confirmed, as the operator does. */
async function deleteKodo(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Delete permanently' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Kodo Millet permanently?' });
  expect(dialog).toHaveTextContent('cannot be restored');
  await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
}

async function bodyOf(request: Request): Promise<unknown> {
  return JSON.parse(await request.clone().text()) as unknown;
}

const calls = (requests: Request[], method: string) =>
  requests.filter((request) => request.method === method);
const listQueries = (requests: Request[]) =>
  calls(requests, 'GET')
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === '/api/admin/products')
    .map((url) => Object.fromEntries(url.searchParams));

beforeEach(() => localStorage.clear());

afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('the product list', () => {
  it('refuses an account that is not an operator, without asking for products', async () => {
    const { requests } = renderAdmin('/shop/admin/products', {}, 'user');
    expect(await screen.findByRole('heading', { level: 1, name: 'Operators only' })).toBeVisible();
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/user-profile']);
  });

  it('shows the products in a table, searches and filters on the server, and pages', async () => {
    const { requests, user } = renderAdmin('/shop/admin/products', {
      'GET /api/admin/products': (request) => {
        const query = new URL(request.url).searchParams;
        if (query.get('search') === 'ragi') {
          return jsonResponse(page([summary({ _id: 'p-ragi', name: 'Ragi Flour' })]));
        }
        return jsonResponse(
          page(
            [
              summary(),
              summary({
                _id: 'p-old',
                name: 'Old Jaggery',
                archivedAt: '2026-11-02T00:00:00.000Z',
              }),
            ],
            45,
          ),
        );
      },
    });

    const table = await screen.findByRole('table', { name: 'Products' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'Kodo Millet' })).toHaveAttribute(
      'href',
      '/shop/admin/products/p-kodo',
    );
    expect(within(rows[0]!).getByText('from ₹89.50')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Archived')).toBeInTheDocument();
    expect(screen.getByText('45 products')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add product' })).toHaveAttribute(
      'href',
      '/shop/admin/products/new',
    );

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(listQueries(requests).at(-1)).toEqual({ page: '3', archived: 'active' }),
    );

    await user.click(screen.getByRole('button', { name: 'Flours' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'ragi{Enter}');
    expect(await screen.findByRole('link', { name: 'Ragi Flour' })).toBeInTheDocument();
    expect(listQueries(requests).at(-1)).toEqual({
      page: '1',
      search: 'ragi',
      category: 'Flours',
      archived: 'active',
    });
  });

  it('wraps a product name of one long word in the table and on a phone', async () => {
    const name = 'Kodo'.repeat(50);
    const handlers = { 'GET /api/admin/products': () => jsonResponse(page([summary({ name })])) };
    renderAdmin('/shop/admin/products', handlers);
    expect(await screen.findByRole('link', { name })).toHaveStyle({ overflowWrap: 'anywhere' });
    cleanup();

    asPhone();
    renderAdmin('/shop/admin/products', handlers);
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(within(list).getByText(name)).toHaveStyle({ overflowWrap: 'anywhere' });
  });

  it('shows cards on a phone and an empty state that clears the filters', async () => {
    asPhone();
    const { user } = renderAdmin('/shop/admin/products?search=nothing', {
      'GET /api/admin/products': (request) =>
        jsonResponse(
          new URL(request.url).searchParams.get('search') ? page([]) : page([summary()]),
        ),
    });
    expect(await screen.findByText('No products to show')).toBeInTheDocument();
    // The count is a status, there for an empty answer too, so each search is announced.
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('0 products');
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(within(list).getByText('Kodo Millet')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveFocus();
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('1 product');
  });
});

describe('the product editor', () => {
  it('shows the schema’s messages on screen and sends nothing while the form is invalid', async () => {
    const { requests, user } = renderAdmin('/shop/admin/products/new');
    await user.click(await screen.findByRole('button', { name: 'Add product' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(screen.getByText('Price is required')).toBeInTheDocument();
    // The first invalid field takes the focus: the message may be far above the button.
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveFocus());
    const price = screen.getByLabelText(/^Price/);
    fill(price, '-5');
    fireEvent.blur(price);
    expect(await screen.findByText('Price must be more than 0')).toBeInTheDocument();
    expect(calls(requests, 'POST')).toEqual([]);
  });

  it('takes the operator to a repeated size, far above Save, and sends nothing', async () => {
    const { requests, user } = renderAdmin('/shop/admin/products/p-kodo', {
      'GET /api/admin/products/p-kodo': () => jsonResponse(KODO),
    });
    await user.click(await screen.findByRole('button', { name: 'Add variant' }));
    const second = within(screen.getByRole('group', { name: 'Variant 2' }));
    fill(second.getByLabelText(/^Size/), '500 g');
    fill(second.getByLabelText(/^Weight/), '500');
    fill(second.getByLabelText(/^Price/), '89.5');
    fill(second.getByLabelText(/^Stock on hand/), '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const size = second.getByLabelText(/^Size/);
    await waitFor(() => expect(size).toHaveAccessibleDescription('Each size can appear only once'));
    await waitFor(() => expect(size).toHaveFocus());
    expect(calls(requests, 'PUT')).toEqual([]);
  });

  it('puts the focus in the row an Add button adds, and in the next one after a removal', async () => {
    const { user } = renderAdmin('/shop/admin/products/p-kodo', {
      'GET /api/admin/products/p-kodo': () => jsonResponse(KODO),
    });
    await user.click(await screen.findByRole('button', { name: 'Add step' }));
    const step = screen.getByLabelText(/^Step 2/);
    await waitFor(() => expect(step).toHaveFocus());
    await user.keyboard('Soak overnight');
    expect(step).toHaveValue('Soak overnight');
    expect(screen.queryByLabelText(/^Step 3/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add variant' }));
    const second = within(screen.getByRole('group', { name: 'Variant 2' }));
    await waitFor(() => expect(second.getByLabelText(/^Size/)).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(screen.getByLabelText(/^Question/)).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Remove variant Variant 2' }));
    const first = within(screen.getByRole('group', { name: 'Variant 1' }));
    await waitFor(() => expect(first.getByLabelText(/^Size/)).toHaveFocus());
    // The last tag gone, the focus waits on the button that adds one.
    await user.click(screen.getByRole('button', { name: 'Remove tag 1' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add tag' })).toHaveFocus());
  });

  it('adds a product with its lists and variant, then opens it to add pictures', async () => {
    const { requests, router, user } = renderAdmin('/shop/admin/products/new', {
      'POST /api/admin/products': () => jsonResponse(KODO, 201),
      'GET /api/admin/products/p-kodo': () => jsonResponse(KODO),
    });
    fill(await screen.findByLabelText(/^Name/), 'Kodo Millet');
    fill(screen.getByLabelText(/^Brand/), 'Mitti Farms');
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Grains' }));
    fill(screen.getByLabelText(/^Farm name/), 'Satpura');
    // Off until the operator claims it: a forgotten switch must not publish a certification.
    expect(screen.getByLabelText('Certified organic')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    fill(screen.getByLabelText(/^Step 1/), 'Rinse twice');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    fill(screen.getByLabelText(/^Question/), 'Polished?');
    fill(screen.getByLabelText(/^Answer/), 'No.');
    fill(screen.getByLabelText(/^Size/), '500 g');
    fill(screen.getByLabelText(/^Weight/), '500');
    fill(screen.getByLabelText(/^SKU/), 'KODO-500');
    fill(screen.getByLabelText(/^Stock on hand/), '2');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Price is required')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/^Price/));
    await user.paste('89.50');
    await user.click(screen.getByRole('button', { name: 'Add product' }));

    expect(await screen.findByText('Product added. You can add its pictures now.')).toBeVisible();
    const [post] = calls(requests, 'POST');
    expect(await bodyOf(post!)).toEqual({
      name: 'Kodo Millet',
      brand: 'Mitti Farms',
      category: 'Grains',
      farmName: 'Satpura',
      isOrganic: false,
      hsnCode: null,
      description: '',
      usageInfo: ['Rinse twice'],
      storageInfo: '',
      ingredients: [],
      benefits: [],
      tags: [],
      faq: [{ question: 'Polished?', answer: 'No.' }],
      variants: [
        {
          size: '500 g',
          weight: 500,
          price: 89.5,
          originalPrice: null,
          sku: 'KODO-500',
          stock: 2,
        },
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/admin/products/p-kodo'));
    expect(await screen.findByRole('list', { name: 'Pictures' })).toBeInTheDocument();
    // Where the toast sends the operator next.
    expect(screen.getByRole('heading', { name: 'Pictures' })).toHaveFocus();
    // The saved price reads as rupees and paise, as it was typed.
    expect(screen.getByLabelText(/^Price/)).toHaveValue('89.50');
  });

  it('saves an edit, stays, and shows the server’s refusal on the field it names, focused', async () => {
    let refuse = true;
    const { requests, user } = renderAdmin('/shop/admin/products/p-kodo', {
      'GET /api/admin/products/p-kodo': () => jsonResponse(KODO),
      'PUT /api/admin/products/p-kodo': () => {
        // A browser takes the focus off the controls it disabled; jsdom leaves it there.
        (document.activeElement as HTMLElement | null)?.blur();
        return refuse
          ? jsonResponse(
              {
                message: 'This SKU is already used by another variant',
                code: 'SKU_TAKEN',
                fields: { 'variants[0].sku': 'This SKU is already used by another variant' },
              },
              409,
            )
          : jsonResponse(KODO);
      },
    });
    const price = await screen.findByLabelText(/^Price/);
    expect(price).toHaveValue('89.50');
    expect(screen.getByLabelText(/^Original price/)).toHaveValue('99.00');
    fill(price, '79');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const sku = screen.getByLabelText(/^SKU/);
    await waitFor(() =>
      expect(sku).toHaveAccessibleDescription('This SKU is already used by another variant'),
    );
    await waitFor(() => expect(sku).toHaveFocus());
    expect(await bodyOf(calls(requests, 'PUT')[0]!)).toMatchObject({
      version: 3,
      variants: [
        { _id: 'v-500', size: '500 g', price: 79, stock: 12, loadedStock: 12, sku: 'KODO-500' },
      ],
    });

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product saved.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Kodo Millet' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus());
  });

  const CHANGED_MESSAGE =
    'This product was changed by someone else since you opened it. Reload to see the latest, then make your change again.';

  it('says when another operator saved the product first, and Reload brings the latest in place of every edit', async () => {
    // Meanwhile: five 500 g packs sold and another operator raised the price.
    const latest: AdminProduct = {
      ...KODO,
      description: 'Hand-pounded kodo millet.',
      variants: [{ ...KODO.variants[0]!, price: 95, stock: 7 }],
      version: 4,
    };
    let current = KODO;
    const { requests, user } = renderAdmin('/shop/admin/products/p-kodo', {
      'GET /api/admin/products/p-kodo': () => jsonResponse(current),
      'PUT /api/admin/products/p-kodo': async (request) => {
        (document.activeElement as HTMLElement | null)?.blur();
        const body = (await bodyOf(request)) as { version: number };
        return body.version === latest.version
          ? jsonResponse({ ...latest, description: 'Stone-ground.', version: 5 })
          : jsonResponse({ message: CHANGED_MESSAGE, code: 'PRODUCT_CHANGED' }, 409);
      },
    });
    fill(await screen.findByLabelText('Description'), 'Stone-ground.');
    current = latest;
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CHANGED_MESSAGE);
    const reload = within(alert).getByRole('button', { name: 'Reload' });
    await waitFor(() => expect(reload).toHaveFocus());
    // The page and the operator's edit are still there; the message is said once, not in a toast too.
    expect(screen.getByLabelText('Description')).toHaveValue('Stone-ground.');
    expect(screen.getAllByText(CHANGED_MESSAGE)).toHaveLength(1);

    await user.click(reload);
    await waitFor(() =>
      expect(screen.getByLabelText('Description')).toHaveValue(latest.description),
    );
    expect(screen.getByLabelText(/^Price/)).toHaveValue('95.00');
    expect(screen.getByLabelText(/^Stock on hand/)).toHaveValue('7');
    expect(screen.queryByText(CHANGED_MESSAGE)).not.toBeInTheDocument();
    expect(await screen.findByText('Reloaded: this is the product as it is now.')).toBeVisible();
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();

    fill(screen.getByLabelText('Description'), 'Stone-ground.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product saved.')).toBeVisible();
    const saves = calls(requests, 'PUT');
    expect(saves).toHaveLength(2);
    expect(await bodyOf(saves[1]!)).toMatchObject({
      version: 4,
      description: 'Stone-ground.',
      variants: [{ _id: 'v-500', price: 95, stock: 7, loadedStock: 7 }],
    });
  });

  it('shows a stock that orders took below 0 on its field, and keeps the alert when the reload fails', async () => {
    const { user } = renderAdmin('/shop/admin/products/p-kodo', {
      'GET /api/admin/products/p-kodo': () => jsonResponse(KODO),
      'PUT /api/admin/products/p-kodo': () => {
        (document.activeElement as HTMLElement | null)?.blur();
        return jsonResponse(
          {
            message:
              'Orders changed the stock since you opened this product. Reload to see the latest, then make your change again.',
            code: 'STOCK_CHANGED',
            fields: {
              'variants[0].stock':
                'Orders since you opened the product leave 7: this change would make it -5.',
            },
          },
          409,
        );
      },
    });
    fill(await screen.findByLabelText(/^Stock on hand/), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Orders changed the stock since you opened this product.');
    expect(screen.getByLabelText(/^Stock on hand/)).toHaveAccessibleDescription(
      'Orders since you opened the product leave 7: this change would make it -5.',
    );

    // Another operator deleted it meanwhile.
    stubApi({
      'GET /api/admin/products/p-kodo': () =>
        jsonResponse({ message: 'Product not found.', code: 'NOT_FOUND' }, 404),
    });
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Product not found.')).toBeVisible();
    expect(alert).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeEnabled();
    expect(screen.getByLabelText(/^Stock on hand/)).toHaveValue('0');
  });

  it('asks before leaving with unsaved changes, and not once they are saved', async () => {
    const { router, user } = renderAdmin('/shop/admin/products/p-kodo', {
      'GET /api/admin/products/p-kodo': () => jsonResponse(KODO),
      'PUT /api/admin/products/p-kodo': () => jsonResponse(KODO),
      'GET /api/admin/products': () => jsonResponse(page([summary()])),
    });
    const reload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(await screen.findByLabelText(/^Price/)).toHaveValue('89.50');
    expect(reload()).toBe(false);
    fill(screen.getByLabelText(/^Price/), '79');
    // A reload or a closed tab: the browser asks.
    expect(reload()).toBe(true);
    await user.click(screen.getByRole('link', { name: 'All products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveAccessibleDescription('Your changes to this product will be lost.');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/shop/admin/products/p-kodo');
    expect(screen.getByLabelText(/^Price/)).toHaveValue('79');

    await user.click(screen.getByRole('link', { name: 'All products' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole(
        'button',
        { name: 'Leave' },
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/admin/products'));

    await user.click(await screen.findByRole('link', { name: 'Kodo Millet' }));
    fill(await screen.findByLabelText(/^Price/), '79');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product saved.')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'All products' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/admin/products'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves a picture with its buttons and removes one only after confirming', async () => {
    let current = KODO;
    const { requests, user } = renderAdmin('/shop/admin/products/p-kodo', {
      'GET /api/admin/products/p-kodo': () => jsonResponse(current),
      'PUT /api/admin/products/p-kodo/images/order': () => {
        current = { ...KODO, images: [...KODO.images].reverse() };
        return jsonResponse(current);
      },
      'DELETE /api/admin/products/p-kodo/images/img-2': () => {
        current = { ...KODO, images: [KODO.images[0]!] };
        return jsonResponse(current);
      },
    });
    expect(await screen.findByRole('button', { name: 'Move picture 1 up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move picture 1 down' }));
    await waitFor(() => expect(calls(requests, 'PUT')).toHaveLength(1));
    expect(await bodyOf(calls(requests, 'PUT')[0]!)).toEqual({ imageIds: ['img-2', 'img-1'] });
    // The moved picture is last now: its other move button keeps the focus.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move picture 2 up' })).toHaveFocus(),
    );
    expect(screen.getByRole('img', { name: 'Kodo Millet, picture 2' })).toHaveAttribute(
      'src',
      expect.stringContaining('one.png'),
    );

    await user.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this picture?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls(requests, 'DELETE')).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Remove picture 1' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove this picture?' })).getByRole(
        'button',
        { name: 'Remove' },
      ),
    );
    expect(await screen.findByText('Picture removed.')).toBeVisible();
    expect(calls(requests, 'DELETE').map((request) => new URL(request.url).pathname)).toEqual([
      '/api/admin/products/p-kodo/images/img-2',
    ]);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Pictures' })).toHaveFocus());
  });

  it('uploads a picture and then gives the focus to the Pictures heading', async () => {
    const added = {
      ...KODO,
      images: [...KODO.images, { _id: 'img-3', url: '/uploads/items/three.png' }],
    };
    let current = KODO;
    const { user } = renderAdmin('/shop/admin/products/p-kodo', {
      'GET /api/admin/products/p-kodo': () => jsonResponse(current),
    });
    // The upload goes through XMLHttpRequest (for its progress): the server takes it at once.
    jest.spyOn(window, 'XMLHttpRequest').mockImplementation(() => {
      const request = {
        upload: {},
        status: 201,
        responseText: JSON.stringify(added),
        open: () => undefined,
        setRequestHeader: () => undefined,
        onload: () => undefined,
        send: () => {
          current = added;
          queueMicrotask(() => request.onload());
        },
      };
      return request as unknown as XMLHttpRequest;
    });
    const input = await screen.findByLabelText('Upload a picture');
    await user.upload(input, new File(['png'], 'three.png', { type: 'image/png' }));

    expect(await screen.findByText('Picture added.')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Remove picture 3' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Pictures' })).toHaveFocus());
  });

  it('deletes a product without orders only when asked to delete it permanently, then goes back to the list', async () => {
    const { requests, router, user } = renderAdmin('/shop/admin/products/p-kodo', {
      'GET /api/admin/products/p-kodo': () => jsonResponse(KODO),
      'DELETE /api/admin/products/p-kodo': () =>
        jsonResponse({ message: 'The product was deleted.' }),
      'GET /api/admin/products': () =>
        jsonResponse({ products: [], page: 1, limit: 20, total: 0, hasMore: false }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete permanently' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Kodo Millet permanently?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(requests, 'DELETE')).toEqual([]);

    await deleteKodo(user);
    expect(await screen.findByText('The product was deleted.')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/admin/products'));
    const productReads = calls(requests, 'GET').filter(
      (request) => new URL(request.url).pathname === '/api/admin/products/p-kodo',
    );
    expect(productReads).toHaveLength(1);
  });

  it('wraps a heading of one long word', async () => {
    const name = 'Kodo'.repeat(50);
    renderAdmin('/shop/admin/products/p-kodo', {
      'GET /api/admin/products/p-kodo': () => jsonResponse({ ...KODO, name }),
    });
    expect(await screen.findByRole('heading', { level: 1, name })).toHaveStyle({
      overflowWrap: 'anywhere',
    });
  });

  it.each([
    ['without orders', false],
    ['with orders', true],
  ])(
    'archives a product %s after confirming, without deleting it, and offers Restore',
    async (_, hasOrders) => {
      const product = { ...KODO, hasOrders };
      let current = product;
      const { requests, user } = renderAdmin('/shop/admin/products/p-kodo', {
        'GET /api/admin/products/p-kodo': () => jsonResponse(current),
        'POST /api/admin/products/p-kodo/archive': () => {
          current = { ...product, archivedAt: '2026-11-20T10:00:00.000Z' };
          return jsonResponse(current);
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Archive' }));
      const dialog = await screen.findByRole('dialog', { name: 'Archive Kodo Millet?' });
      expect(dialog).toHaveTextContent('Restore to shop puts it back on sale');
      await user.click(within(dialog).getByRole('button', { name: 'Archive' }));

      expect(
        await screen.findByText('The product is archived: it is off sale until you restore it.'),
      ).toBeVisible();
      expect(await screen.findByRole('button', { name: 'Restore to shop' })).toBeInTheDocument();
      expect(screen.getByText(/Archived: this product is not in the shop/)).toBeInTheDocument();
      expect(calls(requests, 'DELETE')).toEqual([]);
      // Deleting for good stays a separate choice, and only for a product no order has.
      expect(
        screen.queryAllByRole('button', { name: 'Delete permanently' }).map((b) => b.textContent),
      ).toEqual(hasOrders ? [] : ['Delete permanently']);
    },
  );

  it('restores an archived product and gives the focus to the button that replaces Restore', async () => {
    let current: AdminProduct = { ...KODO, archivedAt: '2026-11-20T10:00:00.000Z' };
    const { user } = renderAdmin('/shop/admin/products/p-kodo', {
      'GET /api/admin/products/p-kodo': () => jsonResponse(current),
      'POST /api/admin/products/p-kodo/restore': () => {
        // A browser takes the focus off the button it disabled; jsdom leaves it there.
        (document.activeElement as HTMLElement | null)?.blur();
        current = KODO;
        return jsonResponse(current);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Restore to shop' }));
    expect(await screen.findByText('The product is back in the shop.')).toBeVisible();
    const archive = await screen.findByRole('button', { name: 'Archive' });
    await waitFor(() => expect(archive).toHaveFocus());
  });
});
