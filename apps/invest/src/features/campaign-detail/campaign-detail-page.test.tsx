import { createAppStore } from '@mitti/auth/app-store';
import type { Campaign } from '@mitti/domain/campaign';
import { Loader } from '@mitti/ui/loader';
import { LINK_COPIED } from '@mitti/ui/share-button';
import { ToastProvider } from '@mitti/ui/toast-provider';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { campaignFixture, jsonResponse, stubApi } from '@/test-support/campaign-api-stub';
import { CampaignDetailPage } from './campaign-detail-page';
import { campaignLoader } from './campaign-loader';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The campaign the API answers, null for its 404, or how it answers. */
function renderPage(campaign: Campaign | null | (() => Response)) {
  stubApi({
    'GET /api/campaigns/camp-1': () =>
      typeof campaign === 'function'
        ? campaign()
        : campaign
          ? jsonResponse(campaign)
          : jsonResponse({ message: 'Campaign not found', code: 'NOT_FOUND' }, 404),
  });
  const router = createMemoryRouter(
    [
      { path: '/campaign/:id', element: <CampaignDetailPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/campaign/camp-1'] },
  );
  render(
    <Provider store={createAppStore()}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </Provider>,
  );
  return router;
}

async function sideCard() {
  return within(await screen.findByRole('complementary', { name: 'Campaign summary' }));
}

afterEach(() => jest.restoreAllMocks());

it('shows the loader, then the campaign with its funding and terms', async () => {
  renderPage(campaignFixture({ raisedAmount: 125000, fundingGoal: 500000 }));
  expect(screen.getByRole('status')).toHaveTextContent('Germinating...');

  const card = await sideCard();
  expect(
    card.getByRole('heading', { level: 1, name: 'Millet Revival in the Deccan' }),
  ).toBeVisible();
  expect(card.getByText('Active')).toBeInTheDocument();
  expect(card.getByText('₹1,25,000')).toBeInTheDocument();
  expect(card.getByText('raised of ₹5,00,000 goal')).toBeInTheDocument();
  expect(card.getByText('25% Funded')).toBeInTheDocument();
  expect(card.getByText('30 days')).toBeInTheDocument();
  expect(card.getByText('₹5,000')).toBeInTheDocument();
  expect(card.getByText('8% - 12%')).toBeInTheDocument();
  expect(card.getByText('Paid after each harvest.')).toBeInTheDocument();
  expect(card.getByText('Secure investment powered by Mitti')).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Millet Revival in the Deccan · Mitti Invest'));
});

it('enables Invest Now for an Active campaign with days left and passes the campaign along', async () => {
  const campaign = campaignFixture();
  const router = renderPage(campaign);
  const invest = (await sideCard()).getByRole('link', { name: 'Invest Now' });

  await userEvent.setup().click(invest);
  expect(router.state.location.pathname).toBe('/campaign/camp-1/invest');
  expect(router.state.location.state).toEqual({ campaign });
});

it('disables Invest Now when the campaign is not Active', async () => {
  renderPage(campaignFixture({ status: 'Funded' }));
  const card = await sideCard();
  expect(card.getByRole('button', { name: 'Invest Now' })).toBeDisabled();
  expect(card.getByText('Fully Funded')).toBeInTheDocument();
});

it('disables Invest Now once the end date has passed and says Ended, badge included', async () => {
  renderPage(campaignFixture({ endDate: new Date(Date.now() - DAY_MS).toISOString() }));
  const card = await sideCard();
  expect(card.getByRole('button', { name: 'Invest Now' })).toBeDisabled();
  // The status badge and Days Remaining.
  expect(card.getAllByText('Ended')).toHaveLength(2);
  expect(card.queryByText('Active')).not.toBeInTheDocument();
});

it('still labels a Funded campaign past its end date Fully Funded', async () => {
  renderPage(
    campaignFixture({ status: 'Funded', endDate: new Date(Date.now() - DAY_MS).toISOString() }),
  );
  const card = await sideCard();
  expect(card.getByText('Fully Funded')).toBeInTheDocument();
});

it('labels an unknown status Ended', async () => {
  renderPage(campaignFixture({ status: 'Paused' as Campaign['status'] }));
  const card = await sideCard();
  expect(card.getByText('Ended')).toBeInTheDocument();
  expect(card.getByRole('button', { name: 'Invest Now' })).toBeDisabled();
});

it('sends Contact Us to /contact with the campaign id and title', async () => {
  const router = renderPage(campaignFixture());
  await userEvent.setup().click((await sideCard()).getByRole('link', { name: 'Contact Us' }));
  expect(router.state.location.pathname).toBe('/contact');
  expect(router.state.location.state).toEqual({
    campaignId: 'camp-1',
    campaignTitle: 'Millet Revival in the Deccan',
  });
});

it('shares a public campaign’s link, and offers no Share on one only its owner sees', async () => {
  const user = userEvent.setup();
  const copied = jest.spyOn(navigator.clipboard, 'writeText');
  renderPage(campaignFixture());
  await user.click((await sideCard()).getByRole('button', { name: 'Share' }));
  expect(await screen.findByText(LINK_COPIED)).toBeInTheDocument();
  expect(copied).toHaveBeenCalledWith(`${window.location.origin}/campaign/camp-1`);
  cleanup();

  renderPage(campaignFixture({ status: 'Draft' }));
  const card = await sideCard();
  expect(card.getByText('Awaiting review')).toBeInTheDocument();
  expect(card.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
});

it('shows the tabs, the impact list and the timeline', async () => {
  renderPage(
    campaignFixture({ startDate: '2025-03-05T00:00:00.000Z', endDate: '2099-06-30T00:00:00.000Z' }),
  );
  const user = userEvent.setup();

  expect(await screen.findByText('Three generations have farmed this land.')).toBeVisible();
  expect(screen.getByText('Saves 2.5 million litres of water a year.')).toBeInTheDocument();
  expect(screen.getByText('Restores soil carbon.')).toBeInTheDocument();
  expect(screen.getByText('5 March 2025')).toBeInTheDocument();
  expect(screen.getByText('30 June 2099')).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Fund Allocation' }));
  const funds = screen.getByRole('tabpanel');
  expect(within(funds).getByText('Drip irrigation 40%')).toBeInTheDocument();
  expect(within(funds).getByText('40%')).toBeInTheDocument();
  expect(within(funds).getByText('25%')).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Farmer Profile' }));
  const farmer = screen.getByRole('tabpanel');
  expect(within(farmer).getByText('Ravi Kumar')).toBeInTheDocument();
  expect(within(farmer).getByText('Verified Farmer')).toBeInTheDocument();
  expect(within(farmer).getByText('Millet, Sorghum')).toBeInTheDocument();
  expect(within(farmer).getByText('12 Acres')).toBeInTheDocument();
  expect(within(farmer).getByText('Organic, Permaculture')).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Risks & Mitigation' }));
  expect(within(screen.getByRole('tabpanel')).getByText(/Late monsoon/)).toBeInTheDocument();
});

it('falls back when the texts are empty and hides the impact list', async () => {
  renderPage(
    campaignFixture({
      story: '',
      fundUsage: '',
      riskFactors: '',
      impactMetrics: '',
      cropTypes: [],
      farmingMethods: [],
      userId: { ...campaignFixture().userId, phone: '', verified: false },
    }),
  );
  const user = userEvent.setup();

  expect(await screen.findByText('No information available.')).toBeVisible();
  expect(screen.queryByText('Environmental & Social Impact')).not.toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Fund Allocation' }));
  expect(screen.getByText('Fund usage details not specified.')).toBeVisible();
  await user.click(screen.getByRole('tab', { name: 'Farmer Profile' }));
  expect(within(screen.getByRole('tabpanel')).getAllByText('N/A')).toHaveLength(3);
  expect(screen.queryByText('Verified Farmer')).not.toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Risks & Mitigation' }));
  expect(screen.getByText('No risks specified.')).toBeVisible();
});

it('says Campaign Not Found when the API answers 404', async () => {
  renderPage(null);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Campaign Not Found' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText('This campaign might have been removed or does not exist.'),
  ).toBeInTheDocument();
  // There is nothing to try again.
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});

it('offers Try again when the campaign failed to load, and shows it once it loads', async () => {
  let online = false;
  renderPage(() => {
    if (!online) throw new TypeError('Failed to fetch');
    return jsonResponse(campaignFixture());
  });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Campaign Not Found' }),
  ).toBeInTheDocument();

  online = true;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Millet Revival in the Deccan' }),
  ).toBeInTheDocument();
});

it('takes a 404 from its loader as the answer: the page asks the API once', async () => {
  const requests = stubApi({
    'GET /api/campaigns/camp-gone': () =>
      jsonResponse({ message: 'Campaign not found', code: 'NOT_FOUND' }, 404),
  });
  const store = createAppStore();
  const router = createMemoryRouter(
    [
      {
        path: '/campaign/:id',
        loader: campaignLoader(store),
        hydrateFallbackElement: <Loader />,
        element: <CampaignDetailPage />,
      },
    ],
    { initialEntries: ['/campaign/camp-gone'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Campaign Not Found' }),
  ).toBeInTheDocument();
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  expect(requests.filter((url) => url.pathname === '/api/campaigns/camp-gone')).toHaveLength(1);
});

it('shows its owner a campaign in review that the signed-out server page could not', async () => {
  localStorage.setItem('token', 'owner-token');
  const requests = stubApi({
    'GET /api/campaigns/camp-1': () => jsonResponse(campaignFixture({ status: 'Draft' })),
  });
  const router = createMemoryRouter(
    [{ id: 'campaign', path: '/campaign/:id', element: <CampaignDetailPage /> }],
    {
      initialEntries: ['/campaign/camp-1'],
      hydrationData: { loaderData: { campaign: { notFound: true } } },
    },
  );
  render(
    <Provider store={createAppStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Millet Revival in the Deccan' }),
  ).toBeVisible();
  expect(await sideCard().then((card) => card.getByText('Awaiting review'))).toBeInTheDocument();
  expect(
    screen.getByText(
      'This campaign is awaiting review. Investors will see it once an operator approves it.',
    ),
  ).toBeVisible();
  expect(requests.filter((url) => url.pathname === '/api/campaigns/camp-1')).toHaveLength(1);
  localStorage.removeItem('token');
});

it('tells its owner why a campaign is hidden: sent back with a reason, or cancelled', async () => {
  renderPage(campaignFixture({ status: 'Draft', rejectionReason: 'The farm photos are blurry.' }));

  const card = await sideCard();
  expect(card.getByText('Rejected')).toBeInTheDocument();
  expect(
    screen.getByText(
      'An operator sent this campaign back. Edit it from your dashboard to submit it again.',
      { exact: false },
    ),
  ).toHaveTextContent('Reason: The farm photos are blurry.');
  cleanup();

  renderPage(campaignFixture({ status: 'Cancelled' }));

  expect((await sideCard()).getByText('Cancelled')).toBeInTheDocument();
  expect(
    screen.getByText(
      'This campaign was cancelled. It takes no investments, and only its owner and Mitti’s operators see it.',
    ),
  ).toBeVisible();
});

it('tells an investor that the farm is suspended and who decides refunds now', async () => {
  const campaign = campaignFixture();
  renderPage({ ...campaign, userId: { ...campaign.userId, suspended: true } });

  await sideCard();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'This farm’s account is suspended by Mitti’s operators. Your investment is kept, and refund requests for this campaign go to Mitti’s operators.',
  );
});

it('says nothing of suspension while the farm’s account is in use', async () => {
  renderPage(campaignFixture());

  await sideCard();
  expect(screen.queryByText(/suspended/)).not.toBeInTheDocument();
});
