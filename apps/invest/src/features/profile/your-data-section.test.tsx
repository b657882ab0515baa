import { createAppStore } from '@mitti/auth/app-store';
import { ACCOUNT_DELETED } from '@mitti/auth/use-delete-account';
import type { AccountData } from '@mitti/domain/account-data';
import type { UserProfile } from '@mitti/domain/user';
import { ToastProvider } from '@mitti/ui/toast-provider';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { YourDataSection } from './your-data-section';

const profile: UserProfile = {
  _id: 'user-1',
  name: 'Asha Patil',
  email: 'asha@mitti.test',
  phone: '',
  profilePicture: null,
  addresses: [],
  active: 'false',
  role: 'user',
  hasPassword: true,
};

const BLOCKED =
  'Your account cannot be deleted yet: you have a shop order that has not been delivered yet. Try again once that is done, or write to us from the Contact page if you need help.';

type Handler = (request: Request) => Response | Promise<Response>;

function json(body: unknown, status = 200): Response {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Answers API calls by `METHOD /api/path`; records each request's JSON body. */
function stubApi(handlers: Record<string, Handler>) {
  const calls: { route: string; body: unknown; authorization: string | null }[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const route = `${request.method} ${new URL(request.url).pathname}`;
    const text = await request.clone().text();
    calls.push({
      route,
      body: text ? (JSON.parse(text) as unknown) : null,
      authorization: request.headers.get('authorization'),
    });
    const handler = handlers[route];
    return handler
      ? handler(request)
      : json({ message: `No stub for ${route}`, code: 'NOT_FOUND' }, 404);
  });
  return calls;
}

function renderSection(account: UserProfile = profile) {
  const store = createAppStore();
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <YourDataSection profile={account} /> },
      { path: '/', element: <h1>Landing</h1> },
    ],
    { initialEntries: ['/profile'] },
  );
  render(
    <Provider store={store}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </Provider>,
  );
  return { store, router };
}

const saved: Blob[] = [];

beforeEach(() => {
  localStorage.setItem('token', 'test-token');
  // jsdom has no object URLs; the file handed to the browser is kept to be read.
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    saved.push(blob as Blob);
    return 'blob:mitti-data';
  };
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  saved.length = 0;
});

describe('YourDataSection: Download my data', () => {
  it('saves the answer as a dated JSON file, asked for with the token', async () => {
    const data = {
      exportedAt: '2031-05-06T10:00:00.000Z',
      investments: [],
    } as unknown as AccountData;
    const calls = stubApi({ 'GET /api/users/me/data': () => json(data) });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderSection();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByText('Saved as mitti-data-2031-05-06.json.')).toBeInTheDocument();
    expect(calls).toEqual([
      { route: 'GET /api/users/me/data', body: null, authorization: 'Bearer test-token' },
    ]);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(JSON.parse(await saved[0]!.text())).toEqual(data);
  });

  it('says why when the download fails, and lets the user try again', async () => {
    stubApi({
      'GET /api/users/me/data': () =>
        json({ message: 'The database is asleep.', code: 'INTERNAL' }, 500),
    });
    renderSection();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The database is asleep.');
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
    expect(saved).toEqual([]);
  });
});

describe('YourDataSection: Delete my account', () => {
  it('explains what goes and what stays, and needs the password', async () => {
    const calls = stubApi({});
    renderSection();
    const user = userEvent.setup();
    // Before anything is typed: when deletion has to wait.
    expect(
      screen.getByText(/It waits while a shop order of yours is on its way/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent(/saved addresses, cart/);
    expect(dialog).toHaveTextContent(/investments, shop orders, payments and refunds are kept/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog).findByText('Enter your password to confirm')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the reason the server refuses in the dialog, and stays signed in', async () => {
    stubApi({
      'DELETE /api/users/me': () => json({ message: BLOCKED, code: 'ACCOUNT_IN_USE' }, 409),
    });
    const { store, router } = renderSection();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Password/), 'my password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(BLOCKED);
    expect(store.getState().auth.token).toBe('test-token');
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('shows a wrong password beside the field', async () => {
    const message = 'The password is not right.';
    stubApi({
      'DELETE /api/users/me': () =>
        json({ message, code: 'VALIDATION', fields: { password: message } }, 400),
    });
    renderSection();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Password/), 'not it');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Password/)).toBeInvalid();
  });

  it('on success signs out, goes to / and says the account is gone', async () => {
    const calls = stubApi({ 'DELETE /api/users/me': () => json(null, 204) });
    const { store, router } = renderSection();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Password/), 'my password{Enter}');

    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    expect(await screen.findByText(ACCOUNT_DELETED)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().auth.token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(calls).toEqual([
      {
        route: 'DELETE /api/users/me',
        body: { password: 'my password' },
        authorization: 'Bearer test-token',
      },
    ]);
  });

  it('asks a Google-only account for its email address instead', async () => {
    const calls = stubApi({ 'DELETE /api/users/me': () => json(null, 204) });
    renderSection({ ...profile, hasPassword: false });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Your email address/), 'Asha@Mitti.test');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
    // The server trims and lower-cases it, as the schema says.
    expect(calls[0]?.body).toEqual({ email: 'Asha@Mitti.test' });
  });
});
