import { createAppStore } from '@mitti/auth/app-store';
import type { CartItem } from '@mitti/domain/cart';
import { ToastProvider } from '@mitti/ui/toast-provider';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { cartItemFixture, cartResponse, jsonResponse, stubApi } from '@/test-support/shop-api-stub';
import { CartPage } from './cart-page';

const TURMERIC = 'Lakadong Turmeric Powder (100 g)';

/** A server cart the stubs read and write, so a reload shows what the PUT or DELETE changed. */
function serverCart(initial: CartItem[]) {
  let items = initial;
  return {
    get: () => jsonResponse(cartResponse(items)),
    set: (next: CartItem[]) => {
      items = next;
    },
    items: () => items,
  };
}

function renderCart(
  handlers: Parameters<typeof stubApi>[0],
  userOptions?: Parameters<typeof userEvent.setup>[0],
) {
  localStorage.setItem('token', 'test-token');
  const requests = stubApi(handlers);
  const router = createMemoryRouter(
    [
      { path: '/cart', element: <CartPage /> },
      { path: '/cart/checkOut', element: <p>Checkout page</p> },
      { path: '/itemInfo/:id', element: <p>Product page</p> },
      { path: '/', element: <p>Catalogue</p> },
    ],
    { initialEntries: ['/shop/cart'], basename: '/shop' },
  );
  render(
    <Provider store={createAppStore()}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </Provider>,
  );
  return { requests, router, user: userEvent.setup(userOptions) };
}

/** Fake timers, which user-event's own delays and Testing Library's waitFor move on. */
function useFakeTime() {
  jest.useFakeTimers();
  return { advanceTimers: jest.advanceTimersByTime };
}

const cartReads = (requests: Request[]) =>
  requests.filter((request) => request.method === 'GET' && request.url.endsWith('/api/cart'))
    .length;

const line = (name = TURMERIC) => within(screen.getByRole('listitem', { name }));
const summary = () => within(screen.getByRole('region', { name: 'Order Summary' }));

beforeEach(() => localStorage.clear());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('CartPage', () => {
  it('shows a loading state, then each line with links to the product and the server summary', async () => {
    const cart = serverCart([
      cartItemFixture({ quantity: 2 }),
      cartItemFixture({
        id: 'item-jaggery',
        itemId: 'item-jaggery',
        cartItemId: 'line-2',
        name: 'Kolhapuri Jaggery',
        farmName: 'Sahyadri Cane Co-op',
        category: 'Sweeteners',
        size: '1 kg',
        price: 95.5,
        image: '',
      }),
    ]);
    const { user, router } = renderCart({ 'GET /api/cart': cart.get });
    expect(screen.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your cart...');

    await screen.findByRole('listitem', { name: TURMERIC });
    const turmeric = line();
    expect(turmeric.getByText('Jaintia Hills Growers · Spices')).toBeInTheDocument();
    expect(
      turmeric.getByText((_, element) => element?.textContent === 'Size: 100 g · ₹60.00 each'),
    ).toBeInTheDocument();
    expect(turmeric.getByText('₹120.00')).toBeInTheDocument();
    expect(turmeric.getByRole('status', { name: `Quantity of ${TURMERIC}` })).toHaveTextContent(
      '2',
    );
    const links = turmeric.getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/shop/itemInfo/item-turmeric',
      '/shop/itemInfo/item-turmeric',
    ]);
    expect(turmeric.getByRole('img', { hidden: true })).toHaveAttribute(
      'src',
      '/uploads/turmeric.png',
    );
    expect(
      line('Kolhapuri Jaggery (1 kg)').getByText('Sahyadri Cane Co-op · Sweeteners'),
    ).toBeInTheDocument();

    // 120 + 95.50 = 215.50, ships free above ₹75, tax 7.5% = 16.16 (rounded), total 231.66
    const order = summary();
    expect(order.getByText('Subtotal').nextSibling).toHaveTextContent('₹215.50');
    expect(order.getByText('Shipping').nextSibling).toHaveTextContent('Free');
    expect(order.getByText('Taxes').nextSibling).toHaveTextContent('₹16.16');
    expect(order.getByText('Total').nextSibling).toHaveTextContent('₹231.66');
    expect(order.getByText('3 items')).toBeInTheDocument();
    expect(screen.queryByText(/more for free shipping/)).not.toBeInTheDocument();

    await user.click(turmeric.getByRole('link', { name: 'Lakadong Turmeric Powder' }));
    expect(router.state.location.pathname).toBe('/shop/itemInfo/item-turmeric');
  });

  it('links Secure Checkout and the mobile bar’s Checkout to the checkout', async () => {
    const cart = serverCart([cartItemFixture()]);
    renderCart({ 'GET /api/cart': cart.get });
    expect(await screen.findByRole('link', { name: 'Secure Checkout' })).toHaveAttribute(
      'href',
      '/shop/cart/checkOut',
    );
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      '/shop/cart/checkOut',
    );
  });

  it('hints how much more ships free, and charges ₹7.50 shipping until then', async () => {
    const cart = serverCart([cartItemFixture({ price: 60, quantity: 1 })]);
    renderCart({ 'GET /api/cart': cart.get });
    expect(await screen.findByText('Spend ₹15.01 more for free shipping')).toBeVisible();
    expect(summary().getByText('Shipping').nextSibling).toHaveTextContent('₹7.50');
  });

  it('disables minus at 1 and plus at 99', async () => {
    const cart = serverCart([
      cartItemFixture({ quantity: 1 }),
      cartItemFixture({ cartItemId: 'line-2', size: '500 g', quantity: 99, price: 260 }),
    ]);
    renderCart({ 'GET /api/cart': cart.get });
    await screen.findByRole('listitem', { name: TURMERIC });

    expect(line().getByRole('button', { name: `Decrease quantity of ${TURMERIC}` })).toBeDisabled();
    expect(line().getByRole('button', { name: `Increase quantity of ${TURMERIC}` })).toBeEnabled();
    const big = line('Lakadong Turmeric Powder (500 g)');
    expect(
      big.getByRole('button', { name: 'Increase quantity of Lakadong Turmeric Powder (500 g)' }),
    ).toBeDisabled();
    expect(
      big.getByRole('button', { name: 'Decrease quantity of Lakadong Turmeric Powder (500 g)' }),
    ).toBeEnabled();
  });

  it('shows the new quantity at once, PUTs the absolute quantity, spins at least 400 ms, then reloads', async () => {
    const time = useFakeTime();
    const cart = serverCart([cartItemFixture({ quantity: 2 })]);
    const bodies: unknown[] = [];
    // The first update stays in flight until the test lets it answer.
    let answerFirstPut = () => {};
    const firstPutHeld = new Promise<void>((resolve) => (answerFirstPut = resolve));
    const { requests, user } = renderCart(
      {
        'GET /api/cart': cart.get,
        'PUT /api/cart': async (request) => {
          const body = (await request.json()) as { quantity: number };
          bodies.push(body);
          if (bodies.length === 1) await firstPutHeld;
          cart.set([cartItemFixture({ quantity: body.quantity })]);
          return cart.get();
        },
      },
      time,
    );
    await screen.findByRole('listitem', { name: TURMERIC });
    const readsBefore = cartReads(requests);

    const pressedAt = Date.now();
    await user.click(line().getByRole('button', { name: `Increase quantity of ${TURMERIC}` }));
    expect(line().getByRole('status', { name: `Quantity of ${TURMERIC}` })).toHaveTextContent('3');
    expect(line().getByText('₹180.00')).toBeInTheDocument();
    expect(line().getByRole('progressbar', { name: `Updating ${TURMERIC}` })).toBeVisible();
    // The summary follows the pressed quantity before the server answers: 3 × ₹60, free shipping.
    expect(summary().getByText('Subtotal').nextSibling).toHaveTextContent('₹180.00');
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('₹193.50');
    expect(summary().getByText('3 items')).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(250 - (Date.now() - pressedAt)));
    expect(bodies).toEqual([{ itemId: 'item-turmeric', size: '100 g', quantity: 3 }]);
    expect(line().getByRole('progressbar', { name: `Updating ${TURMERIC}` })).toBeVisible();
    // Answered after 250 ms: the spinner must still stay until 400 ms.
    answerFirstPut();
    await act(() => jest.advanceTimersByTimeAsync(399 - (Date.now() - pressedAt)));
    expect(line().getByRole('progressbar', { name: `Updating ${TURMERIC}` })).toBeVisible();

    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(Date.now() - pressedAt).toBeGreaterThanOrEqual(400);
    expect(cartReads(requests)).toBeGreaterThan(readsBefore);
    expect(line().getByRole('status', { name: `Quantity of ${TURMERIC}` })).toHaveTextContent('3');

    await user.click(line().getByRole('button', { name: `Decrease quantity of ${TURMERIC}` }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ itemId: 'item-turmeric', size: '100 g', quantity: 2 });
  });

  it('sends presses made during an update after it, one PUT at a time, the last one winning', async () => {
    const time = useFakeTime();
    const cart = serverCart([cartItemFixture({ quantity: 1 })]);
    const bodies: number[] = [];
    /** Each PUT answers when the test says so. */
    const answers: (() => void)[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const { user } = renderCart(
      {
        'GET /api/cart': cart.get,
        'PUT /api/cart': async (request) => {
          inFlight += 1;
          mostInFlight = Math.max(mostInFlight, inFlight);
          const { quantity } = (await request.json()) as { quantity: number };
          bodies.push(quantity);
          await new Promise<void>((resolve) => answers.push(resolve));
          cart.set([cartItemFixture({ quantity })]);
          inFlight -= 1;
          return cart.get();
        },
      },
      time,
    );
    await screen.findByRole('listitem', { name: TURMERIC });
    const plus = line().getByRole('button', { name: `Increase quantity of ${TURMERIC}` });
    await user.click(plus);
    await user.click(plus);
    await user.click(plus);
    expect(line().getByRole('status', { name: `Quantity of ${TURMERIC}` })).toHaveTextContent('4');

    await waitFor(() => expect(answers).toHaveLength(1));
    answers[0]!();
    await waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!();

    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(bodies).toEqual([2, 4]);
    expect(mostInFlight).toBe(1);
    expect(line().getByRole('status', { name: `Quantity of ${TURMERIC}` })).toHaveTextContent('4');
  });

  it('toasts the server’s message when the update fails and shows the reloaded quantity', async () => {
    const cart = serverCart([cartItemFixture({ quantity: 2 })]);
    const { requests, user } = renderCart({
      'GET /api/cart': cart.get,
      'PUT /api/cart': () =>
        jsonResponse({ message: 'Only 2 left in stock.', code: 'CONFLICT' }, 409),
    });
    await screen.findByRole('listitem', { name: TURMERIC });
    const readsBefore = cartReads(requests);

    await user.click(line().getByRole('button', { name: `Increase quantity of ${TURMERIC}` }));
    expect(line().getByRole('status', { name: `Quantity of ${TURMERIC}` })).toHaveTextContent('3');
    expect(await screen.findByText('Only 2 left in stock.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(cartReads(requests)).toBeGreaterThan(readsBefore);
    expect(line().getByRole('status', { name: `Quantity of ${TURMERIC}` })).toHaveTextContent('2');
  });

  it('asks before removing a line, then sends DELETE with the item and size', async () => {
    const cart = serverCart([cartItemFixture()]);
    const deletes: unknown[] = [];
    const { user } = renderCart({
      'GET /api/cart': cart.get,
      'DELETE /api/cart': async (request) => {
        deletes.push(await request.json());
        cart.set([]);
        return cart.get();
      },
    });
    await screen.findByRole('listitem', { name: TURMERIC });

    await user.click(line().getByRole('button', { name: `Remove ${TURMERIC}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to remove this item from your basket?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes).toEqual([]);

    await user.click(line().getByRole('button', { name: `Remove ${TURMERIC}` }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText('Your Basket is Empty!')).toBeInTheDocument();
    expect(deletes).toEqual([{ itemId: 'item-turmeric', size: '100 g' }]);
    // The Remove button went with its line: the focus is on the heading, not lost to the page.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Your Cart' })).toHaveFocus(),
    );
  });

  it('marks out-of-stock lines and warns before checkout', async () => {
    const cart = serverCart([cartItemFixture({ available: false, stock: 0 })]);
    renderCart({ 'GET /api/cart': cart.get });
    await screen.findByRole('listitem', { name: TURMERIC });
    expect(line().getByText('Out of stock')).toBeVisible();
    expect(
      screen.getByText('Some items are out of stock. Remove them before you check out.'),
    ).toBeVisible();
  });

  it('stops a line at the stock on hand and says when it holds more than there is', async () => {
    const cart = serverCart([
      cartItemFixture({ quantity: 3, stock: 3 }),
      cartItemFixture({
        cartItemId: 'line-2',
        size: '500 g',
        price: 260,
        weight: 500,
        quantity: 4,
        stock: 2,
      }),
    ]);
    renderCart({ 'GET /api/cart': cart.get });
    await screen.findByRole('listitem', { name: TURMERIC });

    expect(line().getByRole('button', { name: `Increase quantity of ${TURMERIC}` })).toBeDisabled();
    expect(line().queryByText(/left$/)).not.toBeInTheDocument();
    const large = line('Lakadong Turmeric Powder (500 g)');
    expect(large.getByText('Only 2 left')).toBeVisible();
    expect(
      screen.queryByText('Some items are out of stock. Remove them before you check out.'),
    ).not.toBeInTheDocument();
  });

  it('shows the empty basket with a way back to the shop', async () => {
    const cart = serverCart([]);
    const { user, router } = renderCart({ 'GET /api/cart': cart.get });
    expect(await screen.findByText('Your Basket is Empty!')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Order Summary' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Start Shopping' }));
    expect(router.state.location.pathname).toBe('/shop');
  });

  it('says so when the cart cannot be loaded, and tries again', async () => {
    let fail = true;
    const { user } = renderCart({
      'GET /api/cart': () =>
        fail
          ? jsonResponse({ message: 'Server is resting.', code: 'INTERNAL' }, 503)
          : jsonResponse(cartResponse([cartItemFixture()])),
    });
    expect(await screen.findByText('Could not load your cart.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: TURMERIC })).toBeInTheDocument();
  });
});
