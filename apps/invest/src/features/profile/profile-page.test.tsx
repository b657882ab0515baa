import { uploadProfilePicture } from '@mitti/api-client/upload-profile-picture';
import { createAppStore } from '@mitti/auth/app-store';
import { ADDRESSES_CHANGED_MESSAGE } from '@mitti/domain/address';
import type { UserProfile } from '@mitti/domain/user';
import { ToastProvider } from '@mitti/ui/toast-provider';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { PASSWORD_CHANGED } from './change-password-form';
import { ProfilePage } from './profile-page';

jest.mock('@mitti/api-client/upload-profile-picture', () => ({ uploadProfilePicture: jest.fn() }));
const uploadMock = jest.mocked(uploadProfilePicture);

const home = {
  _id: 'addr-1',
  name: 'Home',
  street: '12 Mango Lane',
  city: 'Pune',
  state: 'Maharashtra',
  zipcode: '411001',
  country: 'India',
  phone: '9876543210',
  landmark: 'Opposite the temple',
};

const profile: UserProfile = {
  _id: 'user-1',
  name: 'Asha Patil',
  email: 'asha@mitti.test',
  phone: '',
  profilePicture: null,
  addresses: [home],
  active: 'false',
  role: 'user',
};

type Handler = (request: Request) => Response | Promise<Response>;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Answers API calls by `METHOD /api/path`; records each request's JSON body. */
function stubApi(handlers: Record<string, Handler>) {
  const calls: { route: string; body: unknown }[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const route = `${request.method} ${new URL(request.url).pathname}`;
    const text = await request.clone().text();
    calls.push({ route, body: text ? (JSON.parse(text) as unknown) : null });
    const handler = handlers[route];
    return handler
      ? handler(request)
      : json({ message: `No stub for ${route}`, code: 'NOT_FOUND' }, 404);
  });
  return calls;
}

/** Where 'Sign out everywhere' lands: the login page's notice from router state. */
function LoginStub() {
  const state = useLocation().state as { message?: string } | null;
  return <h1>Sign In: {state?.message}</h1>;
}

function renderPage() {
  const store = createAppStore();
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <ProfilePage /> },
      { path: '/login', element: <LoginStub /> },
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
  return store;
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'test-token');
});

afterEach(() => {
  jest.restoreAllMocks();
  uploadMock.mockReset();
});

describe('ProfilePage', () => {
  it('shows "Germinating..." while the first load runs, then the profile', async () => {
    stubApi({ 'GET /api/user-profile': () => json(profile) });
    renderPage();

    expect(screen.getByRole('status')).toHaveTextContent('Germinating...');
    expect((await screen.findAllByText('asha@mitti.test')).length).toBeGreaterThan(0);
    expect(screen.getByText('No phone number provided')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByText('Landmark: Opposite the temple')).toBeInTheDocument();
  });

  it('asks an unconfirmed owner to confirm the email, and sends the link again', async () => {
    const calls = stubApi({
      'GET /api/user-profile': () => json({ ...profile, emailConfirmed: false }),
      'POST /api/auth/resend-confirmation': () =>
        json({ message: 'We have sent a new link to asha@mitti.test.' }, 202),
    });
    renderPage();

    expect(
      await screen.findByText(
        'Please confirm your email address: investing and starting a campaign wait for it.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend the email' }));
    expect(
      await screen.findByText('We have sent a new link to asha@mitti.test.'),
    ).toBeInTheDocument();
    expect(calls.map((call) => call.route)).toContain('POST /api/auth/resend-confirmation');
  });

  it('shows the cached profile at once, then the fresh one', async () => {
    localStorage.setItem('profile', JSON.stringify({ ...profile, name: 'Asha (cached)' }));
    let answer: (response: Response) => void = () => undefined;
    const fresh = new Promise<Response>((resolve) => (answer = resolve));
    stubApi({ 'GET /api/user-profile': () => fresh });
    renderPage();

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getAllByText('Asha (cached)').length).toBeGreaterThan(0);

    answer(json(profile));
    expect((await screen.findAllByText('Asha Patil')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Asha (cached)')).not.toBeInTheDocument();
  });

  it('offers a retry when the profile cannot be loaded and nothing is cached', async () => {
    let fail = true;
    stubApi({
      'GET /api/user-profile': () =>
        fail ? json({ message: 'The database is asleep.', code: 'INTERNAL' }, 500) : json(profile),
    });
    renderPage();

    expect(await screen.findByText('Could not load your profile.')).toBeInTheDocument();
    expect(screen.getByText('The database is asleep.')).toBeInTheDocument();

    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your Profile' })).toBeInTheDocument();
  });

  it('edits the full name in place and sends the profile id', async () => {
    const calls = stubApi({
      'GET /api/user-profile': () => json(profile),
      'PUT /api/editName': () => json({ ...profile, name: 'Asha P. Patil' }),
    });
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit full name' }));
    const input = screen.getByRole('textbox', { name: 'Full Name' });
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();

    await user.type(input, '  Asha P. Patil ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Name updated successfully!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit full name' })).toHaveFocus();
    expect(calls).toContainEqual({
      route: 'PUT /api/editName',
      body: { name: 'Asha P. Patil', _id: 'user-1' },
    });
    expect(screen.queryByRole('textbox', { name: 'Full Name' })).not.toBeInTheDocument();
  });

  it('cancels an edit with Escape, back on its Edit button', async () => {
    const calls = stubApi({ 'GET /api/user-profile': () => json(profile) });
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit phone number' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone Number' }), '98765{Escape}');

    expect(screen.queryByRole('textbox', { name: 'Phone Number' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit phone number' })).toHaveFocus();
    expect(calls.map((call) => call.route)).not.toContain('PUT /api/editPhone');
  });

  it('rejects a phone that is not 10 digits and shows a failed save', async () => {
    stubApi({
      'GET /api/user-profile': () => json(profile),
      'PUT /api/editPhone': () => new Response(null, { status: 500 }),
    });
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit phone number' }));
    const input = screen.getByRole('textbox', { name: 'Phone Number' });
    await user.type(input, '98765');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();

    await user.type(input, '43210');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update your phone number.')).toBeInTheDocument();
    expect(input).toBeInTheDocument();
  });

  it('adds an address by sending the whole list', async () => {
    const calls = stubApi({
      'GET /api/user-profile': () => json(profile),
      'PUT /api/editAddress': () => json(profile),
    });
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add New Address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Address' });
    const fill = async (label: string, value: string) =>
      user.type(within(dialog).getByRole('textbox', { name: new RegExp(`^${label}`) }), value);
    await fill('Address Name', 'Farm');
    await fill('Street Address', '4 Paddy Road');
    await fill('City', 'Nashik');
    await fill('State', 'Maharashtra');
    await fill('ZIP Code', '422001');
    await fill('Country', 'India');
    await fill('Phone Number', '9123456780');
    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));

    expect(await screen.findByText('Address saved successfully!')).toBeInTheDocument();
    expect(calls).toContainEqual({
      route: 'PUT /api/editAddress',
      body: {
        _id: 'user-1',
        addresses: [
          home,
          {
            name: 'Farm',
            street: '4 Paddy Road',
            city: 'Nashik',
            state: 'Maharashtra',
            zipcode: '422001',
            country: 'India',
            phone: '9123456780',
          },
        ],
      },
    });
  });

  it('says when saving an address fails', async () => {
    stubApi({
      'GET /api/user-profile': () => json(profile),
      'PUT /api/editAddress': () => new Response(null, { status: 500 }),
    });
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit address Home' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Address' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Address' }));

    expect(await screen.findByText('Failed to save address.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Address' })).toBeInTheDocument();
  });

  it('deletes an address after confirmation', async () => {
    const calls = stubApi({
      'GET /api/user-profile': () => json(profile),
      'DELETE /api/deleteAddress': () => json({ ...profile, addresses: [] }),
    });
    renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete address Home' }));
    expect(screen.getByText('Are you sure you want to delete this address?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No, Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete address Home' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Delete' }));

    expect(await screen.findByText('Address deleted successfully!')).toBeInTheDocument();
    expect(calls).toContainEqual({
      route: 'DELETE /api/deleteAddress',
      body: { addressId: 'addr-1', userId: 'user-1' },
    });
  });

  it('refuses a delete from an address list changed elsewhere, and shows that list', async () => {
    const office = { ...home, _id: 'addr-2', name: 'Office' };
    let stored: UserProfile = { ...profile, addressesVersion: 'v1' };
    const calls = stubApi({
      'GET /api/user-profile': () => json(stored),
      'DELETE /api/deleteAddress': () =>
        json({ message: ADDRESSES_CHANGED_MESSAGE, code: 'ADDRESSES_CHANGED' }, 409),
    });
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Delete address Home' });
    // Another tab adds Office.
    stored = { ...profile, addresses: [home, office], addressesVersion: 'v2' };

    await user.click(screen.getByRole('button', { name: 'Delete address Home' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Delete' }));

    expect(await screen.findByText(ADDRESSES_CHANGED_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Delete address Office' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete address Home' })).toBeVisible();
    expect(calls).toContainEqual({
      route: 'DELETE /api/deleteAddress',
      body: { addressId: 'addr-1', userId: 'user-1', addressesVersion: 'v1' },
    });
  });

  it('shows the empty state when there are no addresses', async () => {
    stubApi({ 'GET /api/user-profile': () => json({ ...profile, addresses: [] }) });
    renderPage();
    expect(await screen.findByText('No saved addresses found')).toBeInTheDocument();
  });

  it('allows at most 3 addresses', async () => {
    const addresses = ['a', 'b', 'c'].map((id) => ({ ...home, _id: id, name: `Place ${id}` }));
    stubApi({ 'GET /api/user-profile': () => json({ ...profile, addresses }) });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Add New Address' })).toBeDisabled();
    expect(screen.getByText('You can only have up to 3 addresses.')).toBeInTheDocument();
  });

  it('uploads a new photo, refusing files over 10 MB', async () => {
    stubApi({ 'GET /api/user-profile': () => json(profile) });
    uploadMock.mockResolvedValue({ profilePicture: { url: '/uploads/asha.png' } });
    renderPage();
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Upload New Photo');

    const huge = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(input, huge);
    expect(
      screen.getByText('This image is larger than 10 MB. Please choose a smaller one.'),
    ).toBeInTheDocument();
    expect(uploadMock).not.toHaveBeenCalled();

    const photo = new File(['png'], 'asha.png', { type: 'image/png' });
    await user.upload(input, photo);
    expect(await screen.findByText('Profile photo updated!')).toBeInTheDocument();
    expect(uploadMock).toHaveBeenCalledWith(photo, 'test-token', expect.any(Function));
  });

  it('says when the upload fails', async () => {
    stubApi({ 'GET /api/user-profile': () => json(profile) });
    uploadMock.mockRejectedValue({ status: 500, message: '' });
    renderPage();
    await userEvent
      .setup()
      .upload(
        await screen.findByLabelText('Upload New Photo'),
        new File(['png'], 'a.png', { type: 'image/png' }),
      );
    expect(
      await screen.findByText('Failed to upload image. Please try again.'),
    ).toBeInTheDocument();
  });
});

describe('the Password section', () => {
  const fillIn = async (
    user: ReturnType<typeof userEvent.setup>,
    current: string,
    next: string,
    confirm = next,
  ) => {
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText(/^Current password/), current);
    await user.type(within(form).getByLabelText(/^New password/), next);
    await user.type(within(form).getByLabelText(/^Confirm new password/), confirm);
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    return form;
  };

  it('changes the password, keeps this browser signed in with the new token and says so', async () => {
    const calls = stubApi({
      'GET /api/user-profile': () => json(profile),
      'PUT /api/auth/password': () => json({ token: 'token-after-change' }),
    });
    const store = renderPage();
    const user = userEvent.setup();

    const form = await fillIn(user, 'old pass phrase', 'new pass phrase');

    expect(await screen.findByText(PASSWORD_CHANGED)).toBeInTheDocument();
    expect(calls.filter((call) => call.route === 'PUT /api/auth/password')).toEqual([
      {
        route: 'PUT /api/auth/password',
        body: { currentPassword: 'old pass phrase', newPassword: 'new pass phrase' },
      },
    ]);
    expect(store.getState().auth.token).toBe('token-after-change');
    expect(localStorage.getItem('token')).toBe('token-after-change');
    expect(within(form).getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('checks the form before sending: the sign-up rule and the repeated password', async () => {
    const calls = stubApi({ 'GET /api/user-profile': () => json(profile) });
    renderPage();
    const user = userEvent.setup();

    await fillIn(user, 'old pass phrase', 'short', 'shorts');

    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    // The first invalid field takes the focus, and its error is read with it.
    expect(screen.getByLabelText(/^New password/)).toHaveFocus();
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    );
    expect(calls.map((call) => call.route)).not.toContain('PUT /api/auth/password');
  });

  it("shows the server's refusal of the current password beside that field", async () => {
    stubApi({
      'GET /api/user-profile': () => json(profile),
      'PUT /api/auth/password': () =>
        json(
          {
            message: 'The current password is not right.',
            code: 'VALIDATION',
            fields: { currentPassword: 'The current password is not right.' },
          },
          400,
        ),
    });
    const store = renderPage();
    const user = userEvent.setup();

    const form = await fillIn(user, 'a wrong guess', 'new pass phrase');

    expect(await within(form).findByText('The current password is not right.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Current password/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(store.getState().auth.token).toBe('test-token');
    expect(screen.queryByText(PASSWORD_CHANGED)).not.toBeInTheDocument();
  });

  it('tells an account that signs in with Google that it has no password', async () => {
    stubApi({ 'GET /api/user-profile': () => json({ ...profile, hasPassword: false }) });
    renderPage();

    expect(
      await screen.findByText(
        'You sign in with Google, so your account has no Mitti password to change.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Change password' })).not.toBeInTheDocument();
  });

  it('signs out everywhere after confirmation, then signs this browser out', async () => {
    const calls = stubApi({
      'GET /api/user-profile': () => json(profile),
      'POST /api/auth/logout-all': () => new Response(null, { status: 204 }),
    });
    const store = renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.map((call) => call.route)).not.toContain('POST /api/auth/logout-all');
    expect(store.getState().auth.token).toBe('test-token');

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Sign out everywhere?' })).getByRole('button', {
        name: 'Sign out everywhere',
      }),
    );

    expect(
      await screen.findByRole('heading', {
        name: 'Sign In: You have been signed out on every device.',
      }),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.route === 'POST /api/auth/logout-all')).toHaveLength(1);
    expect(store.getState().auth.token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('stays signed in and says so when signing out everywhere fails', async () => {
    stubApi({
      'GET /api/user-profile': () => json(profile),
      'POST /api/auth/logout-all': () =>
        json({ message: 'Something went wrong on our side.', code: 'INTERNAL' }, 500),
    });
    const store = renderPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Sign out everywhere?' })).getByRole('button', {
        name: 'Sign out everywhere',
      }),
    );

    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    expect(store.getState().auth.token).toBe('test-token');
  });
});
