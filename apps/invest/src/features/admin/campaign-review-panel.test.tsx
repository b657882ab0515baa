import type { CampaignChange } from '@mitti/domain/admin';
import type { Campaign } from '@mitti/domain/campaign';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { campaignFixture, jsonResponse } from '@/test-support/campaign-api-stub';
import { bodyOf, daysAgo, pageAnswer, renderAdmin } from './admin-test-support';

/** The version of the campaign the operator has open. */
const REVIEWED_AT = '2026-11-20T06:00:00.000Z';

function draft(overrides: Partial<Campaign> = {}): Campaign {
  return campaignFixture({
    status: 'Draft',
    isVerified: false,
    approvedAt: null,
    raisedAmount: 0,
    visuals: [
      { url: '/uploads/field.jpg', public_id: 'field' },
      { url: '/uploads/shed.jpg', public_id: 'shed' },
    ],
    createdAt: daysAgo(3),
    updatedAt: REVIEWED_AT,
    ...overrides,
  });
}

const OLDER = draft({
  _id: 'camp-old',
  campaignTitle: 'Turmeric Terraces',
  farmName: 'Hill Spice Farm',
  farmLocation: 'Wayanad, Kerala',
  createdAt: '2025-05-02T08:00:00.000Z',
  userId: {
    _id: 'farmer-9',
    name: 'Lakshmi Nair',
    email: 'lakshmi@mitti.test',
    phone: '9447000000',
    profilePicture: null,
    verified: false,
    suspended: false,
  },
});

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

it('lists the queue in the server’s order with what an operator needs to pick one', async () => {
  renderAdmin('/admin', { pending: [OLDER, draft()] });
  const queue = await screen.findByRole('list', { name: 'Campaigns waiting for review' });
  const cards = within(queue).getAllByRole('article');
  expect(cards.map((card) => card.getAttribute('aria-labelledby'))).toEqual([
    'admin-campaign-camp-old',
    'admin-campaign-camp-1',
  ]);
  const first = within(cards[0]!);
  expect(first.getByRole('heading', { name: 'Turmeric Terraces' })).toBeVisible();
  expect(first.getByText('Hill Spice Farm · Wayanad, Kerala')).toBeVisible();
  expect(first.getByText('Lakshmi Nair')).toBeVisible();
  expect(first.getByText('lakshmi@mitti.test')).toBeVisible();
  expect(first.getByText('Not verified')).toBeVisible();
  expect(first.getByText('₹5,00,000')).toBeVisible();
  expect(first.getByText('2 May 2025')).toBeVisible();
  expect(within(cards[1]!).getByText('Verified farmer')).toBeVisible();
  // Each button says which campaign it opens, its visible text first.
  expect(
    within(queue)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Review', 'Review']);
  expect(first.getByRole('button', { name: 'Review Turmeric Terraces' })).toBeVisible();
});

it('shows the whole submission when an operator opens one', async () => {
  renderAdmin('/admin', { pending: [draft()] });
  await userEvent.click(
    await screen.findByRole('button', { name: 'Review Millet Revival in the Deccan' }),
  );
  const dialog = within(
    await screen.findByRole('dialog', { name: 'Millet Revival in the Deccan' }),
  );
  expect(dialog.getByRole('img', { name: /photo 1 of 2/ })).toHaveAttribute(
    'src',
    '/uploads/field.jpg',
  );
  expect(dialog.getByText('Three generations have farmed this land.')).toBeVisible();
  expect(dialog.getByText('Green Valley Farm')).toBeVisible();
  expect(dialog.getByText('Nashik, Maharashtra')).toBeVisible();
  expect(dialog.getByText('12 Acres')).toBeVisible();
  expect(dialog.getByText('Sorghum')).toBeVisible();
  expect(dialog.getByText('Permaculture')).toBeVisible();
  expect(dialog.getByText('₹5,00,000')).toBeVisible();
  expect(dialog.getByText('₹5,000')).toBeVisible();
  expect(dialog.getByText('8% - 12% (Percentage Range)')).toBeVisible();
  expect(dialog.getByText('Paid after each harvest.')).toBeVisible();
  expect(dialog.getByText(/Drip irrigation 40%/)).toBeVisible();
  expect(dialog.getByText('Saves 2.5 million litres of water a year.')).toBeVisible();
  expect(dialog.getByText('Late monsoon. Covered by crop insurance.')).toBeVisible();
  expect(dialog.getByText('Ravi Kumar')).toBeVisible();
  expect(dialog.getByText('9876543210')).toBeVisible();
  expect(dialog.getByRole('button', { name: 'Approve' })).toBeVisible();
  expect(dialog.getByRole('button', { name: 'Reject' })).toBeVisible();
});

it('opens with the focus on the submission, so the keyboard scrolls it before any button', async () => {
  const user = userEvent.setup();
  renderAdmin('/admin', { pending: [draft()] });
  await user.click(
    await screen.findByRole('button', { name: 'Review Millet Revival in the Deccan' }),
  );
  const dialog = within(
    await screen.findByRole('dialog', { name: 'Millet Revival in the Deccan' }),
  );
  const submission = dialog.getByRole('region', { name: 'Submission' });
  expect(submission).toHaveFocus();
  expect(submission).toHaveAttribute('tabindex', '0');
  expect(within(submission).getByText('Three generations have farmed this land.')).toBeVisible();

  await user.tab();
  expect(submission).not.toHaveFocus();
  await user.tab({ shift: true });
  expect(submission).toHaveFocus();
});

it('needs a reason to reject, then sends it and refreshes the queue', async () => {
  const sent: unknown[] = [];
  let pending = [draft()];
  renderAdmin('/admin', {
    handlers: {
      'GET /api/admin/campaigns': (request) => pageAnswer(request, 'campaigns', pending),
      'POST /api/admin/campaigns/camp-1/reject': async (request) => {
        sent.push(await bodyOf(request));
        pending = [];
        return jsonResponse({ message: 'Campaign sent back to the farmer.', campaign: draft() });
      },
    },
  });
  await userEvent.click(
    await screen.findByRole('button', { name: 'Review Millet Revival in the Deccan' }),
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
  const reasonDialog = within(await screen.findByRole('dialog', { name: 'Reject this campaign' }));

  await userEvent.click(reasonDialog.getByRole('button', { name: 'Reject' }));
  expect(await reasonDialog.findByText('Please give a reason.')).toBeVisible();
  await userEvent.type(reasonDialog.getByRole('textbox', { name: 'Reason' }), '   ');
  await userEvent.click(reasonDialog.getByRole('button', { name: 'Reject' }));
  expect(await reasonDialog.findByText('Please give a reason.')).toBeVisible();
  expect(sent).toEqual([]);

  await userEvent.clear(reasonDialog.getByRole('textbox', { name: 'Reason' }));
  await userEvent.type(
    reasonDialog.getByRole('textbox', { name: 'Reason' }),
    '  The photos do not show the farm.  ',
  );
  expect(reasonDialog.getByText('36 / 1000')).toBeVisible();
  await userEvent.click(reasonDialog.getByRole('button', { name: 'Reject' }));

  expect(await screen.findByText('Campaign sent back to the farmer.')).toBeVisible();
  expect(sent).toEqual([{ reason: 'The photos do not show the farm.', updatedAt: REVIEWED_AT }]);
  expect(await screen.findByText('No campaigns are waiting for review.')).toBeVisible();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('tab', { name: 'Campaign review (0)' })).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Campaigns waiting for review' })).toHaveFocus();
});

it('approves the version reviewed once the operator confirms', async () => {
  const posted: unknown[] = [];
  let pending = [draft()];
  renderAdmin('/admin', {
    handlers: {
      'GET /api/admin/campaigns': (request) => pageAnswer(request, 'campaigns', pending),
      'POST /api/admin/campaigns/camp-1/approve': async (request) => {
        posted.push(await bodyOf(request));
        pending = [];
        return jsonResponse({ message: '', campaign: campaignFixture() });
      },
    },
  });
  await userEvent.click(
    await screen.findByRole('button', { name: 'Review Millet Revival in the Deccan' }),
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
  const confirm = within(await screen.findByRole('dialog', { name: 'Approve this campaign?' }));
  expect(posted).toEqual([]);
  await userEvent.click(confirm.getByRole('button', { name: 'Approve' }));

  expect(await screen.findByText('Campaign approved.')).toBeVisible();
  expect(posted).toEqual([{ updatedAt: REVIEWED_AT }]);
  expect(await screen.findByText('No campaigns are waiting for review.')).toBeVisible();
  await waitFor(() =>
    expect(screen.getByRole('heading', { name: 'Campaigns waiting for review' })).toHaveFocus(),
  );
});

it("shows the server's reason when an approval fails and keeps the campaign open", async () => {
  renderAdmin('/admin', {
    pending: [draft()],
    handlers: {
      'POST /api/admin/campaigns/camp-1/approve': () =>
        jsonResponse({ message: 'This campaign was already decided.', code: 'CONFLICT' }, 409),
    },
  });
  await userEvent.click(
    await screen.findByRole('button', { name: 'Review Millet Revival in the Deccan' }),
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
  const confirm = within(await screen.findByRole('dialog', { name: 'Approve this campaign?' }));
  await userEvent.click(confirm.getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('This campaign was already decided.')).toBeVisible();
  expect(await screen.findByRole('dialog', { name: 'Millet Revival in the Deccan' })).toBeVisible();
});

/** The walk: what the operator opened, and the farmer's edit made while the dialog was open. */
const REVIEWED = draft({
  fundingGoal: 1_100_000,
  expectedReturns: { type: 'Percentage Range', min: 10, max: 14, description: 'Paid yearly.' },
});
const EDITED = draft({
  fundingGoal: 2_500_000,
  expectedReturns: {
    type: 'Percentage Range',
    min: 40,
    max: 60,
    description: 'Guaranteed 60% a year, no risk at all.',
  },
  updatedAt: '2026-11-20T06:05:00.000Z',
});
const CHANGED = (verb: string) =>
  `The farmer changed this campaign while you were reviewing it. Review the latest version before ${verb}.`;

it('reloads a campaign the farmer changed while it was open, and approves only the version shown', async () => {
  const posted: unknown[] = [];
  let pending = [REVIEWED];
  renderAdmin('/admin', {
    handlers: {
      'GET /api/admin/campaigns': (request) => pageAnswer(request, 'campaigns', pending),
      'POST /api/admin/campaigns/camp-1/approve': async (request) => {
        const body = (await bodyOf(request)) as { updatedAt: string };
        posted.push(body);
        if (body.updatedAt !== pending[0]!.updatedAt) {
          return jsonResponse({ message: CHANGED('approving'), code: 'CAMPAIGN_CHANGED' }, 409);
        }
        pending = [];
        return jsonResponse({ message: 'Campaign approved.', campaign: EDITED });
      },
    },
  });
  await userEvent.click(
    await screen.findByRole('button', { name: 'Review Millet Revival in the Deccan' }),
  );
  const review = within(
    await screen.findByRole('dialog', { name: 'Millet Revival in the Deccan' }),
  );
  expect(review.getByText('₹11,00,000')).toBeVisible();
  expect(review.getByText(/10% - 14%/)).toBeVisible();

  pending = [EDITED];
  await userEvent.click(review.getByRole('button', { name: 'Approve' }));
  const confirm = within(await screen.findByRole('dialog', { name: 'Approve this campaign?' }));
  await userEvent.click(confirm.getByRole('button', { name: 'Approve' }));

  expect(await review.findByText('₹25,00,000')).toBeVisible();
  expect(await review.findByRole('alert')).toHaveTextContent(CHANGED('approving'));
  // Said once, above the submission: no toast over the buttons.
  expect(screen.getAllByText(CHANGED('approving'))).toHaveLength(1);
  expect(review.getByText(/40% - 60%/)).toBeVisible();
  expect(review.getByText('Guaranteed 60% a year, no risk at all.')).toBeVisible();
  expect(review.queryByText('₹11,00,000')).not.toBeInTheDocument();
  expect(screen.queryByText('Campaign approved.')).not.toBeInTheDocument();
  expect(posted).toEqual([{ updatedAt: REVIEWED_AT }]);

  // The confirm step stays: the operator approves what they now read.
  await userEvent.click(review.getByRole('button', { name: 'Approve' }));
  const again = within(await screen.findByRole('dialog', { name: 'Approve this campaign?' }));
  await userEvent.click(again.getByRole('button', { name: 'Approve' }));

  expect(await screen.findByText('Campaign approved.')).toBeVisible();
  expect(posted).toEqual([{ updatedAt: REVIEWED_AT }, { updatedAt: EDITED.updatedAt }]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('reloads a campaign the farmer changed before it could be rejected', async () => {
  let pending = [REVIEWED];
  renderAdmin('/admin', {
    handlers: {
      'GET /api/admin/campaigns': (request) => pageAnswer(request, 'campaigns', pending),
      'POST /api/admin/campaigns/camp-1/reject': () =>
        jsonResponse({ message: CHANGED('rejecting'), code: 'CAMPAIGN_CHANGED' }, 409),
    },
  });
  await userEvent.click(
    await screen.findByRole('button', { name: 'Review Millet Revival in the Deccan' }),
  );
  const review = within(
    await screen.findByRole('dialog', { name: 'Millet Revival in the Deccan' }),
  );
  pending = [EDITED];
  await userEvent.click(review.getByRole('button', { name: 'Reject' }));
  const reasonDialog = within(await screen.findByRole('dialog', { name: 'Reject this campaign' }));
  await userEvent.type(reasonDialog.getByRole('textbox', { name: 'Reason' }), 'Returns too high.');
  await userEvent.click(reasonDialog.getByRole('button', { name: 'Reject' }));

  expect(await review.findByText('₹25,00,000')).toBeVisible();
  expect(await review.findByRole('alert')).toHaveTextContent(CHANGED('rejecting'));
  expect(screen.getAllByText(CHANGED('rejecting'))).toHaveLength(1);
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Reject this campaign' })).not.toBeInTheDocument(),
  );
});

it('shows every campaign with its status and any rejection reason on request', async () => {
  const { urls, router } = renderAdmin('/admin', {
    pending: [],
    all: [
      campaignFixture({ _id: 'live', campaignTitle: 'Live Campaign', createdAt: daysAgo(20) }),
      draft({
        _id: 'sent-back',
        campaignTitle: 'Sent Back Campaign',
        rejectionReason: 'The goal is far above the farm size.',
      }),
    ],
  });
  expect(await screen.findByText('No campaigns are waiting for review.')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'All campaigns' }));

  const list = within(await screen.findByRole('list', { name: 'All campaigns' }));
  const live = within(list.getByRole('article', { name: 'Live Campaign' }));
  expect(live.getByText('Active')).toBeVisible();
  const sentBack = within(list.getByRole('article', { name: 'Sent Back Campaign' }));
  expect(sentBack.getByText('Rejected')).toBeVisible();
  expect(sentBack.getByText('The goal is far above the farm size.')).toBeVisible();
  expect(urls.some((url) => url.searchParams.get('status') === 'all')).toBe(true);
  expect(router.state.location.search).toBe('?show=all');

  await userEvent.click(live.getByRole('button', { name: 'View Live Campaign' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Live Campaign' }));
  expect(dialog.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  expect(dialog.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
});

it('will not approve a campaign whose end date has passed, and says why', async () => {
  renderAdmin('/admin', { pending: [draft({ endDate: daysAgo(1) })] });
  await userEvent.click(
    await screen.findByRole('button', { name: 'Review Millet Revival in the Deccan' }),
  );
  const dialog = within(
    await screen.findByRole('dialog', { name: 'Millet Revival in the Deccan' }),
  );

  expect(
    dialog.getByText(
      'Its end date has passed, so it cannot be approved. Send it back so the farmer can set a new one.',
    ),
  ).toBeVisible();
  expect(dialog.getByRole('button', { name: 'Approve' })).toBeDisabled();
  expect(dialog.getByRole('button', { name: 'Reject' })).toBeEnabled();
});

it('shows a live campaign past its end date as Ended', async () => {
  renderAdmin('/admin?show=all', {
    all: [campaignFixture({ campaignTitle: 'Over Campaign', endDate: daysAgo(2) })],
  });
  const card = within(await screen.findByRole('article', { name: 'Over Campaign' }));
  expect(card.getByText('Ended')).toBeVisible();
  expect(card.queryByText('Active')).not.toBeInTheDocument();
});

function change(overrides: Partial<CampaignChange>): CampaignChange {
  return {
    _id: 'change-1',
    field: 'story',
    oldValue: 'Three generations have farmed this land.',
    newValue: 'Four generations have farmed this land.',
    changedAt: '2025-06-03T10:00:00.000Z',
    changedBy: { _id: 'farmer-1', name: 'Ravi Kumar', email: 'ravi@mitti.test' },
    ...overrides,
  };
}

it("reads an approved campaign's edits, newest first: when, who, each field before and after", async () => {
  const asked: string[] = [];
  renderAdmin('/admin?show=all', {
    all: [campaignFixture()],
    handlers: {
      'GET /api/admin/campaigns/camp-1/changes': (request) => {
        asked.push(new URL(request.url).pathname);
        return jsonResponse({
          changes: [
            change({
              _id: 'c3',
              field: 'status',
              oldValue: 'Active',
              newValue: 'Completed',
              changedAt: '2025-06-09T08:00:00.000Z',
              changedBy: { _id: 'admin-1', name: 'Mitti Admin', email: 'admin@mitti.test' },
            }),
            change({ _id: 'c1', field: 'farmSize', oldValue: '12 Acres', newValue: '14 Acres' }),
            change({ _id: 'c2' }),
          ],
        });
      },
    },
  });
  await userEvent.click(
    await screen.findByRole('button', { name: 'View Millet Revival in the Deccan' }),
  );
  const dialog = within(
    await screen.findByRole('dialog', { name: 'Millet Revival in the Deccan' }),
  );

  expect(dialog.getByRole('heading', { name: 'Change history' })).toBeVisible();
  const edits = within(await dialog.findByRole('list', { name: 'Edits since approval' }))
    .getAllByRole('listitem')
    .map((edit) => within(edit));
  expect(edits).toHaveLength(2);
  expect(edits[0]!.getByRole('heading', { name: '9 June 2025 · Mitti Admin' })).toBeVisible();
  expect(edits[0]!.getByText('Status')).toBeVisible();
  expect(edits[0]!.getByText('Completed')).toBeVisible();
  expect(edits[1]!.getByRole('heading', { name: '3 June 2025 · Ravi Kumar' })).toBeVisible();
  expect(edits[1]!.getByText('Farm size')).toBeVisible();
  expect(edits[1]!.getByText('12 Acres')).toBeVisible();
  expect(edits[1]!.getByText('14 Acres')).toBeVisible();
  expect(edits[1]!.getByText('Story')).toBeVisible();
  expect(edits[1]!.getByText('Four generations have farmed this land.')).toBeVisible();
  expect(edits[1]!.getAllByText('Before')).toHaveLength(2);
  expect(asked).toEqual(['/api/admin/campaigns/camp-1/changes']);
});

it('says when an approved campaign has not changed since', async () => {
  renderAdmin('/admin?show=all', {
    all: [campaignFixture()],
    handlers: { 'GET /api/admin/campaigns/camp-1/changes': () => jsonResponse({ changes: [] }) },
  });
  await userEvent.click(
    await screen.findByRole('button', { name: 'View Millet Revival in the Deccan' }),
  );
  expect(await screen.findByText('No changes since it was approved.')).toBeVisible();
});

it('asks for no history of a campaign that was never approved', async () => {
  const { urls } = renderAdmin('/admin', { pending: [draft()] });
  await userEvent.click(
    await screen.findByRole('button', { name: 'Review Millet Revival in the Deccan' }),
  );
  const dialog = within(
    await screen.findByRole('dialog', { name: 'Millet Revival in the Deccan' }),
  );
  expect(dialog.queryByRole('heading', { name: 'Change history' })).not.toBeInTheDocument();
  expect(urls.some((url) => url.pathname.endsWith('/changes'))).toBe(false);
});

describe('a notice’s link (?review=id)', () => {
  it('opens the campaign it names from the queue, and Close leaves it closed', async () => {
    const user = userEvent.setup();
    const { urls, router } = renderAdmin('/admin?tab=campaigns&review=camp-old', {
      pending: [draft(), OLDER],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Turmeric Terraces' });
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeVisible();
    // Found on the queue's page: not asked for again.
    expect(urls.some((url) => url.pathname === '/api/admin/campaigns/camp-old')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'All campaigns' }));
    expect(await screen.findByRole('heading', { name: 'Every campaign' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Another tab and back: the link is spent.
    await user.click(screen.getByRole('tab', { name: /^Farmer verification/ }));
    await user.click(screen.getByRole('tab', { name: /^Campaign review/ }));
    expect(router.state.location.search).toBe('?tab=campaigns&show=all');
    expect(await screen.findByRole('heading', { name: 'Every campaign' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('fetches a campaign that is not on the queue’s page, e.g. one decided already', async () => {
    const approved = campaignFixture({ _id: 'camp-live', campaignTitle: 'Ragi Fields' });
    const { urls } = renderAdmin('/admin?tab=campaigns&review=camp-live', {
      pending: [draft()],
      handlers: {
        'GET /api/admin/campaigns/camp-live': () => jsonResponse({ campaign: approved }),
        'GET /api/admin/campaigns/camp-live/changes': () => jsonResponse({ changes: [] }),
      },
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Ragi Fields' }));
    expect(await dialog.findByText('No changes since it was approved.')).toBeVisible();
    expect(dialog.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(urls.filter((url) => url.pathname === '/api/admin/campaigns/camp-live').length).toBe(1);
  });

  it('says so when the campaign it names is gone, and the warning can be dismissed', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin?tab=campaigns&review=camp-gone', {
      pending: [draft()],
      handlers: {
        'GET /api/admin/campaigns/camp-gone': () =>
          jsonResponse({ message: 'Campaign not found.', code: 'NOT_FOUND' }, 404),
      },
    });
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent(
      'The campaign this link opens was not found. Its farmer may have deleted it.',
    );
    expect(
      screen.getByRole('button', { name: 'Review Millet Revival in the Deccan' }),
    ).toBeVisible();
    await user.click(within(warning).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
