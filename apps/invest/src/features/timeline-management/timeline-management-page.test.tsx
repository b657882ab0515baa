import { addTimelineUpdate } from '@mitti/api-client/add-timeline-update';
import { createAppStore } from '@mitti/auth/app-store';
import { indianDay } from '@mitti/domain/dates';
import type { TimelineUpdate } from '@mitti/domain/timeline-update';
import { ToastProvider } from '@mitti/ui/toast-provider';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { campaignFixture, jsonResponse, stubApi } from '@/test-support/campaign-api-stub';
import { TimelineManagementPage } from './timeline-management-page';

jest.mock('@mitti/api-client/add-timeline-update', () => ({ addTimelineUpdate: jest.fn() }));
const addMock = jest.mocked(addTimelineUpdate);

const update: TimelineUpdate = {
  _id: 'upd-1',
  title: 'Sowing done',
  date: '2025-06-15T00:00:00.000Z',
  description: 'All twelve acres are sown with millet.',
  images: [],
};

const account = (id: string, role: 'user' | 'admin' = 'user') => ({
  _id: id,
  name: 'Someone',
  email: 'someone@mitti.test',
  phone: '',
  profilePicture: null,
  addresses: [],
  active: 'true',
  role,
});

function renderPage(handlers: Parameters<typeof stubApi>[0] = {}) {
  const urls = stubApi({
    // The campaign's owner (campaignFixture's farmer) is signed in.
    'GET /api/user-profile': () => jsonResponse(account('farmer-1')),
    'GET /api/campaigns/camp-1': () => jsonResponse(campaignFixture()),
    'GET /api/campaigns/camp-1/timeline': () => jsonResponse([update]),
    ...handlers,
  });
  render(
    <Provider store={createAppStore()}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/add-timeline-update/camp-1']}>
          <Routes>
            <Route path="/add-timeline-update/:id" element={<TimelineManagementPage />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </Provider>,
  );
  return urls;
}

const photo = (name: string) => new File(['gif'], name, { type: 'image/gif' });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.setItem('token', 'test-token');
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => {
  jest.restoreAllMocks();
  addMock.mockReset();
});

it('shows the form with today as the date, and the existing timeline', async () => {
  renderPage();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Manage Timeline Updates' }),
  ).toBeVisible();
  expect(screen.getByLabelText(/Date of Update/)).toHaveValue(indianDay(new Date()));
  expect(screen.getByRole('link', { name: 'Back to Campaign' })).toHaveAttribute(
    'href',
    '/campaign/camp-1',
  );
  expect(await screen.findByRole('heading', { name: 'Sowing done' })).toBeVisible();
  expect(screen.getByText('All twelve acres are sown with millet.')).toBeVisible();
});

it('asks for title, date and description before sending anything', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.clear(await screen.findByLabelText(/Date of Update/));
  await user.click(screen.getByRole('button', { name: 'Add Update' }));
  expect(await screen.findByText('Title, Date, and Description are required.')).toBeVisible();
  // Each empty field is marked and says so; the first takes the focus.
  const title = screen.getByRole('textbox', { name: /Update Title/ });
  expect(title).toHaveFocus();
  for (const field of [
    title,
    screen.getByLabelText(/Date of Update/),
    screen.getByRole('textbox', { name: /Description/ }),
  ]) {
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription('This field is required');
  }
});

it('keeps the update being written across a reload, until it is posted', async () => {
  addMock.mockResolvedValue(undefined as never);
  const user = userEvent.setup();
  renderPage();
  const title = await screen.findByRole('textbox', { name: /Update Title/ });
  await user.type(title, 'Rain at last');
  await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Two inches overnight.');
  cleanup();

  renderPage();
  expect(await screen.findByRole('textbox', { name: /Update Title/ })).toHaveValue('Rain at last');
  expect(screen.getByRole('textbox', { name: /Description/ })).toHaveValue('Two inches overnight.');
  expect(
    screen.getByText(
      'We kept the update you were writing. Add its photos again before you post it.',
    ),
  ).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Add Update' }));
  expect(await screen.findByText('Timeline update added successfully!')).toBeInTheDocument();
  expect(addMock).toHaveBeenCalledWith(
    'camp-1',
    { title: 'Rain at last', date: indianDay(new Date()), description: 'Two inches overnight.' },
    [],
    'test-token',
    expect.any(Function),
  );
  expect(screen.queryByText(/We kept the update/)).not.toBeInTheDocument();
  cleanup();

  renderPage();
  expect(await screen.findByRole('textbox', { name: /Update Title/ })).toHaveValue('');
});

it('counts the chosen images and drops any beyond five', async () => {
  const user = userEvent.setup();
  renderPage();
  const input = await screen.findByLabelText('Update images');

  await user.upload(input, [photo('a.gif'), photo('b.gif')]);
  expect(screen.getByText(/2 \/ 5 selected/)).toBeVisible();

  await user.upload(input, [photo('c.gif'), photo('d.gif'), photo('e.gif'), photo('f.gif')]);
  expect(
    screen.getByText('You can upload a maximum of 5 images. Please select 3 or fewer.'),
  ).toBeVisible();
  expect(screen.getByText(/5 \/ 5 selected/)).toBeVisible();
  const selected = within(screen.getByRole('list', { name: 'Selected images' }));
  expect(selected.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual([
    'a.gif',
    'b.gif',
    'c.gif',
    'd.gif',
    'e.gif',
  ]);

  await user.click(screen.getByRole('button', { name: 'Remove a.gif' }));
  expect(screen.getByText(/4 \/ 5 selected/)).toBeVisible();
  expect(screen.getByRole('group', { name: 'Images (optional)' })).toHaveFocus();
});

it('deletes an update after confirmation', async () => {
  const user = userEvent.setup();
  let remaining = [update];
  renderPage({
    'GET /api/campaigns/camp-1/timeline': () => jsonResponse(remaining),
    'DELETE /api/campaigns/camp-1/timeline-update/upd-1': () => {
      remaining = [];
      return jsonResponse({ message: 'Update deleted successfully!' });
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Delete update Sowing done' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete this update?' });
  expect(dialog).toHaveAccessibleDescription(
    'Are you sure you want to delete this update? This action cannot be undone.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Update deleted successfully!')).toBeVisible();
  expect(await screen.findByText('No timeline updates yet.')).toBeVisible();
  expect(screen.getByText('Add the first update using the form!')).toBeVisible();
  // The deleted update's button is gone; the list's heading has the focus.
  await waitFor(() =>
    expect(screen.getByRole('heading', { name: 'Existing Timeline' })).toHaveFocus(),
  );
});

it("shows the server's message when the delete is refused", async () => {
  const user = userEvent.setup();
  renderPage({
    'DELETE /api/campaigns/camp-1/timeline-update/upd-1': () =>
      jsonResponse({ message: 'Only the campaign owner can do that.', code: 'FORBIDDEN' }, 403),
  });
  await user.click(await screen.findByRole('button', { name: 'Delete update Sowing done' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Delete this update?' })).getByRole('button', {
      name: 'Delete',
    }),
  );
  expect(await screen.findByText('Only the campaign owner can do that.')).toBeVisible();
});

it('says when the timeline cannot be loaded', async () => {
  renderPage({
    'GET /api/campaigns/camp-1/timeline': () => jsonResponse({ message: 'Boom' }, 500),
  });
  expect(await screen.findByText('Failed to load timeline updates.')).toBeVisible();
});

it('tells a signed-in account that is not the owner, instead of showing the tools', async () => {
  renderPage({ 'GET /api/user-profile': () => jsonResponse(account('investor-7')) });
  expect(await screen.findByText('Only the campaign owner can manage its timeline.')).toBeVisible();
  expect(
    screen.getByText('Investors in this campaign follow its updates from their dashboard.'),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Back to Campaign' })).toHaveAttribute(
    'href',
    '/campaign/camp-1',
  );
  expect(screen.queryByRole('form', { name: 'Add a timeline update' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Delete update/ })).not.toBeInTheDocument();
});

it('says a campaign that does not exist is not found, instead of a form that cannot work', async () => {
  renderPage({
    'GET /api/campaigns/camp-1': () =>
      jsonResponse({ message: 'Campaign not found.', code: 'NOT_FOUND' }, 404),
  });
  expect(await screen.findByText('Campaign Not Found')).toBeVisible();
  expect(
    screen.getByText('This campaign might have been removed or does not exist.'),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  expect(screen.queryByRole('form', { name: 'Add a timeline update' })).not.toBeInTheDocument();
});

it('lets an admin manage any campaign, as the server does', async () => {
  renderPage({ 'GET /api/user-profile': () => jsonResponse(account('admin-1', 'admin')) });
  expect(await screen.findByRole('form', { name: 'Add a timeline update' })).toBeVisible();
  expect(await screen.findByRole('button', { name: 'Delete update Sowing done' })).toBeVisible();
  expect(screen.queryByText(/Only the campaign owner/)).not.toBeInTheDocument();
});
