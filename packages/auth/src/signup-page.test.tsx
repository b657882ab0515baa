import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { LoginPage } from './login-page';
import { SignupPage } from './signup-page';
import { renderWithStore } from './test-support/render-with-store';
import { NO_GOOGLE, jsonResponse, stubFetch } from './test-support/stub-fetch';

function renderSignup(route = '/signup') {
  return renderWithStore(
    <Routes>
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/login" element={<LoginPage />} />
    </Routes>,
    { route },
  );
}

async function fillIn({
  username = 'asha',
  email = 'asha@mitti.test',
  password = 'long-enough',
} = {}) {
  await userEvent.type(screen.getByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

afterEach(() => {
  jest.restoreAllMocks();
});

test('submitting an empty form names every missing field and the terms', async () => {
  stubFetch(NO_GOOGLE);
  renderSignup();
  await submit();
  expect(await screen.findByText('Username is required')).toBeInTheDocument();
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  expect(screen.getByText('You must accept the terms to continue')).toBeInTheDocument();
});

test('a failed submit takes the focus to the first invalid field, which says what is wrong', async () => {
  stubFetch(NO_GOOGLE);
  renderSignup();
  await userEvent.type(screen.getByLabelText('Username'), 'asha');
  await submit();
  expect(screen.getByLabelText('Email')).toHaveFocus();
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
});

test('an email already registered: the refusal takes the focus from the disabled button', async () => {
  stubFetch({
    ...NO_GOOGLE,
    'POST /api/auth/signup': () =>
      jsonResponse(
        { message: 'An account with this email already exists.', code: 'EMAIL_TAKEN' },
        409,
      ),
  });
  renderSignup();
  await fillIn();
  await submit();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    'Error during signup: An account with this email already exists.',
  );
  expect(alert).toHaveFocus();
});

test('the password needs at least 8 characters, as the helper text says', async () => {
  stubFetch(NO_GOOGLE);
  renderSignup();
  expect(screen.getByText('At least 8 characters.')).toBeInTheDocument();
  await fillIn({ password: 'seven77' });
  await submit();
  expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
});

test('a password of spaces only is refused beside the field, before anything is sent', async () => {
  const signup = jest.fn(() => jsonResponse({ message: 'Created' }, 201));
  stubFetch({ ...NO_GOOGLE, 'POST /api/auth/signup': signup });
  renderSignup();
  await fillIn({ password: ' '.repeat(8) });
  await submit();
  expect(await screen.findByText('Password cannot be only spaces')).toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
    'Password cannot be only spaces',
  );
  expect(signup).not.toHaveBeenCalled();
});

test("a common password refused by the server shows the server's message beside the field", async () => {
  const message = 'This password is too common. Please choose one that is harder to guess';
  stubFetch({
    ...NO_GOOGLE,
    'POST /api/auth/signup': () =>
      jsonResponse({ message, code: 'VALIDATION', fields: { password: message } }, 400),
  });
  renderSignup();
  await fillIn({ password: 'password1' });
  await submit();
  expect(await screen.findByText(`Error during signup: ${message}`)).toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(message);
});

test('the terms link points at the terms section of /about', () => {
  stubFetch(NO_GOOGLE);
  renderSignup();
  expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    '/about#terms',
  );
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
});

test('a successful sign-up sends the user to /login with the success message', async () => {
  const bodies: unknown[] = [];
  stubFetch({
    ...NO_GOOGLE,
    'POST /api/auth/signup': async (request) => {
      bodies.push(await request.json());
      return jsonResponse({ message: 'Created', user: { _id: 'u1' } }, 201);
    },
  });
  renderSignup();
  await fillIn();
  await submit();
  expect(await screen.findByText('Signup successful! Please log in.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  expect(bodies).toEqual([{ username: 'asha', email: 'asha@mitti.test', password: 'long-enough' }]);
});

test('a refused sign-up shows the server message and the field it names', async () => {
  stubFetch({
    ...NO_GOOGLE,
    'POST /api/auth/signup': () =>
      jsonResponse(
        {
          message: 'An account with this email already exists.',
          code: 'CONFLICT',
          fields: { email: 'This email is already registered' },
        },
        409,
      ),
  });
  renderSignup();
  await fillIn();
  await submit();
  expect(
    await screen.findByText('Error during signup: An account with this email already exists.'),
  ).toBeInTheDocument();
  expect(screen.getByText('This email is already registered')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveFocus();
});

test('a failure without a message falls back to Unknown error', async () => {
  stubFetch({
    ...NO_GOOGLE,
    'POST /api/auth/signup': () => new Response('', { status: 500, statusText: '' }),
  });
  renderSignup();
  await fillIn();
  await submit();
  expect(await screen.findByText('Error during signup: Unknown error')).toBeInTheDocument();
});

test('a sign-up started elsewhere goes on to /login with where to return', async () => {
  stubFetch({
    ...NO_GOOGLE,
    'POST /api/auth/signup': () => jsonResponse({ message: 'Created', user: { _id: 'u1' } }, 201),
  });
  renderSignup('/signup?next=%2Fshop%2Fcart');
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/login?next=%2Fshop%2Fcart',
  );
  await fillIn();
  await submit();
  expect(await screen.findByText('Signup successful! Please log in.')).toBeInTheDocument();
  // The login page carries it on: its own Sign up link still names the page to return to.
  expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
    'href',
    '/signup?next=%2Fshop%2Fcart',
  );
});
