import { createAppStore } from '@mitti/auth/app-store';
import type { Order } from '@mitti/domain/order';
import { ToastProvider } from '@mitti/ui/toast-provider';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fileResponse, recordDownloads } from '@mitti/api-client/testing/saved-downloads';
import { asPhone } from '@/test-support/as-phone';
import { jsonResponse, orderFixture, stubApi } from '@/test-support/shop-api-stub';
import { OrdersPage } from './orders-page';

type Handlers = Parameters<typeof stubApi>[0];

const OLDER = orderFixture();
const NEWER = orderFixture({
  _id: '6650f1c2a9b8e7d6c5c0ffee',
  createdAt: '2026-11-05T09:30:00.000Z',
  orderStatus: 'Delivered',
  paymentMethod: 'Razorpay',
  paymentStatus: 'Paid',
  totalPrice: 1234.5,
  items: [
    {
      itemId: 'item-turmeric',
      name: 'Lakadong Turmeric Powder',
      size: '500 g',
      quantity: 3,
      price: 260,
      weight: 500,
      image: '/uploads/turmeric.png',
    },
    {
      itemId: 'item-gone',
      name: 'Retired Millet Flour',
      size: '1 kg',
      quantity: 1,
      price: 90,
      weight: 1000,
    },
  ],
});

/** GET /api/orders answering the page the request names out of `orders`, as the server pages. */
function pageOf(orders: Order[]) {
  return (request: Request) => {
    const params = new URL(request.url).searchParams;
    const page = Number(params.get('page') ?? 1);
    const limit = Number(params.get('limit') ?? 10);
    const total = orders.length;
    return jsonResponse({
      data: {
        orders: orders.slice((page - 1) * limit, page * limit),
        page,
        limit,
        total,
        hasMore: page * limit < total,
      },
    });
  };
}

/** `count` orders, 'Order #000001' (the newest, 1 November) first, a day older each. */
function manyOrders(count: number): Order[] {
  return Array.from({ length: count }, (_, i) =>
    orderFixture({
      _id: `order-${String(i + 1).padStart(6, '0')}`,
      createdAt: new Date(Date.UTC(2026, 10, 1) - i * 86_400_000).toISOString(),
    }),
  );
}

function renderOrders({
  orders = [OLDER, NEWER],
  signedIn = true,
  handlers = {},
  at = '/shop/orders',
}: { orders?: Order[]; signedIn?: boolean; handlers?: Handlers; at?: string } = {}) {
  localStorage.clear();
  if (signedIn) localStorage.setItem('token', 'test-token');
  const requests = stubApi({
    'GET /api/orders': pageOf(orders),
    ...handlers,
  });
  const router = createMemoryRouter(
    [
      { path: '/orders', element: <OrdersPage /> },
      { path: '/', element: <p>Catalogue</p> },
    ],
    { initialEntries: [at], basename: '/shop' },
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

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  // @ts-expect-error -- jsdom has no matchMedia; remove the phone stub again.
  delete window.matchMedia;
});

describe('OrdersPage', () => {
  it('asks a visitor to sign in and calls nothing', async () => {
    jest.useFakeTimers();
    const { requests } = renderOrders({ signedIn: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeInTheDocument();
    expect(screen.getByText('Please sign in to see your orders.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?next=%2Fshop%2Forders',
    );
    // Whatever the page would start (effects, queries, timers) has had 50 ms to call the API.
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(requests).toHaveLength(0);
  });

  it('lists the orders newest first in a table with number, date, items, total and statuses', async () => {
    renderOrders();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your orders...');
    const table = await screen.findByRole('table', { name: 'Your orders' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);

    const newer = within(rows[0]!);
    expect(newer.getByRole('rowheader')).toHaveTextContent('#c0ffee');
    expect(newer.getByText('5 November 2026')).toBeInTheDocument();
    expect(newer.getByRole('cell', { name: '4' })).toBeInTheDocument();
    expect(newer.getByText('₹1,234.50')).toBeInTheDocument();
    expect(newer.getByText('Credit/Debit Card & UPI')).toBeInTheDocument();
    expect(newer.getByText('Paid').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(newer.getByText('Delivered').closest('.MuiChip-root')).toHaveClass(
      'MuiChip-colorSuccess',
    );

    const older = within(rows[1]!);
    expect(older.getByRole('rowheader')).toHaveTextContent('#b4a321');
    expect(older.getByText('1 November 2026')).toBeInTheDocument();
    expect(older.getByText('₹144.50')).toBeInTheDocument();
    expect(older.getByText('Cash on Delivery')).toBeInTheDocument();
    expect(older.getByText('Pending').closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
    expect(older.getByText('Processing').closest('.MuiChip-root')).toHaveClass('MuiChip-colorInfo');
    expect(older.getByRole('button', { name: 'View order #b4a321' })).toBeInTheDocument();
  });

  it('gives each order status its own colour', async () => {
    const statuses = ['Processing', 'Shipped', 'Delivered', 'Cancelled', 'Pending'] as const;
    renderOrders({
      orders: statuses.map((orderStatus, index) =>
        orderFixture({
          _id: `order-00000${index}`,
          orderStatus,
          paymentStatus: 'Paid',
          createdAt: `2026-11-0${index + 1}T10:00:00.000Z`,
        }),
      ),
    });
    const table = await screen.findByRole('table', { name: 'Your orders' });
    const colours = statuses.map((status) =>
      Array.from(within(table).getByText(status).closest('.MuiChip-root')!.classList).find((name) =>
        name.startsWith('MuiChip-color'),
      ),
    );
    expect(new Set(colours).size).toBe(statuses.length);
  });

  it('says No Orders Found with a way to the shop', async () => {
    const { router, user } = renderOrders({ orders: [] });
    expect(await screen.findByText('No Orders Found')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Start Shopping' }));
    expect(router.state.location.pathname).toBe('/shop');
  });

  it('opens an order with each item’s first image, a placeholder when that fails, and the details', async () => {
    const { requests, user } = renderOrders();
    await user.click(await screen.findByRole('button', { name: 'View order #c0ffee' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Order #c0ffee' }));

    const turmeric = within(
      dialog.getByRole('listitem', { name: 'Lakadong Turmeric Powder (500 g)' }),
    );
    const photo = await turmeric.findByRole('img', { name: 'Lakadong Turmeric Powder' });
    expect(photo).toHaveAttribute('src', '/uploads/turmeric.png');
    expect(
      turmeric.getByText((_, element) => element?.textContent === 'Size: 500 g · Qty: 3'),
    ).toBeInTheDocument();
    expect(turmeric.getByText('₹260.00 each')).toBeInTheDocument();
    expect(turmeric.getByText('₹780.00')).toBeInTheDocument();

    // The item is gone from the catalogue, so its line carries no photo: the placeholder shows.
    const gone = within(dialog.getByRole('listitem', { name: 'Retired Millet Flour (1 kg)' }));
    // By label, not role: MUI's SvgIcon makes ProductImage's placeholder aria-hidden.
    expect(
      await gone.findByRole('img', { name: 'Retired Millet Flour (no image)' }),
    ).toBeInTheDocument();
    expect(gone.getByText('₹90.00')).toBeInTheDocument();

    // A photo that fails to load also gives way to the placeholder.
    fireEvent.error(photo);
    expect(
      turmeric.getByRole('img', { name: 'Lakadong Turmeric Powder (no image)' }),
    ).toBeInTheDocument();
    expect(turmeric.queryByRole('img', { name: 'Lakadong Turmeric Powder' })).toBeNull();

    expect(dialog.getByText('Asha Rao')).toBeInTheDocument();
    expect(dialog.getByText('12 MG Road')).toBeInTheDocument();
    expect(dialog.getByText('Pune, Maharashtra 411001')).toBeInTheDocument();
    expect(dialog.getByText('Payment Method').nextSibling).toHaveTextContent(
      'Credit/Debit Card & UPI',
    );
    expect(dialog.getByText('Payment Status').nextSibling).toHaveTextContent('Paid');
    expect(dialog.getByText('Order Status').nextSibling).toHaveTextContent('Delivered');
    expect(dialog.getByText('Total').nextSibling).toHaveTextContent('₹1,234.50');
    // The photos come with the orders: no product is fetched for them.
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/orders']);

    // The details (which may scroll) are the first Tab stop, so PageDown and the arrows scroll them.
    await user.tab();
    expect(dialog.getByRole('region', { name: 'Order details' })).toHaveFocus();
    await user.tab();
    expect(dialog.getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("opens the order a notification's link names, from the page shown, and closes it for good", async () => {
    const { requests, router, user } = renderOrders({ at: `/shop/orders?order=${NEWER._id}` });

    const dialog = within(await screen.findByRole('dialog', { name: 'Order #c0ffee' }));
    expect(dialog.getByText('Order Status').nextSibling).toHaveTextContent('Delivered');
    // It was on the first page: not asked for again.
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/orders']);

    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Out of the address, so the list stays put and the same link opens it again.
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'View order #c0ffee' })).toBeInTheDocument();
  });

  it('asks for a linked order that is not on the first page', async () => {
    const orders = manyOrders(12);
    const { requests } = renderOrders({
      orders,
      at: '/shop/orders?order=order-000012',
      handlers: {
        'GET /api/orders/order-000012': () => jsonResponse({ data: { order: orders[11] } }),
      },
    });

    const dialog = within(await screen.findByRole('dialog', { name: 'Order #000012' }));
    expect(dialog.getByText('Placed on', { exact: false })).toHaveTextContent(
      'Placed on 21 October 2026',
    );
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/orders',
      '/api/orders/order-000012',
    ]);
  });

  it('says when the linked order is not found, and lets the warning go', async () => {
    const { router, user } = renderOrders({
      at: '/shop/orders?order=someone-elses',
      handlers: {
        'GET /api/orders/someone-elses': () =>
          jsonResponse({ message: 'Order not found.', code: 'NOT_FOUND' }, 404),
      },
    });

    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent(
      'The order this link opens was not found. It may have been placed from another account.',
    );
    expect(screen.getByRole('button', { name: 'View order #c0ffee' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(warning).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('shows cards instead of a table on a phone', async () => {
    asPhone();
    const { user } = renderOrders();
    const list = await screen.findByRole('list', { name: 'Your orders' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Order #c0ffee',
      'Order #b4a321',
    ]);
    const newer = within(cards[0]!);
    expect(newer.getByText('₹1,234.50')).toBeInTheDocument();
    expect(newer.getByText(/4 items/)).toBeInTheDocument();
    await user.click(newer.getByRole('button', { name: 'View order #c0ffee' }));
    expect(await screen.findByRole('dialog', { name: 'Order #c0ffee' })).toBeInTheDocument();
  });

  it('says when the orders cannot be loaded', async () => {
    renderOrders({
      handlers: {
        'GET /api/orders': () => jsonResponse({ message: 'Down for a moment', code: 'X' }, 500),
      },
    });
    expect(await screen.findByText('Could not load your orders.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('loads the orders by itself when the connection comes back', async () => {
    let offline = true;
    renderOrders({
      handlers: {
        'GET /api/orders': (request) => {
          if (offline) throw new TypeError('Failed to fetch');
          return pageOf([NEWER])(request);
        },
      },
    });
    expect(await screen.findByText('Could not load your orders.')).toBeVisible();

    offline = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });

    expect(await screen.findByRole('table', { name: 'Your orders' })).toBeInTheDocument();
    expect(screen.queryByText('Could not load your orders.')).not.toBeInTheDocument();
  });
  it("shows the newest 10 and 'Show more orders' a page at a time, focus on the first added", async () => {
    const { requests, user } = renderOrders({ orders: manyOrders(25) });
    const table = await screen.findByRole('table', { name: 'Your orders' });
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(10);
    expect(within(rows()[0]!).getByRole('rowheader')).toHaveTextContent('#000001');

    await user.click(screen.getByRole('button', { name: 'Show more orders' }));
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(rows()[10]).toHaveFocus();
    expect(within(rows()[10]!).getByRole('rowheader')).toHaveTextContent('#000011');

    await user.click(screen.getByRole('button', { name: 'Show more orders' }));
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(rows()[20]).toHaveFocus();
    expect(within(rows()[24]!).getByRole('rowheader')).toHaveTextContent('#000025');
    expect(screen.queryByRole('button', { name: 'Show more orders' })).not.toBeInTheDocument();
    expect(requests.map((request) => new URL(request.url).search)).toEqual([
      '?page=1&limit=10',
      '?page=2&limit=10',
      '?page=3&limit=10',
    ]);
  });

  it("shows 'Show more orders' busy while the next page comes", async () => {
    const orders = manyOrders(11);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user } = renderOrders({
      handlers: {
        'GET /api/orders': async (request) => {
          if (new URL(request.url).searchParams.get('page') === '2') await held;
          return pageOf(orders)(request);
        },
      },
    });
    await screen.findByRole('table', { name: 'Your orders' });

    await user.click(screen.getByRole('button', { name: 'Show more orders' }));
    const button = screen.getByRole('button', { name: /Show more orders/ });
    await waitFor(() => expect(button).toBeDisabled());
    expect(within(button).getByRole('progressbar')).toBeInTheDocument();

    release();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Show more orders/ })).not.toBeInTheDocument(),
    );
    expect(screen.getAllByRole('row')).toHaveLength(12);
  });

  it('offers no more orders when one page holds them all', async () => {
    renderOrders({ orders: manyOrders(10) });
    const table = await screen.findByRole('table', { name: 'Your orders' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.queryByRole('button', { name: 'Show more orders' })).not.toBeInTheDocument();
  });

  it('says so when more orders fail to load, and tries again', async () => {
    const orders = manyOrders(15);
    let fail = true;
    const { user } = renderOrders({
      handlers: {
        'GET /api/orders': (request) =>
          fail && new URL(request.url).searchParams.get('page') === '2'
            ? jsonResponse({ message: 'Down', code: 'INTERNAL' }, 500)
            : pageOf(orders)(request),
      },
    });
    const table = await screen.findByRole('table', { name: 'Your orders' });
    const rows = () => within(table).getAllByRole('row').slice(1);

    await user.click(screen.getByRole('button', { name: 'Show more orders' }));
    expect(await screen.findByText('Could not load more orders.')).toBeVisible();
    expect(rows()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Show more orders' })).not.toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(15));
    expect(rows()[10]).toHaveFocus();
    expect(screen.queryByText('Could not load more orders.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more orders' })).not.toBeInTheDocument();
  });

  it("adds the next orders' cards on a phone, focus on the first added", async () => {
    asPhone();
    const { user } = renderOrders({ orders: manyOrders(12) });
    const list = await screen.findByRole('list', { name: 'Your orders' });
    const cards = () => within(list).getAllByRole('listitem');
    expect(cards()).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'Show more orders' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(cards()[10]).toHaveFocus();
    expect(cards()[10]).toHaveAccessibleName('Order #000011');
    expect(screen.queryByRole('button', { name: 'Show more orders' })).not.toBeInTheDocument();
  });

  it("downloads an order's invoice with the shopper's token", async () => {
    const saved = recordDownloads();
    let authorization: string | null = null;
    const { user } = renderOrders({
      handlers: {
        'GET /api/orders/6650f1c2a9b8e7d6c5c0ffee/invoice.pdf': (request) => {
          authorization = request.headers.get('authorization');
          return fileResponse('%PDF-1.3', 'application/pdf', 'mitti-invoice-MIT-C0FFEE.pdf');
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Invoice (PDF) of order #c0ffee' }));
    await waitFor(() =>
      expect(saved.map(({ name }) => name)).toEqual(['mitti-invoice-MIT-C0FFEE.pdf']),
    );
    expect(authorization).toBe('Bearer test-token');
    expect(await saved[0]!.blob.text()).toBe('%PDF-1.3');
  });

  it('offers the invoice on a phone too, and says when it cannot be downloaded', async () => {
    asPhone();
    recordDownloads();
    const { user } = renderOrders({
      handlers: {
        'GET /api/orders/6650f1c2a9b8e7d6c5c0ffee/invoice.pdf': () => jsonResponse({}, 500),
      },
    });
    const list = await screen.findByRole('list', { name: 'Your orders' });
    await user.click(within(list).getByRole('button', { name: 'Invoice (PDF) of order #c0ffee' }));
    expect(await screen.findByText('Could not download the invoice.')).toBeVisible();
  });

  it('buys an order again: its lines go in the cart, and the toast says what fell short', async () => {
    let body: unknown = null;
    const { user, router } = renderOrders({
      handlers: {
        'POST /api/cart/buy-again': async (request) => {
          body = await request.json();
          return jsonResponse({
            data: { items: [], summary: {} },
            lines: [
              { name: 'Lakadong Turmeric Powder', size: '500 g', wanted: 3, added: 3 },
              { name: 'Retired Millet Flour', size: '1 kg', wanted: 1, added: 0 },
            ],
          });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Buy again: order #c0ffee' }));
    expect(
      await screen.findByText(
        'Added 3 items to your cart. Retired Millet Flour (1 kg) is not in stock now.',
      ),
    ).toBeVisible();
    expect(body).toEqual({ orderId: '6650f1c2a9b8e7d6c5c0ffee' });
    await user.click(screen.getByRole('link', { name: 'View Cart' }));
    expect(router.state.location.pathname).toBe('/shop/cart');
  });

  it('says so when an order cannot be bought again', async () => {
    const { user } = renderOrders({
      handlers: {
        'POST /api/cart/buy-again': () =>
          jsonResponse({ message: 'Order not found.', code: 'NOT_FOUND' }, 404),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Buy again: order #c0ffee' }));
    expect(await screen.findByText('Order not found.')).toBeVisible();
  });
});
