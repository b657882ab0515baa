import { createAppStore } from '@mitti/auth/app-store';
import type { Campaign } from '@mitti/domain/campaign';
import type { UserProfile } from '@mitti/domain/user';
import { ALL_RESERVED_MESSAGE } from '@mitti/domain/payment-order';
import { ToastProvider } from '@mitti/ui/toast-provider';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { campaignFixture, jsonResponse, stubApi } from '@/test-support/campaign-api-stub';
import { InvestCheckoutPage } from './invest-checkout-page';
import { VERIFY_UNANSWERED } from './use-invest-payment';

type Handlers = Parameters<typeof stubApi>[0];

const ORDER = {
  order: { id: 'order_1', amount: 500_000, currency: 'INR' },
  prefill: { name: 'Asha Investor', email: 'investor@mitti.test', contact: '9876543210' },
  provider: 'sandbox',
};
const SIGNED = {
  razorpay_order_id: 'order_1',
  razorpay_payment_id: 'pay_1',
  razorpay_signature: 'sig',
};

interface Setup {
  campaign?: Campaign | null;
  /** Pass the campaign as navigation state, as the detail page's Invest Now does. */
  withState?: boolean;
  signedIn?: boolean;
  handlers?: Handlers;
  /** The checkout's query, e.g. `?units=3`. */
  search?: string;
}

const INVESTOR: UserProfile = {
  _id: 'investor-1',
  name: 'Ananya Rao',
  email: 'investor@mitti.test',
  phone: '',
  profilePicture: null,
  addresses: [],
  active: 'false',
  role: 'user',
};

function renderCheckout({
  campaign = campaignFixture(),
  withState = false,
  signedIn = true,
  handlers = {},
  search = '',
}: Setup = {}) {
  localStorage.clear();
  if (signedIn) localStorage.setItem('token', 'test-token');
  const urls = stubApi({
    'GET /api/campaigns/camp-1': () =>
      campaign
        ? jsonResponse(campaign)
        : jsonResponse({ message: 'Campaign not found', code: 'NOT_FOUND' }, 404),
    ...handlers,
  });
  const router = createMemoryRouter(
    [
      { path: '/campaign/:id/invest', element: <InvestCheckoutPage /> },
      { path: '/campaign/:id', element: <p>Campaign page</p> },
      { path: '/dashboard', element: <p>Dashboard</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    {
      // Opened from the campaign's page, as Invest Now does.
      initialEntries: [
        '/campaign/camp-1',
        { pathname: '/campaign/camp-1/invest', search, state: withState ? { campaign } : null },
      ],
    },
  );
  render(
    <Provider store={createAppStore()}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </Provider>,
  );
  return { router, urls, user: userEvent.setup() };
}

const step = async (name: string) =>
  within(await screen.findByRole('region', { name: new RegExp(name) }));
const summary = async () => within(await screen.findByRole('region', { name: 'Order Summary' }));
const confirmButton = () => screen.getByRole('button', { name: 'Confirm & Finalize Investment' });
const units = () => screen.getByRole('textbox', { name: 'Units' });

function payments(handlers: Partial<Record<'order' | 'pay' | 'verify', () => Response>> = {}) {
  return {
    'POST /api/payments/create-order': handlers.order ?? (() => jsonResponse(ORDER)),
    'POST /api/payments/release': () => jsonResponse({ success: true }),
    'POST /api/payments/sandbox/pay': handlers.pay ?? (() => jsonResponse(SIGNED)),
    'POST /api/payments/verify-payment':
      handlers.verify ?? (() => jsonResponse({ success: true, message: 'Investment recorded' })),
  };
}

async function acknowledgeAndConfirm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox'));
  await user.click(confirmButton());
  return screen.findByRole('dialog', { name: /Mitti Invest/ });
}

afterEach(() => jest.restoreAllMocks());

describe('InvestCheckoutPage', () => {
  it('loads the campaign by id without navigation state and shows the order summary', async () => {
    renderCheckout();
    expect(screen.getByRole('status')).toHaveTextContent('Germinating...');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Secure Investment Checkout' }),
    ).toBeInTheDocument();
    const order = await summary();
    expect(order.getByRole('heading', { name: 'Millet Revival in the Deccan' })).toBeVisible();
    expect(order.getByText('Green Valley Farm')).toBeInTheDocument();
    expect(order.getByText('Campaign Snapshot')).toBeInTheDocument();
    expect(order.getByText('Funding Goal').nextSibling).toHaveTextContent('₹5,00,000');
    expect(order.getByText('Currently Raised').nextSibling).toHaveTextContent('₹1,25,000');
    expect(order.getByText('Days Remaining').nextSibling).toHaveTextContent('30 days');
    expect(order.getByText('Units').nextSibling).toHaveTextContent('1');
    expect(order.getByText('Amount').nextSibling).toHaveTextContent('₹5,000');
    expect(order.getByText('Farm Share').nextSibling).toHaveTextContent('1.00%');
    expect(order.getByText('Grand Total').nextSibling).toHaveTextContent('₹5,000');
    expect(screen.getByRole('link', { name: 'Back to campaign' })).toHaveAttribute(
      'href',
      '/campaign/camp-1',
    );
  });

  it('shows the campaign passed as navigation state at once', async () => {
    renderCheckout({ withState: true });
    expect(await step('Choose Your Investment')).toBeTruthy();
    expect(screen.queryByText('Germinating...')).not.toBeInTheDocument();
  });

  it('without a campaign says so and goes home after 2 seconds', async () => {
    const { router } = renderCheckout({ campaign: null });
    expect(
      await screen.findByText('Campaign details not found. Redirecting...'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Failed to load campaign details.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/campaign/camp-1/invest');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
  });

  it('counts units from 1 to the maximum available, with the limits disabled', async () => {
    // ₹15,000 left at ₹5,000 a unit: 3 units.
    const { user, router } = renderCheckout({
      campaign: campaignFixture({ raisedAmount: 485000 }),
    });
    const choose = await step('Choose Your Investment');
    const minus = choose.getByRole('button', { name: 'Remove one unit' });
    const plus = choose.getByRole('button', { name: 'Add one unit' });

    expect(choose.getByText('One unit is ₹5,000. 3 units are still available.')).toBeVisible();
    expect(units()).toHaveValue('1');
    expect(minus).toBeDisabled();
    expect(
      screen.queryByText('You have reached the maximum available investment.'),
    ).not.toBeInTheDocument();

    await user.click(plus);
    expect(units()).toHaveValue('2');
    expect(minus).toBeEnabled();
    expect(choose.getByText('₹10,000')).toBeInTheDocument();

    await user.click(plus);
    expect(units()).toHaveValue('3');
    expect(plus).toBeDisabled();
    // Disabled under the focus, the button hands it to the number rather than to the page.
    expect(units()).toHaveFocus();
    expect(choose.getByText('₹15,000')).toBeInTheDocument();
    expect(choose.getByText('You have reached the maximum available investment.')).toBeVisible();

    await user.click(minus);
    expect(units()).toHaveValue('2');
    expect(plus).toBeEnabled();
    // In the address, in place of the checkout's entry: a reload or Back and Forward keep them.
    expect(router.state.location.search).toBe('?units=2');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(
      screen.queryByText('You have reached the maximum available investment.'),
    ).not.toBeInTheDocument();
  });

  it('keeps a typed number of units within the maximum', async () => {
    const { user } = renderCheckout({ campaign: campaignFixture({ raisedAmount: 485000 }) });
    await step('Choose Your Investment');
    await user.clear(units());
    await user.type(units(), '9');
    expect(units()).toHaveValue('3');
    const reached = screen.getByText('You have reached the maximum available investment.');
    expect(reached).toBeVisible();
    // Said once, by the polite region it shows in; not a second time as an alert.
    expect(reached.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a fraction or a sign with a message and keeps the units it had', async () => {
    const { user } = renderCheckout();
    const choose = await step('Choose Your Investment');
    await user.clear(units());
    await user.type(units(), '2.5');
    expect(units()).toHaveValue('2.5');
    expect(units()).toHaveAccessibleDescription('Enter a whole number of units, at least 1.');
    // Still the 2 units typed before the point: ₹10,000, not 25 units.
    expect(choose.getByText('₹10,000')).toBeInTheDocument();

    await user.clear(units());
    await user.type(units(), '-3');
    expect(choose.getByText('Enter a whole number of units, at least 1.')).toBeVisible();
    expect(choose.getByText('₹10,000')).toBeInTheDocument();

    await user.tab();
    expect(units()).toHaveValue('2');
    expect(
      choose.queryByText('Enter a whole number of units, at least 1.'),
    ).not.toBeInTheDocument();
  });

  it('shows the ownership share and a Percentage Range return for the chosen amount', async () => {
    const { user } = renderCheckout();
    await user.click(
      (await step('Choose Your Investment')).getByRole('button', { name: 'Add one unit' }),
    );

    const checklist = await step('Final Checklist');
    // 2 units of ₹5,000 on a ₹5,00,000 goal
    expect(checklist.getByText('2.00%')).toBeInTheDocument();
    expect(checklist.getByText('8% - 12%')).toBeInTheDocument();
    expect(checklist.getByText('Estimated annual return:')).toHaveTextContent(
      'Estimated annual return: ₹800',
    );
    expect(checklist.getByText(/an estimate, not a guarantee/)).toBeVisible();
    expect((await summary()).getByText('Farm Share').nextSibling).toHaveTextContent('2.00%');
  });

  it('shows a Fixed Multiple return as Nx and amount x (multiple - 1)', async () => {
    const { user } = renderCheckout({
      campaign: campaignFixture({
        expectedReturns: { type: 'Fixed Multiple', min: 1.5, description: 'After three harvests.' },
      }),
    });
    await user.click(
      (await step('Choose Your Investment')).getByRole('button', { name: 'Add one unit' }),
    );
    const checklist = await step('Final Checklist');
    expect(checklist.getByText('1.5x Fixed Multiple')).toBeInTheDocument();
    expect(checklist.getByText('Estimated annual return:')).toHaveTextContent('₹5,000');
    expect(checklist.getByText('After three harvests.')).toBeVisible();
  });

  it('keeps the confirm button disabled until the risks are acknowledged', async () => {
    const { user } = renderCheckout();
    await step('Final Checklist');
    expect(confirmButton()).toBeDisabled();
    await user.click(screen.getByRole('checkbox'));
    expect(confirmButton()).toBeEnabled();
    await user.click(screen.getByRole('checkbox'));
    expect(confirmButton()).toBeDisabled();
  });

  it('creates the order, pays in the Test mode dialog, verifies, then goes to the campaign', async () => {
    const bodies: Record<string, unknown> = {};
    const record = (name: string, answer: unknown) => async (request: Request) => {
      bodies[name] = await request.json();
      return jsonResponse(answer);
    };
    const { router, urls, user } = renderCheckout({
      handlers: {
        'POST /api/payments/create-order': record('order', {
          ...ORDER,
          order: { ...ORDER.order, amount: 1_000_000 },
        }),
        'POST /api/payments/sandbox/pay': record('pay', SIGNED),
        'POST /api/payments/verify-payment': record('verify', { success: true, message: 'ok' }),
      },
    });
    await user.click(
      (await step('Choose Your Investment')).getByRole('button', { name: 'Add one unit' }),
    );
    const dialog = await acknowledgeAndConfirm(user);
    expect(dialog).toHaveTextContent('Test mode');
    await user.type(within(dialog).getByLabelText('Expiry'), '12/49');
    await user.type(within(dialog).getByLabelText('CVV'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹10,000' }));

    expect(await screen.findByText('Investment Successful! Redirecting...')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      urls.map(({ pathname }) => pathname).filter((path) => path.includes('/payments')),
    ).toEqual([
      '/api/payments/create-order',
      '/api/payments/sandbox/pay',
      '/api/payments/verify-payment',
    ]);
    expect(bodies).toEqual({
      order: { amount: 10000, campaignId: 'camp-1' },
      pay: { orderId: 'order_1', outcome: 'success' },
      verify: { ...SIGNED, campaignId: 'camp-1', amount: 10000 },
    });
    expect(confirmButton()).toBeDisabled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaign/camp-1'), {
      timeout: 3000,
    });
    // The paid checkout was replaced: Back goes to the page before it, not to a live checkout.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/campaign/camp-1');
    expect(screen.queryByRole('heading', { name: 'Secure Investment Checkout' })).toBeNull();
  });

  it('shows the failure event of the checkout and records nothing', async () => {
    const { urls, user } = renderCheckout({
      handlers: payments({
        pay: () => jsonResponse({ error: { description: 'Card declined in test mode' } }),
      }),
    });
    await step('Final Checklist');
    const dialog = await acknowledgeAndConfirm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Fail payment' }));

    expect(
      await screen.findByText('Payment Failed: Card declined in test mode'),
    ).toBeInTheDocument();
    expect(urls.some(({ pathname }) => pathname.endsWith('/verify-payment'))).toBe(false);
    await waitFor(() => expect(confirmButton()).toBeEnabled());
    expect(urls.some(({ pathname }) => pathname.endsWith('/payments/release'))).toBe(true);
  });

  it('returns to the page when the checkout is closed without paying', async () => {
    const { urls, user } = renderCheckout({ handlers: payments() });
    await step('Final Checklist');
    const dialog = await acknowledgeAndConfirm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(confirmButton()).toBeEnabled();
    expect(screen.queryByText(/Payment Failed/)).not.toBeInTheDocument();
    expect(urls.some(({ pathname }) => pathname.endsWith('/sandbox/pay'))).toBe(false);
    await waitFor(() =>
      expect(urls.some(({ pathname }) => pathname.endsWith('/payments/release'))).toBe(true),
    );
  });

  it('says when every remaining unit is being paid for by others', async () => {
    const { user } = renderCheckout({
      handlers: payments({
        order: () => jsonResponse({ message: ALL_RESERVED_MESSAGE, code: 'ALL_RESERVED' }, 409),
      }),
    });
    await step('Final Checklist');
    await user.click(screen.getByRole('checkbox'));
    await user.click(confirmButton());

    expect(
      await screen.findByText(
        'All remaining units are being paid for right now. Please try again in a few minutes.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(confirmButton()).toBeEnabled());
  });

  it('reads the campaign again when the order is refused, and shows that it filled up', async () => {
    let current = campaignFixture();
    const { user } = renderCheckout({
      handlers: {
        ...payments({
          order: () => {
            current = campaignFixture({ raisedAmount: 500000 });
            return jsonResponse(
              { message: 'This campaign is already fully funded.', code: 'FULLY_FUNDED' },
              409,
            );
          },
        }),
        'GET /api/campaigns/camp-1': () => jsonResponse(current),
      },
    });
    await step('Final Checklist');
    await user.click(screen.getByRole('checkbox'));
    await user.click(confirmButton());

    expect(await screen.findByText('This campaign is already fully funded.')).toBeInTheDocument();
    expect(await screen.findByText(/This campaign is fully funded/)).toBeVisible();
    expect(confirmButton()).toBeDisabled();
  });

  it('says the campaign is gone when it was withdrawn while the investor paid', async () => {
    let current: Campaign | null = campaignFixture();
    const { user } = renderCheckout({
      handlers: {
        ...payments({
          verify: () => {
            current = null;
            return jsonResponse(
              {
                success: false,
                message:
                  'This campaign stopped accepting investments while you paid. Your payment has been refunded.',
              },
              409,
            );
          },
        }),
        'GET /api/campaigns/camp-1': () =>
          current
            ? jsonResponse(current)
            : jsonResponse({ message: 'Campaign not found', code: 'NOT_FOUND' }, 404),
      },
    });
    await step('Final Checklist');
    const dialog = await acknowledgeAndConfirm(user);
    await user.type(within(dialog).getByLabelText('Expiry'), '12/49');
    await user.type(within(dialog).getByLabelText('CVV'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹5,000' }));

    expect(await screen.findByText(/Your payment has been refunded/)).toBeInTheDocument();
    expect(await screen.findByText('Campaign details not found. Redirecting...')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm & Finalize Investment' })).toBeNull();
  });

  it('shows the server message, else a fallback, when the order cannot be created', async () => {
    const { user } = renderCheckout({
      handlers: payments({
        order: () => jsonResponse({ message: 'This campaign has ended.', code: 'CONFLICT' }, 409),
      }),
    });
    await step('Final Checklist');
    await user.click(screen.getByRole('checkbox'));
    await user.click(confirmButton());
    expect(await screen.findByText('This campaign has ended.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks an unconfirmed investor to confirm their email, and resends the link', async () => {
    const { user } = renderCheckout({
      handlers: {
        ...payments({
          order: () =>
            jsonResponse(
              {
                message: 'Please confirm your email address first. We sent you a link.',
                code: 'EMAIL_NOT_CONFIRMED',
              },
              403,
            ),
        }),
        'POST /api/auth/resend-confirmation': () =>
          jsonResponse({ message: 'We have sent a new link to investor@mitti.test.' }, 202),
      },
    });
    await step('Final Checklist');
    await user.click(screen.getByRole('checkbox'));
    await user.click(confirmButton());
    // Beside the button the investor pressed, not at the top of a long page.
    expect(
      await within(screen.getByRole('complementary')).findByText(
        'Please confirm your email address first.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend the email' }));
    expect(
      await screen.findByText('We have sent a new link to investor@mitti.test.'),
    ).toBeInTheDocument();
  });

  it('asks to confirm the email before the click when the profile says it is not', async () => {
    const urls = renderCheckout({
      handlers: {
        ...payments(),
        'GET /api/user-profile': () =>
          jsonResponse({ ...INVESTOR, emailConfirmed: false } satisfies UserProfile),
      },
    }).urls;

    const summary = within(await screen.findByRole('complementary'));
    expect(
      await summary.findByText('Please confirm your email address first.'),
    ).toBeInTheDocument();
    expect(summary.getByRole('button', { name: 'Resend the email' })).toBeEnabled();
    expect(urls.some((url) => url.pathname === '/api/payments/create-order')).toBe(false);
  });

  it('says Could not initiate payment process. when create-order gives no message', async () => {
    const { user } = renderCheckout({
      handlers: payments({ order: () => new Response('', { status: 500, statusText: '' }) }),
    });
    await step('Final Checklist');
    await user.click(screen.getByRole('checkbox'));
    await user.click(confirmButton());
    expect(await screen.findByText('Could not initiate payment process.')).toBeInTheDocument();
  });

  it('shows why verification failed, e.g. the campaign filled up meanwhile', async () => {
    const { router, user } = renderCheckout({
      handlers: payments({
        verify: () =>
          jsonResponse(
            { message: 'The campaign filled up meanwhile; your payment was refunded.', code: 'X' },
            409,
          ),
      }),
    });
    await step('Final Checklist');
    const dialog = await acknowledgeAndConfirm(user);
    await user.type(within(dialog).getByLabelText('Expiry'), '12/49');
    await user.type(within(dialog).getByLabelText('CVV'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹5,000' }));

    expect(
      await screen.findByText('The campaign filled up meanwhile; your payment was refunded.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Investment Successful! Redirecting...')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/campaign/camp-1/invest');
  });

  async function payFiveThousand(user: ReturnType<typeof userEvent.setup>) {
    await step('Final Checklist');
    const dialog = await acknowledgeAndConfirm(user);
    await user.type(within(dialog).getByLabelText('Expiry'), '12/49');
    await user.type(within(dialog).getByLabelText('CVV'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹5,000' }));
  }

  const verifyCalls = (urls: URL[]) =>
    urls.filter(({ pathname }) => pathname === '/api/payments/verify-payment').length;

  it('sends a verification whose answer was lost again, and succeeds once it is answered', async () => {
    let tries = 0;
    const { urls, user } = renderCheckout({
      handlers: payments({
        verify: () => {
          tries += 1;
          if (tries === 1) throw new TypeError('Failed to fetch');
          return jsonResponse({ success: true, message: 'Investment recorded' });
        },
      }),
    });
    await payFiveThousand(user);

    expect(await screen.findByText('Investment Successful! Redirecting...')).toBeInTheDocument();
    expect(verifyCalls(urls)).toBe(2);
  });

  it('when no verification is answered, says the payment may be counted and links the Dashboard', async () => {
    const { router, urls, user } = renderCheckout({
      handlers: payments({
        verify: () => new Response('<h1>502 Bad Gateway</h1>', { status: 502 }),
      }),
    });
    await payFiveThousand(user);

    expect(await screen.findByText(VERIFY_UNANSWERED)).toBeInTheDocument();
    expect(screen.queryByText('Payment verification failed.')).not.toBeInTheDocument();
    expect(verifyCalls(urls)).toBe(3);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('asks a visitor to sign in instead of confirming, to return with the units chosen', async () => {
    const { user } = renderCheckout({ signedIn: false });
    const order = await summary();
    expect(order.getByText('Sign in to invest in this campaign.')).toBeVisible();
    const signIn = order.getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/login?next=%2Fcampaign%2Fcamp-1%2Finvest%3Funits%3D1');
    expect(
      screen.queryByRole('button', { name: 'Confirm & Finalize Investment' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add one unit' }));
    expect(signIn).toHaveAttribute('href', '/login?next=%2Fcampaign%2Fcamp-1%2Finvest%3Funits%3D2');
  });

  it('starts with the units in its address, as a sign-in returns them', async () => {
    renderCheckout({ search: '?units=3' });
    await step('Choose Your Investment');
    expect(units()).toHaveValue('3');
    expect((await summary()).getByText('Grand Total').nextSibling).toHaveTextContent('₹15,000');
  });

  it.each(['?units=0', '?units=-2', '?units=two', '?units=1.5'])(
    'starts with 1 unit for %s',
    async (search) => {
      renderCheckout({ search });
      await step('Choose Your Investment');
      expect(units()).toHaveValue('1');
    },
  );

  it('explains and disables everything for a campaign that no longer takes money', async () => {
    renderCheckout({ campaign: campaignFixture({ status: 'Completed' }) });
    expect(await screen.findByText(/This campaign is not open for investment/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add one unit' })).toBeDisabled();
    expect(screen.getByRole('checkbox')).toBeDisabled();
    expect(confirmButton()).toBeDisabled();
  });

  it('says a campaign with no units left is fully funded and requires the minimum', async () => {
    renderCheckout({ campaign: campaignFixture({ raisedAmount: 498000 }) });
    expect(await screen.findByText(/This campaign is fully funded/)).toBeVisible();
    expect(screen.getByText('Minimum investment of ₹5,000 is required')).toBeVisible();
    expect(units()).toHaveValue('0');
    expect(confirmButton()).toBeDisabled();
  });
});
