import { TOKEN_STORAGE_KEY } from '@mitti/domain/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { ConfirmEmailChangePage } from './confirm-email-change-page';
import { ConfirmEmailPage } from './confirm-email-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';
import { ResetPasswordPage } from './reset-password-page';
import { renderWithStore } from './test-support/render-with-store';
import { NO_GOOGLE, jsonResponse, stubFetch } from './test-support/stub-fetch';

const TOKEN = 'ab'.repeat(32);

function renderAt(route: string) {
  return renderWithStore(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/confirm-email" element={<ConfirmEmailPage />} />
      <Route path="/confirm-email-change" element={<ConfirmEmailChangePage />} />
    </Routes>,
    { route },
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('/forgot-password', () => {
  it('sends the email and says a link went out if the account exists', async () => {
    const forgot = jest.fn(async (request: Request) => {
      expect(await request.json()).toEqual({ email: 'asha@mitti.test' });
      return jsonResponse({ message: 'ignored' }, 202);
    });
    stubFetch({ 'POST /api/auth/forgot-password': forgot });
    renderAt('/forgot-password');
    await userEvent.type(screen.getByLabelText('Email'), ' Asha@Mitti.test ');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    const sent = await screen.findByText(
      'If an account exists for that email, we have sent a link to reset its password.',
    );
    expect(forgot).toHaveBeenCalledTimes(1);
    // The form is gone: its answer has the focus.
    await waitFor(() => expect(sent.closest('[role="alert"]')).toHaveFocus());
  });

  it('asks for a valid email before any call', async () => {
    const forgot = jest.fn(() => jsonResponse({}, 202));
    stubFetch({ 'POST /api/auth/forgot-password': forgot });
    renderAt('/forgot-password');
    await userEvent.type(screen.getByLabelText('Email'), 'asha@');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(forgot).not.toHaveBeenCalled();
  });
});

/** The API's 400 for an emailed link it will not take (wrong, used or expired), naming the token. */
const refusedLink = (message: string) =>
  jsonResponse({ message, code: 'VALIDATION', fields: { token: message } }, 400);

describe('/reset-password', () => {
  const USABLE_LINK = {
    'POST /api/auth/reset-password/check': () => new Response(null, { status: 204 }),
  };

  async function fillIn(password: string, again = password) {
    await userEvent.type(await screen.findByLabelText('New password'), password);
    await userEvent.type(screen.getByLabelText('Confirm new password'), again);
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  }

  it('sets the new password and sends the user to sign in with the message', async () => {
    const reset = jest.fn(async (request: Request) => {
      expect(await request.json()).toEqual({ token: TOKEN, password: 'a new pass phrase' });
      return jsonResponse({
        message: 'Your password has been reset. Please sign in with the new one.',
      });
    });
    stubFetch({ ...NO_GOOGLE, ...USABLE_LINK, 'POST /api/auth/reset-password': reset });
    renderAt(`/reset-password?token=${TOKEN}`);
    await fillIn('a new pass phrase');
    expect(
      await screen.findByText('Your password has been reset. Please sign in with the new one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('checks the two passwords with the shared rule before any call', async () => {
    const reset = jest.fn(() => jsonResponse({}));
    stubFetch({ ...USABLE_LINK, 'POST /api/auth/reset-password': reset });
    renderAt(`/reset-password?token=${TOKEN}`);
    await fillIn('short', 'shorter');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(reset).not.toHaveBeenCalled();
  });

  it('says a used link before a password is typed, with a link to ask again', async () => {
    const check = jest.fn(async (request: Request) => {
      expect(await request.json()).toEqual({ token: TOKEN });
      return refusedLink('This link has already been used. Please ask for a new one.');
    });
    stubFetch({ 'POST /api/auth/reset-password/check': check });
    renderAt(`/reset-password?token=${TOKEN}`);

    expect(screen.getByRole('status')).toHaveTextContent('Checking your link…');
    expect(
      await screen.findByText(/This link has already been used\. Please ask for a new one\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('shows the form when the link cannot be checked, and the reset still says what is wrong', async () => {
    stubFetch({
      'POST /api/auth/reset-password/check': () => {
        throw new TypeError('Failed to fetch');
      },
      'POST /api/auth/reset-password': () =>
        refusedLink('This link has expired. Please ask for a new one.'),
    });
    renderAt(`/reset-password?token=${TOKEN}`);
    await fillIn('a new pass phrase');
    expect(
      await screen.findByText(/This link has expired\. Please ask for a new one\./),
    ).toBeInTheDocument();
  });

  it("shows the server's word on a link used meanwhile, with a link to ask again", async () => {
    stubFetch({
      ...USABLE_LINK,
      'POST /api/auth/reset-password': () =>
        refusedLink('This link has already been used. Please ask for a new one.'),
    });
    renderAt(`/reset-password?token=${TOKEN}`);
    await fillIn('a new pass phrase');
    expect(
      await screen.findByText(/This link has already been used\. Please ask for a new one\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('shows a common password refused by the server beside the field', async () => {
    const message = 'This password is too common. Please choose one that is harder to guess';
    stubFetch({
      ...USABLE_LINK,
      'POST /api/auth/reset-password': () =>
        jsonResponse({ message, code: 'VALIDATION', fields: { password: message } }, 400),
    });
    renderAt(`/reset-password?token=${TOKEN}`);
    await fillIn('password123');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toBeInvalid();
  });
});

describe('/confirm-email', () => {
  it('confirms on load and says so', async () => {
    const confirm = jest.fn(async (request: Request) => {
      expect(await request.json()).toEqual({ token: TOKEN });
      return jsonResponse({ message: 'Your email address is confirmed.' });
    });
    stubFetch({ 'POST /api/auth/confirm-email': confirm });
    renderAt(`/confirm-email?token=${TOKEN}`);
    expect(await screen.findByText(/Your email address is confirmed\./)).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('shows the error and, when signed in, resends the email', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt');
    stubFetch({
      'POST /api/auth/confirm-email': () =>
        refusedLink('This link has expired. Please ask for a new one.'),
      'POST /api/auth/resend-confirmation': () =>
        jsonResponse({ message: 'We have sent a new link to asha@mitti.test.' }, 202),
    });
    renderAt(`/confirm-email?token=${TOKEN}`);
    expect(
      await screen.findByText('This link has expired. Please ask for a new one.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend the email' }));
    expect(
      await screen.findByText('We have sent a new link to asha@mitti.test.'),
    ).toBeInTheDocument();
  });

  it('asks a visitor to sign in to get a new email', async () => {
    stubFetch({
      'POST /api/auth/confirm-email': () =>
        jsonResponse({ message: 'This link is not valid.', code: 'VALIDATION' }, 400),
    });
    renderAt(`/confirm-email?token=${TOKEN}`);
    expect(await screen.findByText('This link is not valid.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Resend the email' })).not.toBeInTheDocument();
  });
});

describe('/confirm-email-change', () => {
  it('changes the email on load and says to what', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt');
    const confirm = jest.fn(async (request: Request) => {
      expect(await request.json()).toEqual({ token: TOKEN });
      return jsonResponse({
        message: 'Your email address is now asha.new@mitti.test.',
        email: 'asha.new@mitti.test',
      });
    });
    stubFetch({ 'POST /api/auth/confirm-email-change': confirm });
    renderAt(`/confirm-email-change?token=${TOKEN}`);
    expect(
      await screen.findByText(/Your email address is now asha\.new@mitti\.test\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it("shows the server's word on a used link and where to ask again", async () => {
    stubFetch({
      'POST /api/auth/confirm-email-change': () =>
        refusedLink('This link has already been used. Please ask for a new one.'),
    });
    renderAt(`/confirm-email-change?token=${TOKEN}`);
    expect(
      await screen.findByText('This link has already been used. Please ask for a new one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'your profile' })).toHaveAttribute('href', '/profile');
  });

  it('says a link without its token is not complete, asking nothing', async () => {
    const confirm = jest.fn(() => jsonResponse({}));
    stubFetch({ 'POST /api/auth/confirm-email-change': confirm });
    renderAt('/confirm-email-change');
    expect(
      await screen.findByText('This link is not complete. Please ask for a new one.'),
    ).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });
});
