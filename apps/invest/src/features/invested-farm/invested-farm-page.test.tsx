import { createAppStore } from '@mitti/auth/app-store';
import { ToastProvider } from '@mitti/ui/toast-provider';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { campaignFixture, jsonResponse, stubApi } from '@/test-support/campaign-api-stub';
import { InvestedFarmPage } from './invested-farm-page';

const CAMPAIGN_ID = '64f1c2d3e4a5b6c7d8abc123';

function renderPage(handlers: Parameters<typeof stubApi>[0] = {}) {
  stubApi({
    [`GET /api/campaigns/${CAMPAIGN_ID}`]: () =>
      jsonResponse(
        campaignFixture({
          _id: CAMPAIGN_ID,
          fundingGoal: 500000,
          raisedAmount: 125000,
          startDate: '2025-01-10T00:00:00.000Z',
          endDate: '2025-07-31T00:00:00.000Z',
        }),
      ),
    'GET /api/campaigns/inv-1/investment-details': () =>
      jsonResponse({
        _id: 'inv-1',
        amount: 25000,
        date: '2025-03-05T10:00:00.000Z',
        units: 5,
        status: 'Confirmed',
        campaignId: CAMPAIGN_ID,
      }),
    [`GET /api/campaigns/${CAMPAIGN_ID}/timeline`]: () => jsonResponse([]),
    ...handlers,
  });
  render(
    <Provider store={createAppStore()}>
      <ToastProvider>
        <MemoryRouter initialEntries={[`/invested-farm-details/${CAMPAIGN_ID}/inv-1`]}>
          <Routes>
            <Route
              path="/invested-farm-details/:campaignId/:investmentId"
              element={<InvestedFarmPage />}
            />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </Provider>,
  );
}

beforeEach(() => localStorage.setItem('token', 'test-token'));
afterEach(() => jest.restoreAllMocks());

function figure(panel: HTMLElement, label: string) {
  return within(panel).getByText(label).nextElementSibling?.textContent;
}

it('shows the investor their amount, share, estimated return, date and campaign ID', async () => {
  renderPage();
  expect(screen.getByText('Loading Farm Details...')).toBeVisible();
  const panel = await screen.findByRole('complementary', { name: 'Your Investment' });
  expect(figure(panel, 'Invested amount')).toBe('₹25,000');
  expect(figure(panel, 'Farm ownership')).toBe('5.00%');
  // 8% (the range's minimum) of ₹25,000
  expect(figure(panel, 'Estimated annual return')).toBe('₹2,000');
  expect(figure(panel, 'Expected returns')).toBe('8% - 12%');
  expect(figure(panel, 'Investment date')).toBe('5 March 2025');
  expect(figure(panel, 'Campaign ID')).toBe('abc123');
  expect(screen.getByRole('link', { name: 'Back to Investments' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  expect(screen.queryByText(/suspended/)).not.toBeInTheDocument();
});

it('tells the investor when the farm’s account is suspended, and who decides refunds', async () => {
  const campaign = campaignFixture({ _id: CAMPAIGN_ID });
  renderPage({
    [`GET /api/campaigns/${CAMPAIGN_ID}`]: () =>
      jsonResponse({ ...campaign, userId: { ...campaign.userId, suspended: true } }),
  });
  expect(
    await screen.findByText(
      'This farm’s account is suspended by Mitti’s operators. Your investment is kept, and refund requests for this campaign go to Mitti’s operators.',
    ),
  ).toBeVisible();
  expect(await screen.findByRole('complementary', { name: 'Your Investment' })).toBeVisible();
});

it('shows the funding, dates and an empty timeline', async () => {
  renderPage();
  const funding = within(await screen.findByRole('region', { name: 'Funding Progress' }));
  expect(funding.getByText('₹1,25,000')).toBeInTheDocument();
  expect(funding.getByText('₹5,00,000')).toBeInTheDocument();
  expect(funding.getByText('25% Funded')).toBeInTheDocument();
  expect(funding.getByText('10 January 2025')).toBeInTheDocument();
  expect(funding.getByText('31 July 2025')).toBeInTheDocument();
  expect(screen.getByText('No timeline updates have been posted for this farm yet.')).toBeVisible();
});

it('reads a timeline that fails to load as an empty one', async () => {
  renderPage({
    [`GET /api/campaigns/${CAMPAIGN_ID}/timeline`]: () => jsonResponse({ message: 'Boom' }, 500),
  });
  expect(
    await screen.findByText('No timeline updates have been posted for this farm yet.'),
  ).toBeVisible();
});

it('lists the timeline updates', async () => {
  renderPage({
    [`GET /api/campaigns/${CAMPAIGN_ID}/timeline`]: () =>
      jsonResponse([
        {
          _id: 'upd-1',
          title: 'First harvest',
          date: '2025-06-20T00:00:00.000Z',
          description: 'Two tonnes of millet.',
          images: [{ url: '/uploads/harvest.jpg' }],
        },
      ]),
  });
  expect(await screen.findByRole('heading', { name: 'First harvest' })).toBeVisible();
  expect(screen.getByText('Two tonnes of millet.')).toBeVisible();
  expect(screen.getByRole('img', { name: 'First harvest, photo 1 of 1' })).toHaveAttribute(
    'src',
    '/uploads/harvest.jpg',
  );
});

it('toasts when the investment cannot be loaded and still shows the farm', async () => {
  renderPage({
    'GET /api/campaigns/inv-1/investment-details': () =>
      jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404),
  });
  expect(await screen.findByText('Failed to load your investment details.')).toBeVisible();
  expect(
    screen.getByRole('heading', { level: 1, name: 'Millet Revival in the Deccan' }),
  ).toBeVisible();
  expect(
    screen.getByText(
      'This link does not match an investment of yours in this farm. Your dashboard lists them all.',
    ),
  ).toBeVisible();
});

it('says a failure to load the investment may pass', async () => {
  renderPage({
    'GET /api/campaigns/inv-1/investment-details': () =>
      jsonResponse({ message: 'Server unavailable' }, 503),
  });
  expect(await screen.findByText('Failed to load your investment details.')).toBeVisible();
  expect(screen.getByText('Your investment details are not available right now.')).toBeVisible();
});

it('shows no figures for an investment in another campaign than the address names', async () => {
  renderPage({
    'GET /api/campaigns/inv-1/investment-details': () =>
      jsonResponse({
        _id: 'inv-1',
        amount: 1000,
        date: '2025-03-05T10:00:00.000Z',
        units: 1,
        status: 'Confirmed',
        campaignId: 'another-campaign',
      }),
  });
  expect(await screen.findByText('Failed to load your investment details.')).toBeVisible();
  const panel = screen.getByRole('complementary', { name: 'Your Investment' });
  expect(within(panel).queryByText('Invested amount')).not.toBeInTheDocument();
  expect(within(panel).queryByText('₹1,000')).not.toBeInTheDocument();
  expect(
    within(panel).getByText(
      'This link does not match an investment of yours in this farm. Your dashboard lists them all.',
    ),
  ).toBeVisible();
});

it('says the campaign was not found', async () => {
  renderPage({
    [`GET /api/campaigns/${CAMPAIGN_ID}`]: () =>
      jsonResponse({ message: 'Campaign not found', code: 'NOT_FOUND' }, 404),
  });
  expect(await screen.findByText('Campaign not found.')).toBeVisible();
});
