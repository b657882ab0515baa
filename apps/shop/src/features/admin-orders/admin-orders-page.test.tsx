import { createAppStore } from '@mitti/auth/app-store';
import type { AdminOrder, AdminOrderFilter } from '@mitti/domain/admin';
import { ADMIN_ORDER_FILTER_STATUSES, ADMIN_ORDER_FILTERS } from '@mitti/domain/admin';
import type { UserRole } from '@mitti/domain/user';
import { ToastProvider } from '@mitti/ui/toast-provider';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { asPhone } from '@/test-support/as-phone';
import { jsonResponse, orderFixture, stubApi } from '@/test-support/shop-api-stub';
import { AdminOrdersPage } from './admin-orders-page';

type Handlers = Parameters<typeof stubApi>[0];

function adminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    ...orderFixture(),
    customer: { _id: 'user-1', name: 'Asha Rao', email: 'asha@mitti.test' },
    ...overrides,
  };
}

/** A cash order waiting to ship, the oldest. */
const PENDING = adminOrder({
  _id: '6650f1c2a9b8e7d6c5aa0001',
  createdAt: '2026-11-01T10:00:00.000Z',
  orderStatus: 'Pending',
});
/** A card order waiting to ship, the newest. */
const PAID = adminOrder({
  _id: '6650f1c2a9b8e7d6c5c0ffee',
  createdAt: '2026-11-07T09:30:00.000Z',
  orderStatus: 'Processing',
  paymentMethod: 'Razorpay',
  paymentStatus: 'Paid',
  totalPrice: 1234.5,
  customer: { _id: 'user-2', name: 'Kiran Shah', email: 'kiran@mitti.test' },
  items: [
    {
      itemId: 'item-turmeric',
      name: 'Lakadong Turmeric Powder',
      size: '500 g',
      quantity: 3,
      price: 260,
      weight: 500,
    },
    {
      itemId: 'item-jaggery',
      name: 'Kolhapuri Jaggery',
      size: '1 kg',
      quantity: 1,
      price: 90,
      weight: 1000,
    },
  ],
});
const SHIPPED = adminOrder({
  _id: '6650f1c2a9b8e7d6c5bb0002',
  createdAt: '2026-11-05T08:00:00.000Z',
  orderStatus: 'Shipped',
  paymentStatus: 'Pending',
});
const DELIVERED = adminOrder({
  _id: '6650f1c2a9b8e7d6c5dd0003',
  createdAt: '2026-11-03T08:00:00.000Z',
  orderStatus: 'Delivered',
  paymentStatus: 'Paid',
});

const inView = (filter: AdminOrderFilter, order: AdminOrder) =>
  filter === 'all' || ADMIN_ORDER_FILTER_STATUSES[filter].includes(order.orderStatus);

/**
 * GET /admin/orders as the server answers it from `orders` (given in its order, newest first): the
 * request's view and page (20 a page), and every view's count.
 */
function ordersAnswer(request: Request, orders: AdminOrder[]): Response {
  const params = new URL(request.url).searchParams;
  const status = (params.get('status') ?? 'all') as AdminOrderFilter;
  const page = Number(params.get('page') ?? '1');
  const matching = orders.filter((order) => inView(status, order));
  return jsonResponse({
    orders: matching.slice((page - 1) * 20, page * 20),
    page,
    limit: 20,
    total: matching.length,
    hasMore: page * 20 < matching.length,
    counts: Object.fromEntries(
      ADMIN_ORDER_FILTERS.map((filter) => [
        filter,
        orders.filter((order) => inView(filter, order)).length,
      ]),
    ),
  });
}

function renderFulfilment({
  role = 'admin',
  orders = [PAID, SHIPPED, DELIVERED, PENDING],
  path = '/shop/admin/orders',
  handlers = {},
}: { role?: UserRole; orders?: AdminOrder[]; path?: string; handlers?: Handlers } = {}) {
  localStorage.setItem('token', 'test-token');
  const requests = stubApi({
    'GET /api/user-profile': () =>
      jsonResponse({
        _id: role === 'admin' ? 'admin-1' : 'user-1',
        name: role === 'admin' ? 'Mitti Admin' : 'Asha Rao',
        email: role === 'admin' ? 'admin@mitti.test' : 'asha@mitti.test',
        phone: '',
        profilePicture: null,
        addresses: [],
        active: 'false',
        role,
      }),
    'GET /api/admin/orders': (request) => ordersAnswer(request, orders),
    ...handlers,
  });
  const router = createMemoryRouter(
    [
      { path: '/admin/orders', element: <AdminOrdersPage /> },
      { path: '/', element: <h1>Catalogue</h1> },
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

async function rowOf(number: string) {
  const table = await screen.findByRole('table', { name: 'Orders' });
  const header = await within(table).findByRole('rowheader', { name: `#${number}` });
  return within(header.closest('tr')!);
}

async function bodyOf(request: Request): Promise<unknown> {
  return JSON.parse(await request.clone().text()) as unknown;
}

/** Presses `confirm` in the open dialog, named `title`. */
async function confirmIn(user: ReturnType<typeof userEvent.setup>, title: string, confirm: string) {
  const dialog = within(await screen.findByRole('dialog', { name: title }));
  await user.click(dialog.getByRole('button', { name: confirm }));
}

beforeEach(() => localStorage.clear());

afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
});

it('refuses an account that is not an operator, without asking for the orders', async () => {
  const { requests } = renderFulfilment({ role: 'user' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Operators only' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/shop');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/user-profile']);
});

it('lists every order in the server’s order with its customer, contents, payment and status', async () => {
  renderFulfilment();
  expect(screen.getByRole('status')).toHaveTextContent('Germinating...');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Order fulfilment' }),
  ).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Orders' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
    '#c0ffee',
    '#bb0002',
    '#dd0003',
    '#aa0001',
  ]);

  const newest = within(rows[0]!);
  expect(newest.getByText('7 November 2026')).toBeInTheDocument();
  expect(newest.getByText('Kiran Shah')).toBeInTheDocument();
  expect(newest.getByText('kiran@mitti.test')).toBeInTheDocument();
  expect(newest.getByRole('cell', { name: '4' })).toBeInTheDocument();
  expect(newest.getByText('₹1,234.50')).toBeInTheDocument();
  expect(newest.getByText('Credit/Debit Card & UPI')).toBeInTheDocument();
  expect(newest.getByText('Paid').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
  expect(newest.getByText('Processing').closest('.MuiChip-root')).toHaveClass('MuiChip-colorInfo');

  const oldest = within(rows[3]!);
  expect(oldest.getByText('Cash on Delivery')).toBeInTheDocument();
  expect(oldest.getByText('Asha Rao')).toBeInTheDocument();
});

it('opens an order’s details from its row by keyboard: what to pack and where to send it', async () => {
  const landmark = {
    ...PAID,
    shippingAddress: { ...PAID.shippingAddress, landmark: 'Opposite the post office' },
  };
  const { user } = renderFulfilment({ orders: [landmark, PENDING] });
  const details = (await rowOf('c0ffee')).getByRole('button', { name: 'Details, order #c0ffee' });
  details.focus();
  await user.keyboard('{Enter}');

  const dialog = within(await screen.findByRole('dialog', { name: 'Order #c0ffee' }));
  const pack = within(dialog.getByRole('region', { name: 'To pack' }));
  const lines = pack.getAllByRole('listitem').map((line) => line.textContent);
  expect(lines).toEqual([
    'Lakadong Turmeric PowderSize: 500 g · Qty: 3',
    'Kolhapuri JaggerySize: 1 kg · Qty: 1',
  ]);
  const shipTo = within(dialog.getByRole('region', { name: 'Ship to' }));
  for (const text of [
    'Asha Rao',
    '12 MG Road',
    'Pune, Maharashtra 411001',
    'India',
    'Phone: 9876543210',
    'Landmark: Opposite the post office',
  ]) {
    expect(shipTo.getByText(text)).toBeVisible();
  }
  const order = within(dialog.getByRole('region', { name: 'Order' }));
  expect(order.getByText('Kiran Shah (kiran@mitti.test)')).toBeVisible();
  expect(order.getByText('Credit/Debit Card & UPI')).toBeVisible();
  expect(order.getByText('₹1,234.50')).toBeVisible();

  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(details).toHaveFocus();
});

it('opens an order’s details from its card on a phone', async () => {
  asPhone();
  const { user } = renderFulfilment({ orders: [PENDING] });
  const card = within(await screen.findByRole('listitem', { name: 'Order #aa0001' }));
  await user.click(card.getByRole('button', { name: 'Details, order #aa0001' }));

  const dialog = within(await screen.findByRole('dialog', { name: 'Order #aa0001' }));
  expect(dialog.getByRole('listitem')).toHaveTextContent(
    'Lakadong Turmeric PowderSize: 100 g · Qty: 2',
  );
  expect(dialog.getByText('Phone: 9876543210')).toBeVisible();
  await user.click(dialog.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('offers only the moves forward from each status', async () => {
  renderFulfilment();
  const actions = async (number: string) =>
    (await rowOf(number)).queryAllByRole('button').map((button) => button.textContent);

  expect(await actions('aa0001')).toEqual(['Details', 'Mark Shipped', 'Cancel order']);
  expect(await actions('c0ffee')).toEqual(['Details', 'Mark Shipped', 'Cancel order']);
  expect(await actions('bb0002')).toEqual(['Details', 'Mark Delivered']);
  expect(await actions('dd0003')).toEqual(['Details']);
  expect((await rowOf('dd0003')).getByText('Nothing left to do')).toBeInTheDocument();
});

it('asks before marking an order shipped, then says so and shows the new status and next step', async () => {
  let orders = [SHIPPED, PENDING];
  const { requests, user } = renderFulfilment({
    orders,
    handlers: {
      'GET /api/admin/orders': (request) => ordersAnswer(request, orders),
      'PATCH /api/admin/orders/6650f1c2a9b8e7d6c5aa0001': () => {
        const moved = { ...PENDING, orderStatus: 'Shipped' as const };
        orders = [SHIPPED, moved];
        return jsonResponse({ message: 'Order #aa0001 marked Shipped.', order: moved });
      },
    },
  });
  const row = await rowOf('aa0001');
  await user.click(row.getByRole('button', { name: 'Mark Shipped, order #aa0001' }));
  const dialog = await screen.findByRole('dialog', { name: 'Mark order #aa0001 as shipped?' });
  expect(dialog).toHaveAccessibleDescription('The customer is emailed that it is on its way.');
  await user.click(within(dialog).getByRole('button', { name: 'Not yet' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(requests.some((request) => request.method === 'PATCH')).toBe(false);

  await user.click(row.getByRole('button', { name: 'Mark Shipped, order #aa0001' }));
  await confirmIn(user, 'Mark order #aa0001 as shipped?', 'Mark Shipped');
  expect(await screen.findByText('Order #aa0001 marked Shipped.')).toBeVisible();
  const patch = requests.filter((request) => request.method === 'PATCH');
  expect(patch.map((request) => new URL(request.url).pathname)).toEqual([
    '/api/admin/orders/6650f1c2a9b8e7d6c5aa0001',
  ]);
  expect(await bodyOf(patch[0]!)).toEqual({ orderStatus: 'Shipped' });
  await waitFor(async () =>
    expect((await rowOf('aa0001')).queryAllByRole('button').map((b) => b.textContent)).toEqual([
      'Details',
      'Mark Delivered',
    ]),
  );
  expect(screen.getByRole('button', { name: 'Shipped (2)' })).toBeInTheDocument();
  // The pressed button is gone: the order's next step takes the focus.
  await waitFor(() =>
    expect(row.getByRole('button', { name: 'Mark Delivered, order #aa0001' })).toHaveFocus(),
  );
});

it('asks before marking a cash order delivered, saying it is then paid, and focuses what is left', async () => {
  let orders = [SHIPPED];
  const { requests, user } = renderFulfilment({
    orders,
    handlers: {
      'GET /api/admin/orders': (request) => ordersAnswer(request, orders),
      'PATCH /api/admin/orders/6650f1c2a9b8e7d6c5bb0002': () => {
        const moved = {
          ...SHIPPED,
          orderStatus: 'Delivered' as const,
          paymentStatus: 'Paid' as const,
        };
        orders = [moved];
        return jsonResponse({ message: 'Order #bb0002 marked Delivered.', order: moved });
      },
    },
  });
  const row = await rowOf('bb0002');
  await user.click(row.getByRole('button', { name: 'Mark Delivered, order #bb0002' }));
  const dialog = await screen.findByRole('dialog', { name: 'Mark order #bb0002 as delivered?' });
  expect(dialog).toHaveAccessibleDescription(
    'The customer is emailed that it arrived. The cash payment is recorded as Paid.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Mark Delivered' }));

  expect(await screen.findByText('Order #bb0002 marked Delivered.')).toBeVisible();
  expect(await bodyOf(requests.find((request) => request.method === 'PATCH')!)).toEqual({
    orderStatus: 'Delivered',
  });
  await waitFor(() => expect(row.getByText('Nothing left to do')).toHaveFocus());
});

it('asks before cancelling a card order, saying the payment will be refunded', async () => {
  let orders = [PAID];
  const { requests, user } = renderFulfilment({
    orders,
    handlers: {
      'GET /api/admin/orders': (request) => ordersAnswer(request, orders),
      'PATCH /api/admin/orders/6650f1c2a9b8e7d6c5c0ffee': () => {
        const cancelled = { ...PAID, orderStatus: 'Cancelled' as const };
        orders = [cancelled];
        return jsonResponse({ message: 'Order #c0ffee cancelled and refunded.', order: cancelled });
      },
    },
  });
  const row = await rowOf('c0ffee');
  await user.click(row.getByRole('button', { name: 'Cancel order, order #c0ffee' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Cancel order #c0ffee?' }));
  expect(
    dialog.getByText(
      'The ₹1,234.50 Kiran Shah paid by card will be refunded. A cancelled order cannot be reopened.',
    ),
  ).toBeVisible();

  await user.click(dialog.getByRole('button', { name: 'Keep order' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(requests.some((request) => request.method === 'PATCH')).toBe(false);

  await user.click(row.getByRole('button', { name: 'Cancel order, order #c0ffee' }));
  const again = within(await screen.findByRole('dialog', { name: 'Cancel order #c0ffee?' }));
  await user.click(again.getByRole('button', { name: 'Cancel order' }));
  expect(await screen.findByText('Order #c0ffee cancelled and refunded.')).toBeVisible();
  const patch = requests.find((request) => request.method === 'PATCH');
  expect(await bodyOf(patch!)).toEqual({ orderStatus: 'Cancelled' });
  await waitFor(() => expect(row.getByText('Nothing left to do')).toHaveFocus());
});

it('shows the server’s reason when a move is refused, and leaves the order as it was', async () => {
  const { user } = renderFulfilment({
    handlers: {
      'PATCH /api/admin/orders/6650f1c2a9b8e7d6c5bb0002': () =>
        jsonResponse({ message: 'This order was already delivered.', code: 'CONFLICT' }, 409),
    },
  });
  const row = await rowOf('bb0002');
  await user.click(row.getByRole('button', { name: 'Mark Delivered, order #bb0002' }));
  await confirmIn(user, 'Mark order #bb0002 as delivered?', 'Mark Delivered');
  expect(await screen.findByText('This order was already delivered.')).toBeVisible();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const button = row.getByRole('button', { name: 'Mark Delivered, order #bb0002' });
  expect(button).toBeEnabled();
  await waitFor(() => expect(button).toHaveFocus());
});

it('keeps only this order’s buttons busy while its change is saved', async () => {
  let answer: (response: Response) => void = () => undefined;
  const { user } = renderFulfilment({
    handlers: {
      'PATCH /api/admin/orders/6650f1c2a9b8e7d6c5aa0001': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    },
  });
  const pending = await rowOf('aa0001');
  await user.click(pending.getByRole('button', { name: 'Mark Shipped, order #aa0001' }));
  await confirmIn(user, 'Mark order #aa0001 as shipped?', 'Mark Shipped');
  // Behind the open dialog, so hidden from the accessibility tree.
  const hidden = { hidden: true };
  await waitFor(() =>
    expect(
      pending.getByRole('button', { name: 'Mark Shipped, order #aa0001', ...hidden }),
    ).toBeDisabled(),
  );
  expect(
    pending.getByRole('button', { name: 'Cancel order, order #aa0001', ...hidden }),
  ).toBeDisabled();
  const table = screen.getByRole('table', { name: 'Orders', ...hidden });
  const other = within(within(table).getByText('#c0ffee').closest('tr')!);
  expect(
    other.getByRole('button', { name: 'Mark Shipped, order #c0ffee', ...hidden }),
  ).toBeEnabled();
  answer(
    jsonResponse({
      message: 'Order #aa0001 marked Shipped.',
      order: { ...PENDING, orderStatus: 'Shipped' },
    }),
  );
  expect(await screen.findByText('Order #aa0001 marked Shipped.')).toBeVisible();
});

it('filters by status with counts, kept in the address', async () => {
  const { router, user } = renderFulfilment();
  const filters = within(await screen.findByRole('group', { name: 'Show orders' }));
  expect(filters.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
    'All (4)',
    'To ship (2)',
    'Shipped (1)',
    'Delivered (1)',
    'Cancelled (0)',
  ]);

  await user.click(filters.getByRole('button', { name: 'To ship (2)' }));
  await waitFor(async () => expect(await shownNumbers()).toEqual(['#c0ffee', '#aa0001']));
  expect(router.state.location.search).toBe('?status=to-ship');

  await user.click(filters.getByRole('button', { name: 'Cancelled (0)' }));
  expect(await screen.findByText('No orders to show')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Show all orders' }));
  await waitFor(async () => expect(await shownNumbers()).toHaveLength(4));
  expect(router.state.location.search).toBe('');
});

it('opens on the filter in the address', async () => {
  renderFulfilment({ path: '/shop/admin/orders?status=shipped' });
  const table = await screen.findByRole('table', { name: 'Orders' });
  expect(
    within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent),
  ).toEqual(['#bb0002']);
  expect(screen.getByRole('button', { name: 'Shipped (1)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

it('says when there are no orders at all', async () => {
  renderFulfilment({ orders: [] });
  expect(await screen.findByText('No orders to show')).toBeVisible();
  expect(screen.getByText('Orders placed in Mitti Market will appear here.')).toBeVisible();
});

it('says why the orders could not load and tries again', async () => {
  let fail = true;
  const { user } = renderFulfilment({
    handlers: {
      'GET /api/admin/orders': (request) =>
        fail
          ? jsonResponse({ message: 'The database is resting.', code: 'INTERNAL' }, 503)
          : ordersAnswer(request, [SHIPPED]),
    },
  });
  expect(await screen.findByText('Could not load the orders.')).toBeVisible();
  expect(screen.getByText('The database is resting.')).toBeVisible();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await rowOf('bb0002')).toBeTruthy();
});

it('shows cards with the same actions on a phone', async () => {
  asPhone();
  renderFulfilment();
  const list = within(await screen.findByRole('list', { name: 'Orders' }));
  const cards = list.getAllByRole('listitem');
  expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
    'Order #c0ffee',
    'Order #bb0002',
    'Order #dd0003',
    'Order #aa0001',
  ]);
  const newest = within(cards[0]!);
  expect(newest.getByText('Kiran Shah')).toBeVisible();
  expect(newest.getByText(/4 items/)).toBeVisible();
  expect(newest.getByRole('button', { name: 'Mark Shipped, order #c0ffee' })).toBeVisible();
  expect(
    within(cards[1]!).getByRole('button', { name: 'Mark Delivered, order #bb0002' }),
  ).toBeVisible();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

/** A name sign-up allows: one word, as long as it may be. */
const ONE_WORD_NAME = 'Supercalifragilisticexpialidociouswordwithoutanybreaksatallforlayout';

it('wraps a one-word customer name in the table and on a phone, beside the order’s actions', async () => {
  const long = { ...PENDING, customer: { ...PENDING.customer, name: ONE_WORD_NAME } };
  renderFulfilment({ orders: [long] });
  const row = await rowOf('aa0001');
  expect(row.getByText(ONE_WORD_NAME)).toHaveStyle({ overflowWrap: 'anywhere' });
  cleanup();

  asPhone();
  renderFulfilment({ orders: [long] });
  const card = within(await screen.findByRole('listitem', { name: 'Order #aa0001' }));
  expect(card.getByText(ONE_WORD_NAME)).toHaveStyle({ overflowWrap: 'anywhere' });
  expect(card.getByRole('button', { name: 'Mark Shipped, order #aa0001' })).toBeVisible();
});

/** `count` orders in the server's order, numbered #000001 (newest) onwards, in `status`. */
function manyOrders(count: number, status: AdminOrder['orderStatus'] = 'Delivered'): AdminOrder[] {
  return Array.from({ length: count }, (_, index) =>
    adminOrder({
      _id: `6650f1c2a9b8e7d6c5${String(index + 1).padStart(6, '0')}`,
      createdAt: new Date(Date.UTC(2026, 10, 20) - index * 60_000).toISOString(),
      orderStatus: status,
    }),
  );
}

/** The same order with a number of its own (#1xxxxx). */
function renumbered(order: AdminOrder): AdminOrder {
  return { ...order, _id: `${order._id.slice(0, 18)}1${order._id.slice(19)}` };
}

async function shownNumbers(): Promise<string[]> {
  const table = await screen.findByRole('table', { name: 'Orders' });
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}

const pageLinks = () => within(screen.getByRole('navigation', { name: 'Order pages' }));

it('shows the next orders on the next page, with every view’s count, the page kept in the address', async () => {
  const { requests, router, user } = renderFulfilment({ orders: manyOrders(45) });
  expect((await shownNumbers()).slice(0, 2)).toEqual(['#000001', '#000002']);
  expect(await shownNumbers()).toHaveLength(20);
  expect(screen.getByText('1–20 of 45')).toBeVisible();
  expect(screen.getByRole('button', { name: 'All (45)' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Delivered (45)' })).toBeVisible();

  await user.click(pageLinks().getByRole('button', { name: 'Go to page 2' }));

  await waitFor(async () => expect((await shownNumbers())[0]).toBe('#000021'));
  expect(await shownNumbers()).toHaveLength(20);
  expect(screen.getByText('21–40 of 45')).toBeVisible();
  expect(router.state.location.search).toBe('?page=2');
  const asked = requests
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === '/api/admin/orders')
    .map((url) => url.search);
  expect(asked).toEqual(['?status=all&page=1', '?status=all&page=2']);
});

it('opens on the view and page in the address, and on page 1 of another view', async () => {
  const orders = [...manyOrders(22, 'Pending'), ...manyOrders(3, 'Shipped').map(renumbered)];
  const { router, user } = renderFulfilment({
    orders,
    path: '/shop/admin/orders?status=to-ship&page=2',
  });
  expect(await shownNumbers()).toEqual(['#000021', '#000022']);
  expect(pageLinks().getByRole('button', { name: 'page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await user.click(screen.getByRole('button', { name: 'Shipped (3)' }));

  expect(router.state.location.search).toBe('?status=shipped');
  await waitFor(async () =>
    expect(await shownNumbers()).toEqual(['#100001', '#100002', '#100003']),
  );
  expect(screen.queryByRole('navigation', { name: 'Order pages' })).not.toBeInTheDocument();
});

it('steps back a page when the last order of the last page leaves the view', async () => {
  let orders = manyOrders(21, 'Pending');
  const last = orders[20]!;
  const { router, user } = renderFulfilment({
    path: '/shop/admin/orders?status=to-ship&page=2',
    handlers: {
      'GET /api/admin/orders': (request) => ordersAnswer(request, orders),
      [`PATCH /api/admin/orders/${last._id}`]: () => {
        const moved = { ...last, orderStatus: 'Shipped' as const };
        orders = [...orders.slice(0, 20), moved];
        return jsonResponse({ message: 'Order #000021 marked Shipped.', order: moved });
      },
    },
  });
  const row = await rowOf('000021');
  await user.click(row.getByRole('button', { name: 'Mark Shipped, order #000021' }));
  await confirmIn(user, 'Mark order #000021 as shipped?', 'Mark Shipped');

  expect(await screen.findByText('Order #000021 marked Shipped.')).toBeVisible();
  await waitFor(() => expect(router.state.location.search).toBe('?status=to-ship'));
  await waitFor(async () => expect(await shownNumbers()).toHaveLength(20));
  expect(screen.getByRole('button', { name: 'To ship (20)' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Shipped (1)' })).toBeVisible();
  expect(screen.queryByText('No orders to show')).not.toBeInTheDocument();
  // The order and its buttons left the view: the page's heading takes the focus.
  expect(screen.getByRole('heading', { level: 1, name: 'Order fulfilment' })).toHaveFocus();
});
