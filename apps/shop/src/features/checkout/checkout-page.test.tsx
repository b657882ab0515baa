import { createAppStore } from '@mitti/auth/app-store';
import { ADDRESSES_CHANGED_MESSAGE } from '@mitti/domain/address';
import type { Address } from '@mitti/domain/address';
import type { CartItem } from '@mitti/domain/cart';
import { ALL_RESERVED_MESSAGE } from '@mitti/domain/payment-order';
import type { UserProfile } from '@mitti/domain/user';
import { ToastProvider } from '@mitti/ui/toast-provider';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { cartItemFixture, cartResponse, jsonResponse, stubApi } from '@/test-support/shop-api-stub';
import { CheckoutPage } from './checkout-page';
import { ORDER_UNANSWERED, PAYMENT_UNANSWERED } from './use-place-order';

type Handlers = Parameters<typeof stubApi>[0];
type User = ReturnType<typeof userEvent.setup>;

function address(name: string, overrides: Partial<Address> = {}): Address {
  return {
    _id: `addr-${name.toLowerCase()}`,
    name,
    street: `1 ${name} Lane`,
    city: 'Pune',
    state: 'Maharashtra',
    zipcode: '411001',
    country: 'India',
    phone: '9876543210',
    ...overrides,
  };
}

const HOME = address('Home', { landmark: 'Near the banyan tree' });
const OFFICE = address('Office', { city: 'Mumbai', zipcode: '400001' });
const FARM = address('Farm', { city: 'Nashik', zipcode: '422001' });

function profileFixture(addresses: Address[]): UserProfile {
  return {
    _id: 'user-1',
    name: 'Asha Rao',
    email: 'investor@mitti.test',
    phone: '9876543210',
    profilePicture: null,
    addresses,
    active: 'false',
    role: 'user',
  };
}

/** Two turmeric packs: ₹120 subtotal, free shipping, ₹9.00 tax, ₹129.00 total. */
const LINES: CartItem[] = [cartItemFixture({ quantity: 2 })];
/** With it: ₹215.50 subtotal, ₹16.16 tax, ₹231.66 total. */
const JAGGERY = cartItemFixture({
  id: 'item-jaggery',
  itemId: 'item-jaggery',
  cartItemId: 'line-2',
  name: 'Kolhapuri Jaggery',
  size: '1 kg',
  price: 95.5,
});

const ORDER = {
  order: { id: 'order_1', amount: 12_900, currency: 'INR' },
  prefill: { name: 'Asha Rao', email: 'investor@mitti.test', contact: '9876543210' },
  provider: 'sandbox',
};
const SIGNED = {
  razorpay_order_id: 'order_1',
  razorpay_payment_id: 'pay_1',
  razorpay_signature: 'sig',
};

const ORDER_LINES = [
  {
    itemId: 'item-turmeric',
    name: 'Lakadong Turmeric Powder',
    quantity: 2,
    price: 60,
    weight: 100,
    size: '100 g',
  },
];
const HOME_SHIPPING = {
  name: 'Home',
  street: '1 Home Lane',
  city: 'Pune',
  state: 'Maharashtra',
  zipcode: '411001',
  country: 'India',
  phone: '9876543210',
  landmark: 'Near the banyan tree',
};

interface Setup {
  lines?: CartItem[];
  addresses?: Address[];
  signedIn?: boolean;
  handlers?: Handlers;
}

function renderCheckout({
  lines = LINES,
  addresses = [HOME, OFFICE],
  signedIn = true,
  handlers = {},
}: Setup = {}) {
  localStorage.clear();
  if (signedIn) localStorage.setItem('token', 'test-token');
  let saved = addresses;
  const requests = stubApi({
    'GET /api/cart': () => jsonResponse(cartResponse(lines)),
    'GET /api/user-profile': () => jsonResponse(profileFixture(saved)),
    'PUT /api/editAddress': async (request) => {
      const body = (await request.json()) as { addresses: Address[] };
      saved = body.addresses.map((entry, index) => ({
        ...entry,
        _id: entry._id ?? `addr-new-${index}`,
      }));
      return jsonResponse(profileFixture(saved));
    },
    ...handlers,
  });
  const router = createMemoryRouter(
    [
      { path: '/cart/checkOut', element: <CheckoutPage /> },
      { path: '/orders', element: <h1>Your Orders</h1> },
    ],
    { initialEntries: ['/shop/cart/checkOut'], basename: '/shop' },
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

const bodyOf = async (requests: Request[], method: string, path: string) => {
  const request = requests.find(
    (candidate) => candidate.method === method && new URL(candidate.url).pathname === path,
  );
  return request ? ((await request.clone().json()) as unknown) : undefined;
};
const called = (requests: Request[], method: string, path: string) =>
  requests.some(
    (candidate) => candidate.method === method && new URL(candidate.url).pathname === path,
  );

const addressRadio = (name: string) => screen.getByRole('radio', { name });
const placeOrderButtons = () => screen.getAllByRole('button', { name: /Place Order|Processing/ });
const ready = () => screen.findByRole('radio', { name: 'Home' });
/** The rest of the page is hidden from assistive tech until a dialog has faded out. */
const dialogsClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

async function fillAddress(user: User, dialog: HTMLElement, name: string) {
  const form = within(dialog);
  await user.type(form.getByLabelText(/Address Name/), name);
  await user.type(form.getByLabelText(/Street Address/), '7 Orchard Road');
  await user.type(form.getByLabelText(/City/), 'Ooty');
  await user.type(form.getByLabelText(/State/), 'Tamil Nadu');
  await user.type(form.getByLabelText(/ZIP Code/), '643001');
  await user.type(form.getByLabelText(/Country/), 'India');
  await user.type(form.getByLabelText(/Phone Number/), '9123456780');
}

/** Chooses the card, places the order and pays ₹129 in the Test mode dialog. */
async function payByCard(user: User) {
  await ready();
  await user.click(screen.getByRole('radio', { name: 'Credit/Debit Card & UPI' }));
  await user.click(placeOrderButtons()[0]!);
  await payInTestMode(user, 'Pay ₹129');
}

async function payInTestMode(user: User, action: 'Pay ₹129' | 'Fail payment') {
  const dialog = await screen.findByRole('dialog', { name: /Mitti Market/ });
  expect(dialog).toHaveTextContent('Test mode');
  if (action === 'Pay ₹129') {
    await user.type(within(dialog).getByLabelText('Expiry'), '12/49');
    await user.type(within(dialog).getByLabelText('CVV'), '123');
  }
  await user.click(within(dialog).getByRole('button', { name: action }));
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('CheckoutPage', () => {
  it('asks a visitor to sign in and calls nothing', async () => {
    jest.useFakeTimers();
    const { requests } = renderCheckout({ signedIn: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByText('Please sign in to check out.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?next=%2Fshop%2Fcart%2FcheckOut',
    );
    // Whatever the page would start (effects, queries, timers) has had 50 ms to call the API.
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(requests).toHaveLength(0);
  });

  it('shows the steps, the items, the saved addresses with the first selected, and the summary', async () => {
    renderCheckout();
    expect(screen.getByText('Loading order items...')).toBeInTheDocument();
    const steps = screen.getByLabelText('Checkout progress');
    expect(within(steps).getByText('Cart Review')).toBeInTheDocument();
    expect(within(steps).getByText('Shipping & Payment')).toBeInTheDocument();
    expect(within(steps).getByText('Confirmation')).toBeInTheDocument();
    // Which step this is, for those who cannot see its colour.
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.getAttribute('aria-current')),
    ).toEqual([null, 'step', null]);

    const item = within(
      await screen.findByRole('listitem', { name: 'Lakadong Turmeric Powder (100 g)' }),
    );
    expect(item.getByText('Jaintia Hills Growers · Spices')).toBeInTheDocument();
    expect(
      item.getByText((_, element) => element?.textContent === 'Qty: 2 · Size: 100 g'),
    ).toBeInTheDocument();
    expect(item.getByText('₹120.00')).toBeInTheDocument();
    expect(item.getByText('₹60.00 each')).toBeInTheDocument();

    await ready();
    expect(addressRadio('Home')).toBeChecked();
    expect(addressRadio('Office')).not.toBeChecked();
    expect(addressRadio('Home')).toHaveAccessibleDescription(
      '1 Home Lane Pune, Maharashtra 411001 India Phone: 9876543210 Landmark: Near the banyan tree',
    );
    expect(screen.getByRole('button', { name: 'Edit address Home' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete address Office' })).toBeInTheDocument();

    expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Credit/Debit Card & UPI' })).not.toBeChecked();

    const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
    expect(summary.getByText('Subtotal').nextSibling).toHaveTextContent('₹120.00');
    expect(summary.getByText('Shipping').nextSibling).toHaveTextContent('Free');
    expect(summary.getByText('Taxes').nextSibling).toHaveTextContent('₹9.00');
    expect(summary.getByText('Total').nextSibling).toHaveTextContent('₹129.00');
    expect(summary.getByText('Secure SSL Encryption')).toBeInTheDocument();
    expect(screen.getByText('Total Price')).toBeInTheDocument();
    expect(placeOrderButtons()).toHaveLength(2);
  });

  it('says there are no saved addresses, and refuses to order without one', async () => {
    const { requests, user } = renderCheckout({ addresses: [] });
    expect(await screen.findByText('No saved addresses found. Please add one.')).toBeVisible();
    await screen.findByRole('listitem', { name: 'Lakadong Turmeric Powder (100 g)' });
    await user.click(placeOrderButtons()[0]!);
    expect(await screen.findByText('Please select a shipping address.')).toBeInTheDocument();
    expect(called(requests, 'POST', '/api/orders')).toBe(false);
  });

  it('says the cart is empty and refuses to order', async () => {
    const { requests, user } = renderCheckout({ lines: [] });
    expect(await screen.findByText('Your cart is empty.')).toBeVisible();
    await ready();
    await user.click(placeOrderButtons()[0]!);
    await waitFor(() => expect(screen.getAllByText('Your cart is empty.')).toHaveLength(2));
    expect(called(requests, 'POST', '/api/orders')).toBe(false);
  });

  it('says when the cart or the profile cannot be loaded, and Retry loads each', async () => {
    let down = true;
    const failing = () => jsonResponse({ message: 'Down', code: 'INTERNAL' }, 500);
    const { user } = renderCheckout({
      handlers: {
        'GET /api/cart': () => (down ? failing() : jsonResponse(cartResponse(LINES))),
        'GET /api/user-profile': () =>
          down ? failing() : jsonResponse(profileFixture([HOME, OFFICE])),
      },
    });
    const cartFailed = await screen.findByText('Could not load your cart items.');
    const profileFailed = await screen.findByText('Could not load your profile.');
    expect(cartFailed).toBeVisible();
    expect(profileFailed).toBeVisible();

    down = false;
    const retries = screen.getAllByRole('button', { name: 'Retry' });
    expect(retries).toHaveLength(2);
    for (const retry of retries) await user.click(retry);
    await ready();
    expect((await screen.findAllByText('Lakadong Turmeric Powder'))[0]).toBeVisible();
    expect(screen.queryByText('Could not load your cart items.')).not.toBeInTheDocument();
    expect(screen.queryByText('Could not load your profile.')).not.toBeInTheDocument();
  });

  it('moves the selection when addresses are deleted and selects a new one', async () => {
    const { requests, user } = renderCheckout({ addresses: [HOME, OFFICE, FARM] });
    await ready();
    expect(screen.getByRole('button', { name: 'New Address' })).toBeDisabled();
    expect(screen.getByText('You can only have up to 3 addresses.')).toBeInTheDocument();
    await user.click(addressRadio('Farm'));
    expect(addressRadio('Farm')).toBeChecked();

    // Deleting one before the selected keeps the same address selected (one index down).
    await user.click(screen.getByRole('button', { name: 'Delete address Home' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Address' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this address?');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText('Address deleted successfully!')).toBeInTheDocument();
    await dialogsClosed();
    expect(screen.queryByRole('radio', { name: 'Home' })).not.toBeInTheDocument();
    expect(addressRadio('Farm')).toBeChecked();
    expect(await bodyOf(requests, 'PUT', '/api/editAddress')).toEqual({
      addresses: [OFFICE, FARM],
      _id: 'user-1',
    });

    // Deleting the selected selects the first remaining.
    await user.click(screen.getByRole('button', { name: 'Delete address Farm' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Address' })).getByRole('button', {
        name: 'Yes, Delete',
      }),
    );
    await dialogsClosed();
    await waitFor(() =>
      expect(screen.queryByRole('radio', { name: 'Farm' })).not.toBeInTheDocument(),
    );
    expect(addressRadio('Office')).toBeChecked();

    // Adding an address selects it.
    await user.click(screen.getByRole('button', { name: 'New Address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Address' });
    await fillAddress(user, dialog, 'Cottage');
    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Address saved successfully!')).toBeInTheDocument();
    await dialogsClosed();
    expect(await screen.findByRole('radio', { name: 'Cottage' })).toBeChecked();
    expect(addressRadio('Office')).not.toBeChecked();
  });

  it('edits an address in the Edit Address dialog, keeping the selection', async () => {
    const { requests, user } = renderCheckout();
    await ready();
    await user.click(addressRadio('Office'));
    await user.click(screen.getByRole('button', { name: 'Edit address Home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Address' });
    const city = within(dialog).getByLabelText(/City/);
    await user.clear(city);
    await user.type(city, 'Satara');
    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Address saved successfully!')).toBeInTheDocument();
    await dialogsClosed();
    const puts = requests.filter((request) => request.method === 'PUT');
    const body = (await puts.at(-1)!.clone().json()) as { addresses: Address[] };
    expect(body.addresses.map(({ city: saved }) => saved)).toEqual(['Satara', 'Mumbai']);
    expect(addressRadio('Office')).toBeChecked();
  });

  it('shows the server’s message, else the fallback, when an address write fails', async () => {
    const { user } = renderCheckout({
      handlers: {
        'PUT /api/editAddress': () => new Response('', { status: 500 }),
      },
    });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Delete address Office' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Address' })).getByRole('button', {
        name: 'Yes, Delete',
      }),
    );
    expect(await screen.findByText('Failed to delete address.')).toBeInTheDocument();
    await dialogsClosed();
    expect(addressRadio('Office')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New Address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Address' });
    await fillAddress(user, dialog, 'Cottage');
    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Failed to save address.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add New Address' })).toBeInTheDocument();
  });

  it('refuses a save from an address list changed in another tab, shows that list and keeps the form', async () => {
    const parents: Address = { ...HOME, _id: 'addr-parents', name: 'Parents' };
    let stored = { addresses: [HOME, OFFICE], addressesVersion: 'v1' };
    const versions: unknown[] = [];
    const { user } = renderCheckout({
      handlers: {
        'GET /api/user-profile': () =>
          jsonResponse({
            ...profileFixture(stored.addresses),
            addressesVersion: stored.addressesVersion,
          }),
        'PUT /api/editAddress': async (request) => {
          const body = (await request.json()) as {
            addresses: Address[];
            addressesVersion?: string;
          };
          versions.push(body.addressesVersion);
          if (body.addressesVersion !== stored.addressesVersion) {
            return jsonResponse(
              { message: ADDRESSES_CHANGED_MESSAGE, code: 'ADDRESSES_CHANGED' },
              409,
            );
          }
          stored = {
            addresses: body.addresses.map((entry, index) => ({
              ...entry,
              _id: entry._id ?? `addr-new-${index}`,
            })),
            addressesVersion: 'v3',
          };
          return jsonResponse({ ...profileFixture(stored.addresses), addressesVersion: 'v3' });
        },
      },
    });
    await ready();
    // Another tab adds Parents.
    stored = { addresses: [HOME, OFFICE, parents], addressesVersion: 'v2' };

    await user.click(screen.getByRole('button', { name: 'New Address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Address' });
    await fillAddress(user, dialog, 'Gym');
    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));

    expect(await screen.findByText(ADDRESSES_CHANGED_MESSAGE)).toBeInTheDocument();
    // Behind the dialog (hidden from assistive tech while it is open), the list is read again.
    expect(await screen.findByRole('radio', { name: 'Parents', hidden: true })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Address Name/)).toHaveValue('Gym');
    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByRole('radio', { name: 'Gym' })).toBeInTheDocument();
    expect(versions).toEqual(['v1', 'v2']);
    expect(stored.addresses.map((address) => address.name)).toEqual([
      'Home',
      'Office',
      'Parents',
      'Gym',
    ]);
  });

  it('places a cash order of the lines shown and lands on Your Orders, leaving the cart to the server', async () => {
    let answer: () => void = () => undefined;
    const { requests, router, user } = renderCheckout({
      handlers: {
        'POST /api/orders': () =>
          new Promise<Response>((resolve) => {
            answer = () =>
              resolve(jsonResponse({ message: 'Order placed', data: { order: {} } }, 201));
          }),
      },
    });
    await ready();
    await screen.findByRole('listitem', { name: 'Lakadong Turmeric Powder (100 g)' });
    await user.click(placeOrderButtons()[0]!);

    await waitFor(() => expect(called(requests, 'POST', '/api/orders')).toBe(true));
    const buttons = placeOrderButtons();
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      expect(button).toBeDisabled();
      expect(button).toHaveTextContent('Processing...');
    }
    answer();

    expect(
      await screen.findByText('Order placed successfully with Cash on Delivery!'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/orders'));
    // In place of the checkout: Back cannot return to an order still to place.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await bodyOf(requests, 'POST', '/api/orders')).toEqual({
      items: ORDER_LINES,
      totalPrice: 129,
      shippingAddress: HOME_SHIPPING,
      paymentMethod: 'COD',
      paymentStatus: 'Pending',
    });
    // The server took exactly the ordered lines out of the cart; nothing empties the rest.
    expect(called(requests, 'DELETE', '/api/cart/clear')).toBe(false);
  });

  it('ships to the address chosen', async () => {
    const { requests, user } = renderCheckout({
      handlers: { 'POST /api/orders': () => jsonResponse({ message: 'ok' }, 201) },
    });
    await ready();
    await user.click(addressRadio('Office'));
    await user.click(placeOrderButtons()[0]!);
    await waitFor(() => expect(called(requests, 'POST', '/api/orders')).toBe(true));
    const body = (await bodyOf(requests, 'POST', '/api/orders')) as {
      shippingAddress: Record<string, unknown>;
    };
    expect(body.shippingAddress).toEqual({
      name: 'Office',
      street: '1 Office Lane',
      city: 'Mumbai',
      state: 'Maharashtra',
      zipcode: '400001',
      country: 'India',
      phone: '9876543210',
    });
  });

  it('shows the server’s message when a cash order fails, and stays', async () => {
    const { requests, router, user } = renderCheckout({
      handlers: {
        'POST /api/orders': () =>
          jsonResponse({ message: 'Kolhapuri Jaggery is out of stock.', code: 'CONFLICT' }, 409),
      },
    });
    await ready();
    await user.click(placeOrderButtons()[0]!);
    expect(await screen.findByText('Kolhapuri Jaggery is out of stock.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shop/cart/checkOut');
    expect(called(requests, 'POST', '/api/orders')).toBe(true);
    await waitFor(() => expect(placeOrderButtons()[0]).toBeEnabled());
  });

  it('says Failed to place order when the server gives no message', async () => {
    const { user } = renderCheckout({
      handlers: { 'POST /api/orders': () => jsonResponse({ code: 'INTERNAL' }, 500) },
    });
    await ready();
    await user.click(placeOrderButtons()[0]!);
    expect(await screen.findByText('Failed to place order. Please try again.')).toBeInTheDocument();
  });

  it('when a cash order gets no answer, says to check Your Orders before ordering again', async () => {
    const { requests, router, user } = renderCheckout({
      handlers: { 'POST /api/orders': () => new Response('<h1>Bad Gateway</h1>', { status: 502 }) },
    });
    await ready();
    await user.click(placeOrderButtons()[0]!);

    expect(await screen.findByText(ORDER_UNANSWERED)).toBeInTheDocument();
    expect(requests.filter(({ method }) => method === 'POST')).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: 'Your Orders' }));
    expect(router.state.location.pathname).toBe('/shop/orders');
  });

  it.each([
    ['a cash order', 'Cash on Delivery', 'POST /api/orders'],
    ['a card payment', 'Credit/Debit Card & UPI', 'POST /api/payments/create-product-order'],
  ])(
    'says the cart changed and shows it reloaded when %s finds it changed',
    async (_what, method, call) => {
      // Another tab added jaggery after this one loaded the cart.
      let lines = LINES;
      const { requests, router, user } = renderCheckout({
        handlers: {
          'GET /api/cart': () => jsonResponse(cartResponse(lines)),
          [call]: () => {
            lines = [...LINES, JAGGERY];
            return jsonResponse(
              { message: 'Your cart changed. Please review it.', code: 'CART_CHANGED' },
              409,
            );
          },
        },
      });
      await ready();
      await screen.findByRole('listitem', { name: 'Lakadong Turmeric Powder (100 g)' });
      await user.click(screen.getByRole('radio', { name: method }));
      await user.click(placeOrderButtons()[0]!);

      expect(await screen.findByText('Your cart changed. Please review it.')).toBeInTheDocument();
      expect(
        await screen.findByRole('listitem', { name: 'Kolhapuri Jaggery (1 kg)' }),
      ).toBeInTheDocument();
      const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
      expect(summary.getByText('Total').nextSibling).toHaveTextContent('₹231.66');
      expect(router.state.location.pathname).toBe('/shop/cart/checkOut');
      expect(called(requests, 'POST', '/api/payments/sandbox/pay')).toBe(false);
      await waitFor(() => expect(placeOrderButtons()[0]).toBeEnabled());
    },
  );

  it('pays by card in the Test mode dialog, verifies with the order payload and lands on Your Orders', async () => {
    const bodies: Record<string, unknown> = {};
    const record = (name: string, answer: unknown) => async (request: Request) => {
      bodies[name] = await request.json();
      return jsonResponse(answer);
    };
    const { requests, router, user } = renderCheckout({
      handlers: {
        'POST /api/payments/create-product-order': record('order', ORDER),
        'POST /api/payments/sandbox/pay': record('pay', SIGNED),
        'POST /api/payments/verify-product-payment': record('verify', {
          success: true,
          message: 'Order placed',
        }),
      },
    });
    await payByCard(user);

    expect(await screen.findByText('Payment successful! Order placed.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/orders'));
    expect(bodies).toEqual({
      order: { amount: 129, items: ORDER_LINES, shippingAddress: HOME_SHIPPING },
      pay: { orderId: 'order_1', outcome: 'success' },
      verify: {
        ...SIGNED,
        orderPayload: {
          items: ORDER_LINES,
          totalPrice: 129,
          shippingAddress: HOME_SHIPPING,
          paymentMethod: 'Razorpay',
        },
      },
    });
    expect(called(requests, 'DELETE', '/api/cart/clear')).toBe(false);
    expect(called(requests, 'POST', '/api/orders')).toBe(false);
  });

  it('shows the checkout’s failure event and verifies nothing', async () => {
    const { requests, router, user } = renderCheckout({
      handlers: {
        'POST /api/payments/create-product-order': () => jsonResponse(ORDER),
        'POST /api/payments/sandbox/pay': () =>
          jsonResponse({ error: { description: 'Card declined in test mode' } }),
        'POST /api/payments/release': () => jsonResponse({ success: true }),
      },
    });
    await ready();
    await user.click(screen.getByRole('radio', { name: 'Credit/Debit Card & UPI' }));
    await user.click(placeOrderButtons()[0]!);
    await payInTestMode(user, 'Fail payment');

    expect(
      await screen.findByText('Payment Failed: Card declined in test mode'),
    ).toBeInTheDocument();
    expect(called(requests, 'POST', '/api/payments/verify-product-payment')).toBe(false);
    expect(called(requests, 'POST', '/api/payments/release')).toBe(true);
    expect(router.state.location.pathname).toBe('/shop/cart/checkOut');
    await waitFor(() => expect(placeOrderButtons()[0]).toBeEnabled());
  });

  it('says when what is left is being paid for by other shoppers', async () => {
    const { requests, user } = renderCheckout({
      handlers: {
        'POST /api/payments/create-product-order': () =>
          jsonResponse({ message: ALL_RESERVED_MESSAGE, code: 'ALL_RESERVED' }, 409),
      },
    });
    await ready();
    await user.click(screen.getByRole('radio', { name: 'Credit/Debit Card & UPI' }));
    await user.click(placeOrderButtons()[0]!);

    expect(
      await screen.findByText(
        'All remaining units are being paid for right now. Please try again in a few minutes.',
      ),
    ).toBeInTheDocument();
    expect(called(requests, 'POST', '/api/payments/sandbox/pay')).toBe(false);
    await waitFor(() => expect(placeOrderButtons()[0]).toBeEnabled());
  });

  it('returns quietly when the card checkout is closed', async () => {
    const { requests, user } = renderCheckout({
      handlers: {
        'POST /api/payments/create-product-order': () => jsonResponse(ORDER),
        'POST /api/payments/release': () => jsonResponse({ success: true }),
      },
    });
    await ready();
    await user.click(screen.getByRole('radio', { name: 'Credit/Debit Card & UPI' }));
    await user.click(placeOrderButtons()[0]!);
    const dialog = await screen.findByRole('dialog', { name: /Mitti Market/ });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(/Payment Failed/)).not.toBeInTheDocument();
    expect(called(requests, 'POST', '/api/payments/sandbox/pay')).toBe(false);
    expect(called(requests, 'POST', '/api/payments/release')).toBe(true);
    await waitFor(() => expect(placeOrderButtons()[0]).toBeEnabled());
  });

  it('says the payment could not start, or could not be verified', async () => {
    let verify = () => jsonResponse({ success: false, message: 'Signature mismatch' });
    const { router, user } = renderCheckout({
      handlers: {
        'POST /api/payments/create-product-order': (() => {
          let first = true;
          return () => {
            if (first) {
              first = false;
              return new Response('', { status: 500 });
            }
            return jsonResponse(ORDER);
          };
        })(),
        'POST /api/payments/sandbox/pay': () => jsonResponse(SIGNED),
        'POST /api/payments/verify-product-payment': () => verify(),
      },
    });
    await ready();
    await user.click(screen.getByRole('radio', { name: 'Credit/Debit Card & UPI' }));
    await user.click(placeOrderButtons()[0]!);
    expect(
      await screen.findByText('Could not start payment process. Please try again.'),
    ).toBeInTheDocument();

    await waitFor(() => expect(placeOrderButtons()[0]).toBeEnabled());
    await user.click(placeOrderButtons()[0]!);
    await payInTestMode(user, 'Pay ₹129');
    expect(
      await screen.findByText('Payment verification failed. Please contact support.'),
    ).toBeInTheDocument();

    verify = () => jsonResponse({ code: 'INTERNAL' }, 500);
    await waitFor(() => expect(placeOrderButtons()[0]).toBeEnabled());
    await user.click(placeOrderButtons()[0]!);
    await payInTestMode(user, 'Pay ₹129');
    expect(
      await screen.findByText('Failed to verify payment. Please contact support.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shop/cart/checkOut');
  });

  it('sends a verification whose answer was lost again, and lands on Your Orders', async () => {
    let tries = 0;
    const { requests, router, user } = renderCheckout({
      handlers: {
        'POST /api/payments/create-product-order': () => jsonResponse(ORDER),
        'POST /api/payments/sandbox/pay': () => jsonResponse(SIGNED),
        'POST /api/payments/verify-product-payment': () => {
          tries += 1;
          if (tries === 1) throw new TypeError('Failed to fetch');
          return jsonResponse({ success: true, message: 'Order placed' });
        },
      },
    });
    await payByCard(user);

    expect(await screen.findByText('Payment successful! Order placed.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/orders'));
    const verifications = requests.filter(({ url }) => url.endsWith('/verify-product-payment'));
    expect(verifications).toHaveLength(2);
  });

  it('when no verification is answered, says the order may be placed and links Your Orders', async () => {
    const { requests, router, user } = renderCheckout({
      handlers: {
        'POST /api/payments/create-product-order': () => jsonResponse(ORDER),
        'POST /api/payments/sandbox/pay': () => jsonResponse(SIGNED),
        'POST /api/payments/verify-product-payment': () => new Response('', { status: 504 }),
      },
    });
    await payByCard(user);

    expect(await screen.findByText(PAYMENT_UNANSWERED)).toBeInTheDocument();
    const verifications = requests.filter(({ url }) => url.endsWith('/verify-product-payment'));
    expect(verifications).toHaveLength(3);
    await dialogsClosed();
    await user.click(screen.getByRole('link', { name: 'Your Orders' }));
    expect(router.state.location.pathname).toBe('/shop/orders');
  });
});
