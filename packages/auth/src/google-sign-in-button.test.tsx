import { TOKEN_STORAGE_KEY } from '@mitti/domain/constants';
import { act, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { GoogleLoginPage } from './google-login-page';
import type { GoogleAccountsId, GoogleCredentialResponse } from './google-identity';
import { GoogleSignInButton } from './google-sign-in-button';
import { renderWithStore } from './test-support/render-with-store';
import { NO_GOOGLE, jsonResponse, stubFetch } from './test-support/stub-fetch';

const CONFIGURED = { 'GET /api/auth/config': () => jsonResponse({ googleClientId: 'client-123' }) };

/** Stands in for Google's script: remembers the callback and draws a button. */
function fakeGoogle() {
  const google = {
    callback: undefined as ((response: GoogleCredentialResponse) => void) | undefined,
  };
  const initialize = jest.fn((config: Parameters<GoogleAccountsId['initialize']>[0]) => {
    google.callback = config.callback;
  });
  const renderButton = jest.fn((parent: HTMLElement) => {
    parent.innerHTML = '<div role="button">Google: Continue as Asha</div>';
  });
  window.google = { accounts: { id: { initialize, renderButton } } };
  return { initialize, google };
}

function renderAt(element: ReactNode, route = '/login') {
  return renderWithStore(
    <Routes>
      <Route path="/login" element={element} />
      <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
      <Route path="/campaign/:id/invest" element={<h1>Checkout page</h1>} />
    </Routes>,
    { route },
  );
}

afterEach(() => {
  delete window.google;
  jest.restoreAllMocks();
  localStorage.clear();
});

test('without a configured client id the button is disabled and says why', async () => {
  stubFetch(NO_GOOGLE);
  renderAt(<GoogleSignInButton />);
  expect(await screen.findByText('Google sign-in is not configured.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
});

test("Google's credential is exchanged for a remembered session and the user goes to the dashboard", async () => {
  const bodies: unknown[] = [];
  stubFetch({
    ...CONFIGURED,
    'POST /api/auth/google-signin': async (request) => {
      bodies.push(await request.json());
      return jsonResponse({ token: 'jwt-google', user: { _id: 'u1' } });
    },
  });
  const { initialize, google } = fakeGoogle();
  renderAt(<GoogleSignInButton />);
  await screen.findByRole('button', { name: 'Google: Continue as Asha' });
  expect(initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'client-123' }));
  act(() => google.callback?.({ credential: 'google-id-token' }));
  expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  expect(bodies).toEqual([{ idToken: 'google-id-token' }]);
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-google');
});

test('a Google sign-in started elsewhere returns there', async () => {
  stubFetch({
    ...CONFIGURED,
    'POST /api/auth/google-signin': () =>
      jsonResponse({ token: 'jwt-google', user: { _id: 'u1' } }),
  });
  const { google } = fakeGoogle();
  renderAt(<GoogleSignInButton />, '/login?next=%2Fcampaign%2F42%2Finvest%3Funits%3D2');
  await screen.findByRole('button', { name: 'Google: Continue as Asha' });
  act(() => google.callback?.({ credential: 'google-id-token' }));
  expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
});

test('a refused Google sign-in shows the failure alert', async () => {
  stubFetch({
    ...CONFIGURED,
    'POST /api/auth/google-signin': () =>
      jsonResponse({ message: 'Invalid token', code: 'UNAUTHORIZED' }, 401),
  });
  const { google } = fakeGoogle();
  renderAt(<GoogleSignInButton />);
  await screen.findByRole('button', { name: 'Google: Continue as Asha' });
  act(() => google.callback?.({ credential: 'bad' }));
  expect(await screen.findByText('Google Sign-In failed. Please try again.')).toBeInTheDocument();
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
});

test('the /google-login page only logs a failure and keeps its button', async () => {
  stubFetch({
    ...CONFIGURED,
    'POST /api/auth/google-signin': () =>
      jsonResponse({ message: 'Invalid token', code: 'UNAUTHORIZED' }, 401),
  });
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  const { google } = fakeGoogle();
  renderAt(<GoogleLoginPage />);
  await screen.findByRole('button', { name: 'Google: Continue as Asha' });
  act(() => google.callback?.({ credential: 'bad' }));
  await waitFor(() =>
    expect(log).toHaveBeenCalledWith(
      'Google sign-in failed',
      expect.objectContaining({ status: 401 }),
    ),
  );
  expect(screen.queryByText('Google Sign-In failed. Please try again.')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Google: Continue as Asha' })).toBeInTheDocument();
});
