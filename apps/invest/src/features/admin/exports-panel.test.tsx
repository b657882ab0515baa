import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedDownload } from '@mitti/api-client/testing/saved-downloads';
import { fileResponse, recordDownloads } from '@mitti/api-client/testing/saved-downloads';
import { jsonResponse } from '@/test-support/campaign-api-stub';
import { renderAdmin } from './admin-test-support';
import { monthToDate } from './export-range';

let saved: SavedDownload[];

beforeEach(() => {
  localStorage.clear();
  saved = recordDownloads();
});
afterEach(() => jest.restoreAllMocks());

function setRange(from: string, to: string) {
  fireEvent.change(screen.getByLabelText(/^From/), { target: { value: from } });
  fireEvent.change(screen.getByLabelText(/^To/), { target: { value: to } });
}

it('opens on this month and downloads an export of the chosen days with the operator’s token', async () => {
  const calls: { search: string; authorization: string | null }[] = [];
  renderAdmin('/admin?tab=exports', {
    handlers: {
      'GET /api/admin/exports/campaigns.csv': (request) => {
        calls.push({
          search: new URL(request.url).search,
          authorization: request.headers.get('authorization'),
        });
        return fileResponse(
          'campaign_id,raised_inr\r\ncamp-1,3000.00\r\n',
          'text/csv; charset=utf-8',
          'mitti-campaigns-2026-03-01-to-2026-03-31.csv',
        );
      },
    },
  });

  expect(await screen.findByRole('tab', { name: 'Exports', selected: true })).toBeVisible();
  const { from, to } = monthToDate();
  expect(screen.getByLabelText(/^From/)).toHaveValue(from);
  expect(screen.getByLabelText(/^To/)).toHaveValue(to);

  setRange('2026-03-01', '2026-03-31');
  await userEvent.click(screen.getByRole('button', { name: 'Campaigns (CSV)' }));

  await screen.findByRole('button', { name: 'Campaigns (CSV)', busy: false });
  expect(calls).toEqual([
    { search: '?from=2026-03-01&to=2026-03-31', authorization: 'Bearer test-token' },
  ]);
  expect(saved.map(({ name }) => name)).toEqual(['mitti-campaigns-2026-03-01-to-2026-03-31.csv']);
  expect(await saved[0]!.blob.text()).toBe('campaign_id,raised_inr\r\ncamp-1,3000.00\r\n');
});

it('gives the focus back to the button once its download is done', async () => {
  let finish!: () => void;
  const held = new Promise<void>((resolve) => (finish = resolve));
  renderAdmin('/admin?tab=exports', {
    handlers: {
      'GET /api/admin/exports/orders.csv': async () => {
        await held;
        return fileResponse('order_id\r\n', 'text/csv; charset=utf-8', 'orders.csv');
      },
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Orders (CSV)' }));
  const busy = await screen.findByRole('button', { name: 'Orders (CSV)', busy: true });
  expect(busy).toBeDisabled();
  // A browser drops the focus of a button as it is disabled; jsdom keeps it, so the test drops it.
  act(() => busy.blur());
  expect(document.body).toHaveFocus();

  finish();
  const done = await screen.findByRole('button', { name: 'Orders (CSV)', busy: false });
  expect(done).toHaveFocus();
  expect(saved.map(({ name }) => name)).toEqual(['orders.csv']);
});

it('says what is wrong with the range and offers no download until it is right', async () => {
  renderAdmin('/admin?tab=exports');
  await screen.findByRole('button', { name: 'Orders (CSV)' });

  setRange('2026-03-31', '2026-03-01');
  expect(await screen.findByText('To date must not be before the from date')).toBeVisible();
  for (const name of ['Orders (CSV)', 'Investments (CSV)', 'Refunds (CSV)', 'Campaigns (CSV)']) {
    expect(screen.getByRole('button', { name })).toBeDisabled();
  }

  setRange('2026-03-01', '2026-03-31');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Orders (CSV)' })).toBeEnabled());
  expect(screen.queryByText('To date must not be before the from date')).not.toBeInTheDocument();
});

it('tells the operator when a download fails', async () => {
  renderAdmin('/admin?tab=exports', {
    handlers: {
      'GET /api/admin/exports/refunds.csv': () => jsonResponse({ message: '' }, 500),
      'GET /api/admin/exports/orders.csv': () =>
        jsonResponse({ message: 'Only Mitti operators can do this.', code: 'FORBIDDEN' }, 403),
    },
  });

  await userEvent.click(await screen.findByRole('button', { name: 'Refunds (CSV)' }));
  expect(await screen.findByText('Could not download the refunds.')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Orders (CSV)' }));
  expect(await screen.findByText('Only Mitti operators can do this.')).toBeVisible();
  expect(saved).toEqual([]);
});
