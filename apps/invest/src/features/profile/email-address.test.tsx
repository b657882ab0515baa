import { createAppStore } from '@mitti/auth/app-store';
import type { UserProfile } from '@mitti/domain/user';
import { ToastProvider } from '@mitti/ui/toast-provider';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { EmailSection } from './email-section';

const PROFILE: UserProfile = {
  _id: 'u1',
  name: 'Asha Rao',
  email: 'asha@mitti.test',
  phone: '',
  profilePicture: null,
  addresses: [],
  active: 'false',
  role: 'user',
  hasPassword: true,
  emailConfirmed: true,
  pendingEmail: null,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Answer = { status: number; body: unknown };

/** The profile as the server keeps it, and POST /auth/change-email answering `answer`. */
function stubServer(initial: UserProfile, answer?: (body: { newEmail: string }) => Answer) {
  let stored = initial;
  const posts: unknown[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const route = `${request.method} ${new URL(request.url).pathname}`;
    if (route === 'GET /api/user-profile') return json(stored);
    if (route === 'GET /api/users/me/email-preferences') {
      return json({
        preferences: {
          orderUpdates: true,
          farmUpdates: true,
          campaignEnded: true,
          newInvestments: true,
        },
      });
    }
    if (route === 'POST /api/auth/change-email' && answer) {
      const body = (await request.json()) as { newEmail: string };
      posts.push(body);
      const { status, body: reply } = answer(body);
      if (status === 202) stored = { ...stored, pendingEmail: body.newEmail };
      return json(reply, status);
    }
    return json({ message: `No stub for ${route}`, code: 'NOT_FOUND' }, 404);
  });
  return posts;
}

function renderSection() {
  render(
    <Provider store={createAppStore()}>
      <ToastProvider>
        <EmailSection />
      </ToastProvider>
    </Provider>,
  );
}

async function openForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Change email' }));
  return screen.getByRole('form', { name: 'Change email' });
}

beforeEach(() => localStorage.setItem('token', 'test-token'));
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('changing the email in the profile', () => {
  it('checks the new address with the shared rule before any call', async () => {
    const posts = stubServer(PROFILE, () => ({ status: 202, body: {} }));
    renderSection();
    const form = await openForm();

    await userEvent.type(within(form).getByLabelText(/New email/), 'asha@');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the link' }));

    expect(await within(form).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(within(form).getByText('Current password is required')).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('puts the focus in the new address, and back on Change email when cancelled', async () => {
    stubServer(PROFILE);
    renderSection();
    const form = await openForm();
    expect(within(form).getByLabelText(/New email/)).toHaveFocus();

    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('button', { name: 'Change email' })).toHaveFocus();
  });

  it('sends the link and shows the change as pending at the new address', async () => {
    const posts = stubServer(PROFILE, ({ newEmail }) => ({
      status: 202,
      body: {
        message: `We have sent a link to ${newEmail}. Your email changes when you follow it.`,
        pendingEmail: newEmail,
      },
    }));
    renderSection();
    expect(await screen.findByText('asha@mitti.test')).toBeInTheDocument();
    const form = await openForm();

    await userEvent.type(within(form).getByLabelText(/New email/), ' Asha.New@Mitti.test ');
    await userEvent.type(within(form).getByLabelText(/Current password/), 'my pass phrase');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the link' }));

    expect(
      await screen.findByText(
        'We have sent a link to asha.new@mitti.test. Your email changes when you follow it.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/Pending: check asha\.new@mitti\.test for the link/),
    ).toBeInTheDocument();
    expect(screen.getByText('asha@mitti.test')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Change email' })).not.toBeInTheDocument();
    expect(posts).toEqual([{ newEmail: 'asha.new@mitti.test', currentPassword: 'my pass phrase' }]);
  });

  it('says so when another account has the address, and beside the field a wrong password', async () => {
    const taken =
      'Another Mitti account already uses this email address. Please choose a different one.';
    let attempt = 0;
    stubServer(PROFILE, () => {
      attempt += 1;
      return attempt === 1
        ? { status: 409, body: { code: 'EMAIL_TAKEN', message: taken } }
        : {
            status: 400,
            body: {
              code: 'VALIDATION',
              message: 'The current password is not right.',
              fields: { currentPassword: 'The current password is not right.' },
            },
          };
    });
    renderSection();
    const form = await openForm();
    await userEvent.type(within(form).getByLabelText(/New email/), 'ravi@mitti.test');
    await userEvent.type(within(form).getByLabelText(/Current password/), 'my pass phrase');

    await userEvent.click(within(form).getByRole('button', { name: 'Send the link' }));
    expect(await within(form).findByText(taken)).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Send the link' }));
    expect(await within(form).findByText('The current password is not right.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Current password/)).toBeInvalid();
  });

  it('shows a change already waiting, and no form for an account that signs in with Google', async () => {
    stubServer({ ...PROFILE, hasPassword: false, pendingEmail: 'asha.g@mitti.test' });
    renderSection();
    expect(
      await screen.findByText(/Pending: check asha\.g@mitti\.test for the link/),
    ).toBeInTheDocument();
    expect(screen.getByText(/You sign in with Google/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change email' })).not.toBeInTheDocument();
  });
});
