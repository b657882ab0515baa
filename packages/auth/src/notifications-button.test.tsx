import { TOKEN_STORAGE_KEY } from '@mitti/domain/constants';
import type { Notification, NotificationsResponse } from '@mitti/domain/notification';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { Header } from './header';
import { renderWithStore } from './test-support/render-with-store';
import { jsonResponse, stubFetch } from './test-support/stub-fetch';

const HOUR_MS = 60 * 60 * 1000;

function notification(overrides: Partial<Notification>): Notification {
  return {
    _id: 'n1',
    type: 'order',
    title: 'Your order is on its way',
    body: 'Order #b4a321 was shipped today.',
    link: '/shop/orders',
    read: false,
    createdAt: new Date(Date.now() - 2 * HOUR_MS).toISOString(),
    ...overrides,
  };
}

const SHIPPED = notification({});
const REFUND = notification({
  _id: 'n2',
  type: 'refund',
  title: 'Refund approved',
  body: 'Your refund of ₹15,000 for Millet Revival in the Deccan was approved.',
  link: '/dashboard',
  read: false,
  createdAt: new Date(Date.now() - 26 * HOUR_MS).toISOString(),
});
const UPDATE = notification({
  _id: 'n3',
  type: 'timeline',
  title: 'New update from Millet Revival in the Deccan',
  body: 'The first sowing is done.',
  link: '/invested-farm/inv-1',
  read: true,
  createdAt: new Date(Date.now() - 5 * 24 * HOUR_MS).toISOString(),
});

function feed(notifications: Notification[]): NotificationsResponse {
  return {
    notifications,
    unreadCount: notifications.filter((entry) => !entry.read).length,
  };
}

type Handlers = Parameters<typeof stubFetch>[0];

function signedIn(handlers: Handlers) {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-asha');
  return stubFetch({
    'GET /api/user-profile': () =>
      jsonResponse({ _id: 'u1', name: 'Asha', email: 'asha@mitti.test', role: 'user' }),
    ...handlers,
  });
}

/** How many times `METHOD /api/path` was called (ky hands fetch a Request it may have read). */
function callCount(fetch: jest.SpyInstance, route: string): number {
  return fetch.mock.calls.filter(([input]) => {
    const request = input as Request;
    return `${request.method} ${new URL(request.url).pathname}` === route;
  }).length;
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

test('the bell shows how many notifications are unread', async () => {
  signedIn({ 'GET /api/notifications': () => jsonResponse(feed([SHIPPED, REFUND, UPDATE])) });
  renderWithStore(<Header app="invest" />);
  const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
  expect(within(bell).getByText('2')).toBeVisible();
});

test('opening the bell lists the latest with links and times, and marks the unread ones read', async () => {
  let current = feed([SHIPPED, REFUND, UPDATE]);
  const sent: unknown[] = [];
  const fetch = signedIn({
    'GET /api/notifications': () => jsonResponse(current),
    'POST /api/notifications/read': async (request) => {
      sent.push(await request.json());
      current = feed(current.notifications.map((entry) => ({ ...entry, read: true })));
      return jsonResponse(current);
    },
  });
  renderWithStore(<Header app="invest" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));

  const menu = await screen.findByRole('menu', { name: 'Notifications' });
  // Its title shows, but only the entries are the menu's items (axe aria-required-children).
  expect(within(menu).getByText('Notifications')).toBeVisible();
  expect(within(menu).queryAllByRole('listitem')).toHaveLength(0);
  const entries = within(menu).getAllByRole('menuitem');
  expect(entries.map((entry) => entry.getAttribute('href'))).toEqual([
    '/shop/orders',
    '/dashboard',
    '/invested-farm/inv-1',
  ]);
  expect(entries[0]).toHaveTextContent('Unread: Your order is on its way');
  expect(entries[0]).toHaveTextContent('Order #b4a321 was shipped today.');
  expect(within(entries[0]!).getByText('2 hours ago')).toBeVisible();
  expect(entries[1]).toHaveTextContent('Unread: Refund approved');
  expect(within(entries[1]!).getByText('yesterday')).toBeVisible();
  expect(entries[2]).not.toHaveTextContent('Unread');
  expect(within(entries[2]!).getByText('5 days ago')).toBeVisible();

  await waitFor(() => expect(sent).toEqual([{ ids: ['n1', 'n2'] }]));
  // The badge follows the server; the open menu still shows what was new when it opened.
  expect(
    await screen.findByRole('button', { name: 'Notifications', hidden: true }),
  ).toBeInTheDocument();
  expect(within(menu).getAllByRole('menuitem')[0]).toHaveTextContent('Unread:');
  expect(callCount(fetch, 'POST /api/notifications/read')).toBe(1);
});

test('opening the bell with nothing unread sends nothing', async () => {
  const fetch = signedIn({ 'GET /api/notifications': () => jsonResponse(feed([UPDATE])) });
  renderWithStore(<Header app="invest" />);
  const bell = await screen.findByRole('button', { name: 'Notifications' });
  await waitFor(() => expect(callCount(fetch, 'GET /api/notifications')).toBe(1));
  await userEvent.click(bell);
  expect(
    await screen.findByRole('menuitem', { name: /New update from Millet Revival/ }),
  ).toBeVisible();
  expect(callCount(fetch, 'POST /api/notifications/read')).toBe(0);
});

test('an entry in the same app moves through the router; one in the other app loads that page', async () => {
  signedIn({
    'GET /api/notifications': () => jsonResponse(feed([{ ...SHIPPED, read: true }, UPDATE])),
  });
  renderWithStore(
    <>
      <Header app="shop" />
      <Routes>
        <Route path="/" element={<h1>Catalogue</h1>} />
        <Route path="/orders" element={<h1>Your Orders</h1>} />
      </Routes>
    </>,
    { basename: '/shop' },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
  const other = await screen.findByRole('menuitem', { name: /New update/ });
  expect(other).toHaveAttribute('href', '/invested-farm/inv-1');

  await userEvent.click(screen.getByRole('menuitem', { name: /Your order is on its way/ }));
  expect(await screen.findByRole('heading', { name: 'Your Orders' })).toBeVisible();
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
});

test('the bell can be worked with the keyboard', async () => {
  signedIn({
    'GET /api/notifications': () => jsonResponse(feed([SHIPPED, UPDATE])),
    'POST /api/notifications/read': () => jsonResponse(feed([])),
  });
  renderWithStore(<Header app="shop" />, { basename: '/shop', route: '/' });
  const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
  act(() => bell.focus());
  await userEvent.keyboard('{Enter}');
  const menu = await screen.findByRole('menu', { name: 'Notifications' });
  const [first, second] = within(menu).getAllByRole('menuitem');
  await waitFor(() => expect(first).toHaveFocus());
  await userEvent.keyboard('{ArrowDown}');
  expect(second).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  expect(bell).toHaveFocus();
});

test('with no notifications the menu says so', async () => {
  signedIn({ 'GET /api/notifications': () => jsonResponse(feed([])) });
  renderWithStore(<Header app="invest" />);
  const bell = await screen.findByRole('button', { name: 'Notifications' });
  await waitFor(() => expect(within(bell).queryByText('0')).not.toBeInTheDocument());
  await userEvent.click(bell);
  expect(await screen.findByRole('menuitem', { name: 'No notifications yet' })).toBeInTheDocument();
});

test('a failed read says so and can be tried again', async () => {
  let fail = true;
  signedIn({
    'GET /api/notifications': () =>
      fail
        ? jsonResponse({ message: 'Down for a moment.', code: 'INTERNAL' }, 503)
        : jsonResponse(feed([SHIPPED])),
  });
  renderWithStore(<Header app="invest" />);
  await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
  expect(
    await screen.findByRole('menuitem', { name: 'Could not load your notifications.' }),
  ).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('menuitem', { name: 'Try again' }));
  expect(
    await screen.findByRole('menuitem', { name: /Your order is on its way/ }),
  ).toBeInTheDocument();
  expect(
    screen.getByRole('button', { name: 'Notifications, 1 unread', hidden: true }),
  ).toBeInTheDocument();
});

test('new notifications arrive when the tab regains focus, without a reload', async () => {
  let current = feed([]);
  signedIn({ 'GET /api/notifications': () => jsonResponse(current) });
  renderWithStore(<Header app="invest" />);
  expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  current = feed([SHIPPED]);
  act(() => {
    window.dispatchEvent(new Event('focus'));
  });
  expect(
    await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
  ).toBeInTheDocument();
});
