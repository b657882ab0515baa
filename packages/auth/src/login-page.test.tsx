import { TOKEN_STORAGE_KEY } from '@mitti/domain/constants';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { LoginPage } from './login-page';
import { renderWithStore } from './test-support/render-with-store';
import { NO_GOOGLE, jsonResponse, stubFetch } from './test-support/stub-fetch';

const user = { _id: 'u1', name: 'Asha', email: 'asha@mitti.test' };

function Checkout() {
  const { search } = useLocation();
  return <h1>Checkout page {search}</h1>;
}

function renderLogin(state?: unknown, route = '/login') {
  return renderWithStore(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
      <Route path="/campaign/:id/invest" element={<Checkout />} />
    </Routes>,
    { route, state },
  );
}

function signInWorks() {
  stubFetch({
    ...NO_GOOGLE,
    'POST /api/auth/login': () => jsonResponse({ token: 'jwt', user }),
  });
}

async function fillIn(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

test('submitting an empty form asks for email and password', async () => {
  stubFetch(NO_GOOGLE);
  renderLogin();
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
});

test('a malformed email is rejected before any call', async () => {
  const login = jest.fn(() => jsonResponse({ token: 'jwt', user }));
  stubFetch({ ...NO_GOOGLE, 'POST /api/auth/login': login });
  renderLogin();
  await fillIn('not-an-email', 'secret-password');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  expect(login).not.toHaveBeenCalled();
});

test('wrong credentials show the server message', async () => {
  stubFetch({
    ...NO_GOOGLE,
    'POST /api/auth/login': () =>
      jsonResponse({ message: 'Invalid email or password.', code: 'UNAUTHORIZED' }, 401),
  });
  renderLogin();
  await fillIn('asha@mitti.test', 'wrong-password');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(
    await screen.findByText('Invalid credentials: Invalid email or password.'),
  ).toBeInTheDocument();
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  // Ready to type the password again.
  expect(screen.getByLabelText('Password')).toHaveFocus();
});

test('a server that does not answer is not called wrong credentials', async () => {
  let answer = () => new Response('<h1>502 Bad Gateway</h1>', { status: 502 });
  stubFetch({ ...NO_GOOGLE, 'POST /api/auth/login': () => answer() });
  renderLogin();
  await fillIn('asha@mitti.test', 'right-password');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(
    await screen.findByText('The server is not answering right now. Please try again in a moment.'),
  ).toBeInTheDocument();

  answer = () => {
    throw new TypeError('Failed to fetch');
  };
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(
    await screen.findByText('Could not reach the server. Check your connection.'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/Invalid credentials/)).not.toBeInTheDocument();
});

test('with Remember me the token is kept in localStorage and the user goes to the dashboard', async () => {
  const bodies: unknown[] = [];
  stubFetch({
    ...NO_GOOGLE,
    'POST /api/auth/login': async (request) => {
      bodies.push(await request.json());
      return jsonResponse({ token: 'jwt-remembered', user });
    },
  });
  renderLogin();
  await fillIn(' Asha@Mitti.test', 'mitti-demo');
  expect(screen.getByLabelText('Remember me')).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  expect(bodies).toEqual([{ email: 'asha@mitti.test', password: 'mitti-demo' }]);
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-remembered');
  expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
});

test('without Remember me the token lives in sessionStorage only', async () => {
  stubFetch({
    ...NO_GOOGLE,
    'POST /api/auth/login': () => jsonResponse({ token: 'jwt-session', user }),
  });
  renderLogin();
  await fillIn('asha@mitti.test', 'mitti-demo');
  await userEvent.click(screen.getByLabelText('Remember me'));
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-session');
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
});

test('the password can be shown and hidden', async () => {
  stubFetch(NO_GOOGLE);
  renderLogin();
  const password = screen.getByLabelText('Password');
  expect(password).toHaveAttribute('type', 'password');
  await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
  expect(password).toHaveAttribute('type', 'text');
  await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(password).toHaveAttribute('type', 'password');
});

test('Forgot password? leads to the page that sends a reset link', () => {
  stubFetch(NO_GOOGLE);
  renderLogin();
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});

test('a message passed by sign-up is shown as a success alert, with a link to sign up', async () => {
  stubFetch(NO_GOOGLE);
  renderLogin({ message: 'Signup successful! Please log in.' });
  expect(screen.getByText('Signup successful! Please log in.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  expect(await screen.findByText('Google sign-in is not configured.')).toBeInTheDocument();
});

test("sign-up's success message gives way to a failed attempt's error", async () => {
  stubFetch({
    ...NO_GOOGLE,
    'POST /api/auth/login': () =>
      jsonResponse({ message: 'Invalid email or password.', code: 'UNAUTHORIZED' }, 401),
  });
  renderLogin({ message: 'Signup successful! Please log in.' });
  await fillIn('asha@mitti.test', 'wrong-password');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(
    await screen.findByText('Invalid credentials: Invalid email or password.'),
  ).toBeInTheDocument();
  expect(screen.queryByText('Signup successful! Please log in.')).not.toBeInTheDocument();
});

test('signing in returns to the page in next, with its query', async () => {
  signInWorks();
  renderLogin(undefined, `/login?next=${encodeURIComponent('/campaign/42/invest?units=3')}`);
  await fillIn('asha@mitti.test', 'mitti-demo');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(
    await screen.findByRole('heading', { name: 'Checkout page ?units=3' }),
  ).toBeInTheDocument();
});

test('a next that leaves the site goes to the dashboard instead', async () => {
  signInWorks();
  renderLogin(undefined, `/login?next=${encodeURIComponent('//evil.example/campaign/42/invest')}`);
  await fillIn('asha@mitti.test', 'mitti-demo');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
});

test('Sign up keeps where to return', () => {
  stubFetch(NO_GOOGLE);
  renderLogin(undefined, '/login?next=%2Fshop%2Fcart');
  expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
    'href',
    '/signup?next=%2Fshop%2Fcart',
  );
});

test('after the API refused the token, the page says the session has ended', () => {
  stubFetch(NO_GOOGLE);
  renderLogin(undefined, '/login?next=%2Fshop%2Fcart&session=ended');
  expect(screen.getByText('Your session has ended. Please sign in again.')).toBeVisible();
});

test('a plain visit says nothing about a session', () => {
  stubFetch(NO_GOOGLE);
  renderLogin();
  expect(screen.queryByText(/Your session has ended/)).not.toBeInTheDocument();
});
