import { TOKEN_STORAGE_KEY } from '@mitti/domain/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from './header';
import { renderWithStore } from './test-support/render-with-store';
import { jsonResponse, stubFetch } from './test-support/stub-fetch';

// Which of the menu button and the links shows is CSS's choice (below md: the button); jsdom keeps
// both, and the e2e journeys check the layouts at phone and desktop widths.
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

/** The words a control shows begin its name, as axe's label-content-name-mismatch reads them. */
function expectNameStartsWithText(control: HTMLElement) {
  const words = (text: string) =>
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
  const shown = words(control.textContent ?? '');
  expect(words(control.getAttribute('aria-label') ?? '').slice(0, shown.length)).toEqual(shown);
}

test('the menu button opens a drawer with the links and sign-in actions', async () => {
  stubFetch({});
  renderWithStore(<Header app="invest" />, { route: '/farms' });
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  const drawer = await screen.findByRole('navigation', { name: 'Mobile navigation' });
  expect(within(drawer).getByRole('link', { name: 'Our Farms' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(within(drawer).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    '/login?next=%2Ffarms',
  );
  expect(within(drawer).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
    'href',
    '/signup?next=%2Ffarms',
  );
  expect(within(drawer).queryByText('Log Out')).not.toBeInTheDocument();
});

test('signed in, the drawer mirrors the account menu and shows Your Cart with its count', async () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-asha');
  stubFetch({
    'GET /api/user-profile': () => jsonResponse({ _id: 'u1', name: 'Asha', email: 'a@b.c' }),
    'GET /api/cart': () =>
      jsonResponse({
        data: {
          items: [],
          summary: { subtotal: 30, shipping: 7.5, tax: 2.25, total: 39.75, totalItems: 3 },
        },
      }),
  });
  renderWithStore(<Header app="shop" />, { basename: '/shop' });
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  const drawer = await screen.findByRole('navigation', { name: 'Mobile navigation' });
  expect(within(drawer).getByText('Your Cart')).toBeInTheDocument();
  const cart = await within(drawer).findByRole('link', { name: 'Your Cart, 3 items' });
  expect(cart).toHaveAttribute('href', '/shop/cart');
  expectNameStartsWithText(cart);
  for (const name of ['Dashboard', 'Orders', 'Profile']) {
    expect(within(drawer).getByRole('link', { name })).toBeInTheDocument();
  }
  expect(within(drawer).queryByRole('link', { name: 'Order fulfilment' })).not.toBeInTheDocument();
  expect(within(drawer).getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
});

test('the drawer has the bell: its unread count, and a menu of the notifications', async () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-asha');
  const sent: unknown[] = [];
  stubFetch({
    'GET /api/user-profile': () => jsonResponse({ _id: 'u1', name: 'Asha', email: 'a@b.c' }),
    'GET /api/notifications': () =>
      jsonResponse({
        notifications: [
          {
            _id: 'n1',
            type: 'refund',
            title: 'Refund approved',
            body: 'Your refund of ₹15,000 was approved.',
            link: '/dashboard',
            read: false,
            createdAt: new Date().toISOString(),
          },
        ],
        unreadCount: 1,
      }),
    'POST /api/notifications/read': async (request) => {
      sent.push(await request.json());
      return jsonResponse({ notifications: [], unreadCount: 0 });
    },
  });
  renderWithStore(<Header app="invest" />);
  await userEvent.click(
    await screen.findByRole('button', { name: 'Open menu, 1 unread notification' }),
  );
  const drawer = await screen.findByRole('navigation', { name: 'Mobile navigation' });
  const bell = within(drawer).getByRole('button', { name: 'Notifications, 1 unread' });
  expectNameStartsWithText(bell);
  await userEvent.click(bell);
  const entry = within(screen.getByRole('menu', { name: 'Notifications' })).getByRole('menuitem', {
    name: /Refund approved/,
  });
  expect(entry).toHaveAttribute('href', '/dashboard');
  expect(entry).toHaveTextContent('Just now');
  await waitFor(() => expect(sent).toEqual([{ ids: ['n1'] }]));
});

test("an admin's drawer also leads to the operators' pages", async () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-admin');
  stubFetch({
    'GET /api/user-profile': () =>
      jsonResponse({ _id: 'a1', name: 'Mitti Admin', email: 'admin@mitti.test', role: 'admin' }),
  });
  renderWithStore(<Header app="shop" />, { basename: '/shop', route: '/admin/orders' });
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  const drawer = await screen.findByRole('navigation', { name: 'Mobile navigation' });
  expect(await within(drawer).findByRole('link', { name: 'Campaign review' })).toHaveAttribute(
    'href',
    '/admin',
  );
  expect(within(drawer).getByRole('link', { name: 'Order fulfilment' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(within(drawer).getByRole('link', { name: 'Products' })).toHaveAttribute(
    'href',
    '/shop/admin/products',
  );
  expect(within(drawer).getByRole('link', { name: 'Low stock' })).toHaveAttribute(
    'href',
    '/shop/admin/stock',
  );
});
