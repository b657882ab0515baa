import { createAppStore } from '@mitti/auth/app-store';
import type { Campaign } from '@mitti/domain/campaign';
import type { Investment } from '@mitti/domain/investment';
import type { RefundRequest } from '@mitti/domain/refund-request';
import { ToastProvider } from '@mitti/ui/toast-provider';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { fileResponse, recordDownloads } from '@mitti/api-client/testing/saved-downloads';
import { campaignFixture, jsonResponse, stubApi } from '@/test-support/campaign-api-stub';
import { DashboardPage } from './dashboard-page';

function investmentFixture(overrides: Partial<Investment> = {}): Investment {
  return {
    _id: '64f1c2d3e4a5b6c7d8e9f0a1',
    amount: 10000,
    date: '2025-03-05T10:00:00.000Z',
    farmName: 'Green Valley Farm',
    campaignId: {
      _id: 'camp-1',
      campaignTitle: 'Millet Revival in the Deccan',
      farmName: 'Green Valley Farm',
      fundingGoal: 500000,
      expectedReturns: campaignFixture().expectedReturns,
    },
    status: 'Confirmed',
    units: 2,
    refundStatus: null,
    ...overrides,
  };
}

function refundFixture(overrides: Partial<RefundRequest> = {}): RefundRequest {
  return {
    _id: 'refund-1',
    investId: 'inv-9',
    campaignId: 'camp-1',
    campaignTitle: 'Millet Revival in the Deccan',
    investorName: 'Asha Investor',
    amount: 15000,
    Reason: 'I need the money for a family emergency.',
    status: 'Pending',
    note: null,
    createdAt: '2025-04-01T09:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

interface Setup {
  campaigns?: Campaign[];
  investments?: Investment[];
  incoming?: RefundRequest[];
  handlers?: Parameters<typeof stubApi>[0];
  /** Where the page opens, hash included. */
  url?: string;
}

/** GET /api/refund-requests answering `incoming` a page at a time, as the API orders them. */
function refundPages(incoming: RefundRequest[]) {
  return (request: Request) => {
    const params = new URL(request.url).searchParams;
    const page = Number(params.get('page') ?? 1);
    const limit = Number(params.get('limit') ?? 12);
    return jsonResponse({
      outgoing: [],
      incoming: incoming.slice((page - 1) * limit, page * limit),
      page,
      limit,
      total: incoming.length,
      hasMore: page * limit < incoming.length,
      pending: incoming.filter((request) => request.status === 'Pending').length,
    });
  };
}

function renderPage({
  campaigns = [],
  investments = [],
  incoming = [],
  handlers = {},
  url = '/dashboard',
}: Setup) {
  const urls = stubApi({
    'GET /api/user-campaigns': () => jsonResponse({ campaigns, investments }),
    'GET /api/refund-requests': refundPages(incoming),
    ...handlers,
  });
  render(
    <Provider store={createAppStore()}>
      <ToastProvider>
        <MemoryRouter initialEntries={[url]}>
          <DashboardPage />
          <Address />
        </MemoryRouter>
      </ToastProvider>
    </Provider>,
  );
  return urls;
}

/** The address's query, where a test can read it. */
function Address() {
  return <output aria-label="Address query">{useLocation().search}</output>;
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'test-token');
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

/** jsdom does not scroll: records the elements scrolled into view instead. */
function recordScrolls() {
  const scrolled = jest.fn();
  Element.prototype.scrollIntoView = scrolled;
  return scrolled;
}

it('shows both empty states with their links', async () => {
  renderPage({});
  expect(await screen.findByText("You haven't created any campaigns yet.")).toBeVisible();
  expect(screen.getByRole('link', { name: 'Create First Campaign' })).toHaveAttribute(
    'href',
    '/create',
  );
  expect(screen.getByText("You haven't made any investments yet.")).toBeVisible();
  expect(screen.getByRole('link', { name: 'Explore Campaigns' })).toHaveAttribute('href', '/farms');
  expect(screen.queryByRole('heading', { name: 'Refund requests' })).not.toBeInTheDocument();
});

it('says so when the dashboard cannot be loaded', async () => {
  renderPage({
    handlers: {
      'GET /api/user-campaigns': () => jsonResponse({ message: 'Boom', code: 'INTERNAL' }, 500),
    },
  });
  expect(await screen.findByText('Failed to load dashboard data.')).toBeVisible();
});

it('sums the portfolio without refunded investments and estimates the annual return', async () => {
  const urls = renderPage({
    investments: [
      investmentFixture(),
      investmentFixture({ _id: 'inv-2', amount: 5000, status: 'Refunded' }),
    ],
  });
  const summary = within(await screen.findByRole('list', { name: 'Portfolio summary' }));
  expect(summary.getByText('₹10,000')).toBeInTheDocument();
  expect(summary.getByText('1')).toBeInTheDocument();
  // 8% a year, the campaign's minimum, on ₹10,000
  expect(summary.getByText('₹800')).toBeInTheDocument();
  expect(
    summary.getByText('An estimate from each farm’s expected returns, not a guarantee.'),
  ).toBeInTheDocument();
  expect(urls.map((url) => url.pathname).sort()).toEqual([
    '/api/refund-requests',
    '/api/user-campaigns',
  ]);
});

it('estimates the return of many farms from the one dashboard answer', async () => {
  const farm = (index: number, expectedReturns: Investment['campaignId']['expectedReturns']) =>
    investmentFixture({
      _id: `inv-${index}`,
      amount: 10000,
      campaignId: { ...investmentFixture().campaignId, _id: `camp-${index}`, expectedReturns },
    });
  const percent = (min: number) => ({ type: 'Percentage Range' as const, min, description: '' });
  const urls = renderPage({
    investments: [
      ...Array.from({ length: 40 }, (_, index) => farm(index, percent(index % 2 === 0 ? 8 : 12))),
      farm(40, { type: 'Fixed Multiple', min: 1.5, description: 'At harvest.' }),
    ],
  });
  const summary = within(await screen.findByRole('list', { name: 'Portfolio summary' }));
  expect(summary.getByText('₹4,10,000')).toBeInTheDocument();
  expect(summary.getByText('41')).toBeInTheDocument();
  // 20 farms at 8% and 20 at 12% of ₹10,000 each, and half of ₹10,000 on the 1.5x multiple.
  expect(summary.getByText('₹45,000')).toBeInTheDocument();
  expect(urls.filter((url) => url.pathname.startsWith('/api/campaigns/'))).toEqual([]);
});

it('leaves out an investment whose farm the investor can no longer open, and says so', async () => {
  const urls = renderPage({
    investments: [
      investmentFixture(),
      investmentFixture({
        _id: 'inv-2',
        campaignId: { ...investmentFixture().campaignId, _id: 'camp-2', expectedReturns: null },
      }),
    ],
  });
  const summary = within(await screen.findByRole('list', { name: 'Portfolio summary' }));
  expect(summary.getByText('₹20,000')).toBeInTheDocument();
  expect(summary.getByText('₹800')).toBeInTheDocument();
  expect(
    summary.getByText('Leaves out 1 investment in a campaign that is no longer open.'),
  ).toBeInTheDocument();
  expect(urls.filter((url) => url.pathname.startsWith('/api/campaigns/'))).toEqual([]);
});

it('draws the allocation and growth of the portfolio, each also as a table', async () => {
  const user = userEvent.setup();
  renderPage({
    investments: [
      investmentFixture(),
      investmentFixture({
        _id: 'inv-2',
        amount: 30000,
        date: '2025-05-20T10:00:00.000Z',
        farmName: 'Thar Khejri Farm',
        campaignId: {
          ...investmentFixture().campaignId,
          _id: 'camp-2',
          farmName: 'Thar Khejri Farm',
        },
      }),
      investmentFixture({ _id: 'inv-3', amount: 5000, status: 'Refunded' }),
    ],
  });
  const allocation = await screen.findByRole(
    'region',
    { name: 'Allocation by farm' },
    { timeout: 15_000 },
  );
  // Straight under the page's h1, the charts' titles are h2 like the sections after them.
  expect(
    screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
  ).toEqual(expect.arrayContaining(['Allocation by farm', 'Invested over time']));
  const picture = within(allocation).getByRole('img', {
    name: 'Allocation by farm: Thar Khejri Farm ₹30,000 (75%), Green Valley Farm ₹10,000 (25%).',
  });
  // A named picture, not an unnamed tab stop: the figures are one press away as a table.
  expect(picture.querySelector('[tabindex="0"]')).toBeNull();
  await user.click(within(allocation).getByRole('button', { name: 'Table' }));
  const farms = within(within(allocation).getByRole('table')).getAllByRole('row');
  expect(farms.map((row) => row.textContent)).toEqual([
    'FarmInvestedShare',
    'Thar Khejri Farm₹30,00075%',
    'Green Valley Farm₹10,00025%',
  ]);

  const growth = screen.getByRole('region', { name: 'Invested over time' });
  await user.click(within(growth).getByRole('button', { name: 'Table' }));
  const days = within(within(growth).getByRole('table')).getAllByRole('row');
  expect(days.map((row) => row.textContent)).toEqual([
    'DateInvested that dayIn all',
    '5 Mar 2025₹10,000₹10,000',
    '20 May 2025₹30,000₹40,000',
  ]);
});

it('draws no charts without a live investment', async () => {
  renderPage({ investments: [investmentFixture({ status: 'Refunded' })] });
  await screen.findByRole('list', { name: 'Portfolio summary' });
  expect(screen.queryByRole('region', { name: 'Allocation by farm' })).not.toBeInTheDocument();
});

it('shows an investment with its links, date and short id', async () => {
  renderPage({ investments: [investmentFixture()] });
  const card = within(await screen.findByRole('article', { name: 'Green Valley Farm' }));
  // Read as two figures, not '₹10,0002 units'.
  expect(card.getByText('₹10,000')).toHaveTextContent(/^₹10,000 · 2 units$/);
  expect(card.getByRole('link', { name: 'View Timeline & Updates' })).toHaveAttribute(
    'href',
    '/invested-farm-details/camp-1/64f1c2d3e4a5b6c7d8e9f0a1',
  );
  expect(card.getByRole('link', { name: 'Campaign Details' })).toHaveAttribute(
    'href',
    '/campaign/camp-1',
  );
  expect(
    card.getByText((_, element) => element?.textContent === '5 March 2025 · ID D8E9F0A1'),
  ).toBeInTheDocument();
});

it('hides Request Refund while a request is pending and shows its status', async () => {
  renderPage({ investments: [investmentFixture({ refundStatus: 'Pending' })] });
  const card = within(await screen.findByRole('article', { name: 'Green Valley Farm' }));
  expect(card.getByText('Refund pending')).toBeInTheDocument();
  expect(card.queryByRole('button', { name: 'Request Refund' })).not.toBeInTheDocument();
});

it('asks for a refund reason, then submits the request', async () => {
  const user = userEvent.setup();
  const bodies: unknown[] = [];
  const investments = [investmentFixture()];
  renderPage({
    investments,
    handlers: {
      'POST /api/campaigns/refundRequest': async (request) => {
        bodies.push(await request.json());
        investments[0] = investmentFixture({ refundStatus: 'Pending' });
        return jsonResponse({ message: 'Refund request submitted.' }, 201);
      },
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Request Refund' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Request Refund' }));

  await user.click(dialog.getByRole('button', { name: 'Submit Request' }));
  expect(await dialog.findByText('Refund reason is required.')).toBeVisible();
  expect(bodies).toEqual([]);

  await user.type(dialog.getByRole('textbox', { name: 'Reason for the refund' }), 'Plans changed.');
  await user.click(dialog.getByRole('button', { name: 'Submit Request' }));
  expect(
    await screen.findByText('Your refund request has been submitted for review.'),
  ).toBeVisible();
  expect(bodies).toEqual([{ Reason: 'Plans changed.', investId: '64f1c2d3e4a5b6c7d8e9f0a1' }]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // Request Refund is gone from the card; the section's heading has the focus.
  await waitFor(() =>
    expect(screen.getByRole('heading', { name: 'Your Investments' })).toHaveFocus(),
  );
});

it('says when the refund request fails, keeping the reason typed', async () => {
  const user = userEvent.setup();
  renderPage({
    investments: [investmentFixture()],
    handlers: {
      'POST /api/campaigns/refundRequest': () =>
        jsonResponse({ message: 'Something went wrong', code: 'INTERNAL' }, 500),
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Request Refund' }));
  await user.type(screen.getByRole('textbox', { name: 'Reason for the refund' }), 'Plans changed.');
  await user.click(screen.getByRole('button', { name: 'Submit Request' }));
  expect(await screen.findByText('Error submitting refund request.')).toBeVisible();
  expect(screen.getByRole('textbox', { name: 'Reason for the refund' })).toHaveValue(
    'Plans changed.',
  );
});

it('says why a request from a stale page is refused, and closes the dialog', async () => {
  const user = userEvent.setup();
  renderPage({
    investments: [investmentFixture()],
    handlers: {
      'POST /api/campaigns/refundRequest': () =>
        jsonResponse(
          { message: 'This investment has already been refunded.', code: 'CONFLICT' },
          409,
        ),
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Request Refund' }));
  await user.type(screen.getByRole('textbox', { name: 'Reason for the refund' }), 'Plans changed.');
  await user.click(screen.getByRole('button', { name: 'Submit Request' }));
  expect(
    await screen.findByText(
      'Error submitting refund request. This investment has already been refunded.',
    ),
  ).toBeVisible();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('shows an owner campaign with its review status and rejection reason', async () => {
  renderPage({
    campaigns: [campaignFixture({ status: 'Draft', rejectionReason: 'Add photos of the farm.' })],
  });
  const card = within(await screen.findByRole('article', { name: 'Millet Revival in the Deccan' }));
  expect(card.getByText('Rejected')).toBeInTheDocument();
  expect(card.getByText('Reason: Add photos of the farm.')).toBeInTheDocument();
  expect(card.getByText('25% funded')).toBeInTheDocument();
  expect(card.getByRole('link', { name: 'Update' })).toHaveAttribute(
    'href',
    '/add-timeline-update/camp-1',
  );
});

it('deletes a campaign only after confirmation', async () => {
  const user = userEvent.setup();
  const deleted: string[] = [];
  const campaigns = [campaignFixture({ raisedAmount: 0 })];
  renderPage({
    campaigns,
    handlers: {
      'DELETE /api/campaigns/camp-1': (request) => {
        deleted.push(request.url);
        campaigns.pop();
        return jsonResponse({ message: 'Campaign deleted successfully!' });
      },
    },
  });
  const card = within(await screen.findByRole('article', { name: 'Millet Revival in the Deccan' }));

  await user.click(card.getByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete this campaign?' });
  expect(dialog).toHaveAccessibleDescription(
    'Are you sure? This will permanently delete the campaign and all its data.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(deleted).toEqual([]);

  await user.click(card.getByRole('button', { name: 'Delete' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Delete this campaign?' })).getByRole('button', {
      name: 'Delete',
    }),
  );
  expect(await screen.findByText('Campaign deleted successfully!')).toBeVisible();
  expect(deleted).toHaveLength(1);
  await waitFor(() =>
    expect(screen.getByRole('heading', { name: 'Your Campaigns' })).toHaveFocus(),
  );
});

it('does not offer to delete a campaign holding money, and says why', async () => {
  renderPage({ campaigns: [campaignFixture({ raisedAmount: 36000 })] });
  const card = within(await screen.findByRole('article', { name: 'Millet Revival in the Deccan' }));
  const remove = card.getByRole('button', { name: 'Delete' });
  expect(remove).toBeDisabled();
  expect(remove).toHaveAccessibleDescription(
    'This campaign has raised money from investors, so it cannot be deleted. You can cancel it from Edit.',
  );
  expect(
    card.getByText(/This campaign has raised money from investors, so it cannot be deleted/),
  ).toBeVisible();
});

it("shows the server's reason when a campaign cannot be deleted", async () => {
  const user = userEvent.setup();
  const refused = 'This campaign has raised money from investors, so it cannot be deleted.';
  // The page was loaded before the first investment arrived.
  renderPage({
    campaigns: [campaignFixture({ raisedAmount: 0 })],
    handlers: {
      'DELETE /api/campaigns/camp-1': () =>
        jsonResponse({ message: refused, code: 'CAMPAIGN_HAS_RAISED' }, 409),
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Delete this campaign?' })).getByRole('button', {
      name: 'Delete',
    }),
  );
  expect(await screen.findByText(refused)).toBeVisible();
});

it('shows an Active campaign whose end date has passed as Ended', async () => {
  renderPage({
    campaigns: [campaignFixture({ endDate: new Date(Date.now() - 86_400_000).toISOString() })],
  });
  const card = within(await screen.findByRole('article', { name: 'Millet Revival in the Deccan' }));
  expect(card.getByText('Ended')).toBeInTheDocument();
  expect(card.queryByText('Active')).not.toBeInTheDocument();
});

const FUNDING_TERMS = [
  'Funding goal',
  'Minimum investment',
  'Minimum return (% a year)',
  'Maximum return (% a year)',
  'How returns are paid',
  'Start date',
  'End date',
];

async function openEdit(campaign: Campaign) {
  renderPage({ campaigns: [campaign] });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  return within(await screen.findByRole('dialog', { name: 'Edit Campaign' }));
}

it('shows the funding terms of an approved campaign read-only, and says why', async () => {
  const dialog = await openEdit(campaignFixture());

  expect(
    dialog.getByText(
      'This campaign is approved, so its funding terms (goal, minimum investment, expected returns and dates) stay as investors saw them. You can still change everything else.',
    ),
  ).toBeVisible();
  for (const label of FUNDING_TERMS) {
    const field = dialog.getByLabelText(new RegExp(`^${label.replace(/[()%]/g, '\\$&')}`));
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAccessibleDescription('Fixed since approval');
  }
  // The seven above and the return type.
  expect(dialog.getAllByText('Fixed since approval')).toHaveLength(8);
  expect(dialog.getByLabelText(/^Campaign title/)).not.toHaveAttribute('readonly');
  expect(dialog.getByLabelText(/^Your story/)).not.toHaveAttribute('readonly');
});

it('lets the owner change the funding terms before approval', async () => {
  const dialog = await openEdit(
    campaignFixture({ status: 'Draft', isVerified: false, approvedAt: null }),
  );

  expect(dialog.queryByText(/stay as investors saw them/)).not.toBeInTheDocument();
  expect(dialog.queryByText('Fixed since approval')).not.toBeInTheDocument();
  expect(dialog.getByLabelText(/^Funding goal/)).not.toHaveAttribute('readonly');
  expect(dialog.getByLabelText(/^End date/)).not.toHaveAttribute('readonly');
});

it('lets the owner approve a refund request after confirming', async () => {
  const user = userEvent.setup();
  const approved: string[] = [];
  const incoming = [refundFixture()];
  renderPage({
    campaigns: [campaignFixture()],
    incoming,
    handlers: {
      'POST /api/refund-requests/refund-1/approve': (request) => {
        approved.push(request.url);
        incoming[0] = refundFixture({ status: 'Approved' });
        return jsonResponse({
          message: 'Refund approved.',
          request: refundFixture({ status: 'Approved' }),
        });
      },
    },
  });
  const card = within(await screen.findByRole('article', { name: 'Asha Investor' }));
  expect(card.getByText('₹15,000')).toBeInTheDocument();
  expect(card.getByText('I need the money for a family emergency.')).toBeInTheDocument();
  expect(card.getByText('1 April 2025')).toBeInTheDocument();

  await user.click(card.getByRole('button', { name: 'Approve Asha Investor' }));
  const dialog = screen.getByRole('dialog', { name: 'Approve this refund?' });
  await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('Refund approved.')).toBeVisible();
  expect(approved).toHaveLength(1);
  // The decided card keeps its place (the only one): the focus goes to it, not back up the page.
  await waitFor(() =>
    expect(screen.getByRole('article', { name: 'Asha Investor' }).closest('li')).toHaveFocus(),
  );
  expect(screen.getByText('Approved')).toBeInTheDocument();
});

it('says near the top how many refund requests wait, linking to them', async () => {
  const user = userEvent.setup();
  const scrolled = recordScrolls();
  renderPage({
    campaigns: [campaignFixture()],
    incoming: [
      refundFixture(),
      refundFixture({ _id: 'refund-2', investorName: 'Ravi Kumar' }),
      refundFixture({ _id: 'refund-3', status: 'Rejected', note: 'No.' }),
    ],
  });
  const link = await screen.findByRole('link', {
    name: '2 refund requests wait for your decision',
  });
  expect(link).toHaveAttribute('href', '/dashboard#refund-requests');
  expect(screen.getByRole('heading', { name: 'Refund requests' })).not.toHaveFocus();

  await user.click(link);

  expect(screen.getByRole('heading', { name: 'Refund requests' })).toHaveFocus();
  expect(scrolled).toHaveBeenCalledTimes(1);
  expect(scrolled.mock.contexts[0]).toHaveAttribute('id', 'refund-requests');
});

it('says nothing at the top when no refund request waits', async () => {
  renderPage({
    campaigns: [campaignFixture()],
    incoming: [refundFixture({ status: 'Approved' })],
  });
  expect(await screen.findByRole('article', { name: 'Asha Investor' })).toBeInTheDocument();
  expect(screen.queryByText(/wait for your decision|waits for your decision/)).toBeNull();
});

it('brings the refund requests into view when the notification links to them', async () => {
  const scrolled = recordScrolls();
  renderPage({
    campaigns: [campaignFixture()],
    incoming: [refundFixture()],
    url: '/dashboard#refund-requests',
  });
  const heading = await screen.findByRole('heading', { name: 'Refund requests' });
  expect(heading).toHaveFocus();
  expect(scrolled.mock.contexts).toEqual([screen.getByRole('region', { name: 'Refund requests' })]);
  expect(
    screen.getByRole('link', { name: '1 refund request waits for your decision' }),
  ).toBeVisible();
});

it("opens the campaign a notification's link names in Manage, and closes it for good", async () => {
  renderPage({
    campaigns: [campaignFixture(), campaignFixture({ _id: 'camp-2', campaignTitle: 'Pepper' })],
    url: '/dashboard?manage=camp-2',
  });

  const dialog = within(await screen.findByRole('dialog', { name: 'Pepper' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Close' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // Out of the address: the same link opens it again.
  expect(screen.getByRole('status', { name: 'Address query' })).toBeEmptyDOMElement();
});

it('opens a campaign sent back for changes in Edit', async () => {
  renderPage({
    campaigns: [campaignFixture({ status: 'Draft', isVerified: false, approvedAt: null })],
    url: '/dashboard?edit=camp-1',
  });

  const dialog = within(await screen.findByRole('dialog', { name: 'Edit Campaign' }));
  expect(dialog.getByLabelText(/^Campaign title/)).toHaveValue('Millet Revival in the Deccan');
  await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('status', { name: 'Address query' })).toBeEmptyDOMElement();
});

it('says when the linked campaign is gone, and lets the warning go', async () => {
  renderPage({ campaigns: [campaignFixture()], url: '/dashboard?manage=deleted-one' });

  const warning = await screen.findByRole('alert');
  expect(warning).toHaveTextContent(
    'The campaign this link opens was not found. It may have been deleted.',
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await userEvent.click(within(warning).getByRole('button', { name: 'Close' }));

  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Address query' })).toBeEmptyDOMElement();
});

it("brings an investment into view when the investor's refund notification links to it", async () => {
  const scrolled = recordScrolls();
  renderPage({
    investments: [
      investmentFixture(),
      investmentFixture({ _id: 'inv-2', farmName: 'Pepper Hills', refundStatus: 'Approved' }),
    ],
    url: '/dashboard#investment-inv-2',
  });

  const title = await screen.findByRole('heading', { name: 'Pepper Hills' });
  expect(title).toHaveFocus();
  expect(scrolled.mock.contexts).toEqual([title]);
});

it('needs a note to reject a refund request', async () => {
  const user = userEvent.setup();
  const notes: unknown[] = [];
  const incoming = [refundFixture()];
  renderPage({
    campaigns: [campaignFixture()],
    incoming,
    handlers: {
      'POST /api/refund-requests/refund-1/reject': async (request) => {
        notes.push(await request.json());
        incoming[0] = refundFixture({ status: 'Rejected', note: 'The harvest is sold forward.' });
        return jsonResponse({ message: 'Refund request rejected.' });
      },
    },
  });
  const card = within(await screen.findByRole('article', { name: 'Asha Investor' }));
  await user.click(card.getByRole('button', { name: 'Reject Asha Investor' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Reject refund request' }));

  await user.click(dialog.getByRole('button', { name: 'Reject Refund' }));
  expect(await dialog.findByText('Say why the refund is rejected')).toBeVisible();
  expect(notes).toEqual([]);

  await user.type(dialog.getByLabelText(/Note to the investor/), 'The harvest is sold forward.');
  await user.click(dialog.getByRole('button', { name: 'Reject Refund' }));
  expect(await screen.findByText('Refund request rejected.')).toBeVisible();
  expect(notes).toEqual([{ note: 'The harvest is sold forward.' }]);
  await waitFor(() =>
    expect(screen.getByRole('article', { name: 'Asha Investor' }).closest('li')).toHaveFocus(),
  );
});

/** `count` requests from 'Investor 1' to 'Investor <count>', the first `pending` of them pending. */
function manyRequests(count: number, pending = count): RefundRequest[] {
  return Array.from({ length: count }, (_, i) =>
    refundFixture({
      _id: `refund-${i + 1}`,
      investorName: `Investor ${i + 1}`,
      ...(i < pending
        ? {}
        : { status: 'Rejected', note: 'No.', decidedAt: '2025-04-02T09:00:00Z' }),
    }),
  );
}

const refundList = () => screen.getByRole('list', { name: 'Refund requests on your campaigns' });
const cardNames = () =>
  within(refundList())
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

it("shows the first 12 refund requests, then 'Show more refund requests' a page at a time", async () => {
  const user = userEvent.setup();
  const urls = renderPage({ campaigns: [campaignFixture()], incoming: manyRequests(30, 20) });

  await screen.findByRole('article', { name: 'Investor 1' });
  expect(cardNames()).toEqual(Array.from({ length: 12 }, (_, i) => `Investor ${i + 1}`));

  await user.click(screen.getByRole('button', { name: 'Show more refund requests' }));
  await waitFor(() => expect(cardNames()).toHaveLength(24));
  expect(screen.getByRole('article', { name: 'Investor 13' }).closest('li')).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Show more refund requests' }));
  await waitFor(() => expect(cardNames()).toHaveLength(30));
  expect(screen.getByRole('article', { name: 'Investor 25' }).closest('li')).toHaveFocus();
  expect(
    within(screen.getByRole('article', { name: 'Investor 30' })).getByText('Rejected'),
  ).toBeInTheDocument();
  expect(
    screen.queryByRole('button', { name: 'Show more refund requests' }),
  ).not.toBeInTheDocument();
  expect(
    urls.filter((url) => url.pathname === '/api/refund-requests').map((url) => url.search),
  ).toEqual(['?page=1&limit=12', '?page=2&limit=12', '?page=3&limit=12']);
});

it('says when more refund requests cannot be loaded, and tries again', async () => {
  const user = userEvent.setup();
  const incoming = manyRequests(14);
  let failing = true;
  renderPage({
    campaigns: [campaignFixture()],
    incoming,
    handlers: {
      'GET /api/refund-requests': (request) =>
        failing && request.url.includes('page=2')
          ? jsonResponse({ message: 'Boom', code: 'INTERNAL' }, 500)
          : refundPages(incoming)(request),
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Show more refund requests' }));

  expect(await screen.findByText('Could not load more refund requests.')).toBeVisible();
  expect(cardNames()).toHaveLength(12);
  expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
  failing = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));

  await waitFor(() => expect(cardNames()).toHaveLength(14));
  expect(screen.getByRole('article', { name: 'Investor 13' }).closest('li')).toHaveFocus();
  expect(screen.queryByText('Could not load more refund requests.')).not.toBeInTheDocument();
});

it('says when the refund requests cannot be loaded, and tries again', async () => {
  const user = userEvent.setup();
  let failing = true;
  renderPage({
    campaigns: [campaignFixture()],
    handlers: {
      'GET /api/refund-requests': (request) =>
        failing
          ? jsonResponse({ message: 'Boom', code: 'INTERNAL' }, 500)
          : refundPages([refundFixture()])(request),
    },
  });

  expect(await screen.findByText('Could not load refund requests.')).toBeVisible();
  failing = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));

  expect(await screen.findByRole('article', { name: 'Asha Investor' })).toBeVisible();
  expect(screen.queryByText('Could not load refund requests.')).not.toBeInTheDocument();
});

it('keeps the pages shown when a request on a later page is approved, the focus in its place', async () => {
  const user = userEvent.setup();
  const incoming = manyRequests(30, 20);
  renderPage({
    campaigns: [campaignFixture()],
    incoming,
    handlers: {
      'POST /api/refund-requests/refund-14/approve': () => {
        // The API lists it with the decided ones from now on.
        const [decided] = incoming.splice(13, 1);
        incoming.splice(19, 0, {
          ...decided!,
          status: 'Approved',
          decidedAt: '2025-04-03T09:00:00Z',
        });
        return jsonResponse({ message: 'Refund approved.', request: decided });
      },
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Show more refund requests' }));
  await waitFor(() => expect(cardNames()).toHaveLength(24));

  const card = within(screen.getByRole('article', { name: 'Investor 14' }));
  await user.click(card.getByRole('button', { name: 'Approve Investor 14' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Approve this refund?' })).getByRole('button', {
      name: 'Approve',
    }),
  );

  expect(await screen.findByText('Refund approved.')).toBeVisible();
  // Both pages are read again: the list keeps 24 cards, the decided one among the decided.
  await waitFor(() => expect(cardNames()[13]).toBe('Investor 15'));
  expect(cardNames()).toHaveLength(24);
  expect(cardNames()[19]).toBe('Investor 14');
  expect(
    within(screen.getByRole('article', { name: 'Investor 14' })).getByText('Approved'),
  ).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('article', { name: 'Investor 15' }).closest('li')).toHaveFocus(),
  );
});

it("downloads an investment's certificate with the investor's token", async () => {
  const saved = recordDownloads();
  let authorization: string | null = null;
  renderPage({
    investments: [investmentFixture()],
    handlers: {
      'GET /api/investments/64f1c2d3e4a5b6c7d8e9f0a1/certificate.pdf': (request) => {
        authorization = request.headers.get('authorization');
        return fileResponse('%PDF-1.3', 'application/pdf', 'mitti-certificate-D8E9F0A1.pdf');
      },
    },
  });
  const card = within(await screen.findByRole('article', { name: 'Green Valley Farm' }));
  await userEvent.click(card.getByRole('button', { name: 'Certificate (PDF)' }));

  await waitFor(() =>
    expect(saved.map(({ name }) => name)).toEqual(['mitti-certificate-D8E9F0A1.pdf']),
  );
  expect(authorization).toBe('Bearer test-token');
  expect(await saved[0]!.blob.text()).toBe('%PDF-1.3');
});

it('says when the certificate cannot be downloaded', async () => {
  recordDownloads();
  renderPage({ investments: [investmentFixture()] });
  const card = within(await screen.findByRole('article', { name: 'Green Valley Farm' }));
  await userEvent.click(card.getByRole('button', { name: 'Certificate (PDF)' }));
  expect(
    await screen.findByText(
      'No stub for /api/investments/64f1c2d3e4a5b6c7d8e9f0a1/certificate.pdf',
    ),
  ).toBeVisible();
});

it("lets the owner download a campaign's investors from Manage", async () => {
  const saved = recordDownloads();
  renderPage({
    campaigns: [campaignFixture()],
    handlers: {
      'GET /api/campaigns/camp-1/investors.csv': () =>
        fileResponse(
          'investor_name,units,amount_inr,date,status\r\n',
          'text/csv; charset=utf-8',
          'mitti-investors-camp-1.csv',
        ),
    },
  });
  const card = within(await screen.findByRole('article', { name: 'Millet Revival in the Deccan' }));
  await userEvent.click(card.getByRole('button', { name: 'Manage' }));
  const dialog = within(
    await screen.findByRole('dialog', { name: 'Millet Revival in the Deccan' }),
  );
  await userEvent.click(dialog.getByRole('button', { name: 'Download investors (CSV)' }));

  await waitFor(() =>
    expect(saved.map(({ name }) => name)).toEqual(['mitti-investors-camp-1.csv']),
  );
});
