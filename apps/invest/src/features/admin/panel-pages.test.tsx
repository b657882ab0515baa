import type { AdminRefundRequest, VerificationRequest } from '@mitti/domain/admin';
import type { Campaign } from '@mitti/domain/campaign';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { campaignFixture, jsonResponse } from '@/test-support/campaign-api-stub';
import {
  adminRefundFixture,
  pageAnswer,
  renderAdmin,
  verificationFixture,
} from './admin-test-support';

/** `count` Drafts waiting for review, in the server's order: 'Queued 1', 'Queued 2', ... */
function queue(count: number): Campaign[] {
  return Array.from({ length: count }, (_, index) =>
    campaignFixture({
      _id: `camp-${index + 1}`,
      campaignTitle: `Queued ${index + 1}`,
      status: 'Draft',
      isVerified: false,
    }),
  );
}

function titles(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent ?? '');
}

const pageLinks = (name: string) => within(screen.getByRole('navigation', { name }));

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

it('shows the next campaigns on the next page and keeps the page in the address', async () => {
  const { urls, router } = renderAdmin('/admin', { pending: queue(25) });
  const first = await screen.findByRole('list', { name: 'Campaigns waiting for review' });
  expect(titles(first)).toHaveLength(20);
  expect(titles(first)[0]).toBe('Queued 1');
  expect(screen.getByText('1–20 of 25')).toBeVisible();
  expect(await screen.findByRole('tab', { name: 'Campaign review (25)' })).toBeVisible();

  await userEvent.click(pageLinks('Campaign pages').getByRole('button', { name: 'Go to page 2' }));

  await waitFor(() =>
    expect(titles(screen.getByRole('list', { name: 'Campaigns waiting for review' }))).toEqual([
      'Queued 21',
      'Queued 22',
      'Queued 23',
      'Queued 24',
      'Queued 25',
    ]),
  );
  expect(screen.getByText('21–25 of 25')).toBeVisible();
  expect(router.state.location.search).toBe('?page=2');
  expect(
    urls.some((url) => url.searchParams.get('page') === '2' && url.pathname.endsWith('campaigns')),
  ).toBe(true);
  expect(screen.getByRole('tab', { name: 'Campaign review (25)' })).toBeVisible();
});

it('opens on the page in the address, and on page 1 again when the view changes', async () => {
  const { router } = renderAdmin('/admin?page=2', { pending: queue(25), all: queue(45) });
  const list = await screen.findByRole('list', { name: 'Campaigns waiting for review' });
  expect(titles(list)[0]).toBe('Queued 21');
  expect(pageLinks('Campaign pages').getByRole('button', { name: 'page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await userEvent.click(screen.getByRole('button', { name: 'All campaigns' }));

  expect(router.state.location.search).toBe('?show=all');
  await waitFor(() =>
    expect(titles(screen.getByRole('list', { name: 'All campaigns' }))[0]).toBe('Queued 1'),
  );
  expect(screen.getByText('1–20 of 45')).toBeVisible();
});

it('steps back a page when the last campaign of the last page is decided', async () => {
  let pending = queue(21);
  const { router } = renderAdmin('/admin?page=2', {
    handlers: {
      'GET /api/admin/campaigns': (request) => pageAnswer(request, 'campaigns', pending),
      'POST /api/admin/campaigns/camp-21/approve': () => {
        pending = pending.slice(0, 20);
        return jsonResponse({ message: 'Campaign approved.', campaign: campaignFixture() });
      },
    },
  });
  const list = await screen.findByRole('list', { name: 'Campaigns waiting for review' });
  expect(titles(list)).toEqual(['Queued 21']);
  await userEvent.click(within(list).getByRole('button', { name: 'Review Queued 21' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
  const confirm = within(await screen.findByRole('dialog', { name: 'Approve this campaign?' }));
  await userEvent.click(confirm.getByRole('button', { name: 'Approve' }));

  expect(await screen.findByText('Campaign approved.')).toBeVisible();
  await waitFor(() => expect(router.state.location.search).toBe(''));
  await waitFor(() =>
    expect(titles(screen.getByRole('list', { name: 'Campaigns waiting for review' }))).toHaveLength(
      20,
    ),
  );
  expect(screen.queryByRole('navigation', { name: 'Campaign pages' })).not.toBeInTheDocument();
  expect(await screen.findByRole('tab', { name: 'Campaign review (20)' })).toBeVisible();
  expect(screen.queryByText('No campaigns are waiting for review.')).not.toBeInTheDocument();
});

it('pages the verification requests, counting every open one in the tab', async () => {
  const requests: VerificationRequest[] = Array.from({ length: 23 }, (_, index) =>
    verificationFixture({
      _id: `ver-${index + 1}`,
      status: index < 21 ? 'Pending' : 'Approved',
      user: { ...verificationFixture().user, name: `Farmer ${index + 1}` },
    }),
  );
  const { router } = renderAdmin('/admin?tab=verification', { requests });
  expect(await screen.findByRole('tab', { name: 'Farmer verification (21)' })).toBeVisible();
  const open = await screen.findByRole('list', { name: 'Open verification requests' });
  expect(within(open).getAllByRole('article')).toHaveLength(20);

  await userEvent.click(
    pageLinks('Verification request pages').getByRole('button', { name: 'Go to next page' }),
  );

  expect(await screen.findByRole('article', { name: 'Farmer 21' })).toBeVisible();
  const decided = within(screen.getByRole('list', { name: 'Decided verification requests' }));
  expect(decided.getAllByRole('article')).toHaveLength(2);
  expect(decided.getByRole('article', { name: 'Farmer 22' })).toBeVisible();
  expect(decided.getByRole('article', { name: 'Farmer 23' })).toBeVisible();
  expect(screen.queryByText('No open requests: every one is decided.')).not.toBeInTheDocument();
  expect(router.state.location.search).toBe('?tab=verification&page=2');
});

it('opens the refunds on the page in the address and goes back to page 1 with another tab', async () => {
  const refunds: AdminRefundRequest[] = Array.from({ length: 22 }, (_, index) =>
    adminRefundFixture({ _id: `refund-${index + 1}`, investorName: `Investor ${index + 1}` }),
  );
  const { router } = renderAdmin('/admin?tab=refunds&page=2', { refunds });
  const list = await screen.findByRole('list', { name: 'Refund requests' });
  expect(within(list).getAllByRole('article')).toHaveLength(2);
  expect(within(list).getByText('Investor 21')).toBeVisible();
  expect(screen.getByText('21–22 of 22')).toBeVisible();
  expect(await screen.findByRole('tab', { name: 'Refunds (22 overdue)' })).toBeVisible();

  await userEvent.click(screen.getByRole('tab', { name: /^Campaign review/ }));
  expect(router.state.location.search).toBe('?tab=campaigns');
});
