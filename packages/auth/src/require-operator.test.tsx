import { TOKEN_STORAGE_KEY } from '@mitti/domain/constants';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RequireOperator } from './require-operator';
import { renderWithStore } from './test-support/render-with-store';
import { jsonResponse, stubFetch } from './test-support/stub-fetch';

const profile = { _id: 'u1', name: 'Asha Rao', email: 'asha@mitti.test', role: 'user' };

function renderGuarded() {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt');
  return renderWithStore(
    <RequireOperator app="shop">
      <h1>Order fulfilment</h1>
    </RequireOperator>,
    { basename: '/shop', route: '/admin/orders' },
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

test('an admin gets the page', async () => {
  stubFetch({ 'GET /api/user-profile': () => jsonResponse({ ...profile, role: 'admin' }) });
  renderGuarded();
  expect(screen.getByText('Germinating...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Order fulfilment' })).toBeInTheDocument();
});

test('anyone else is told the page is for operators, with the way home', async () => {
  stubFetch({ 'GET /api/user-profile': () => jsonResponse(profile) });
  renderGuarded();
  expect(await screen.findByRole('heading', { name: 'Operators only' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/shop');
  expect(screen.queryByRole('heading', { name: 'Order fulfilment' })).not.toBeInTheDocument();
});

test('when the account cannot be read it says so and tries again', async () => {
  let fail = true;
  stubFetch({
    'GET /api/user-profile': () =>
      fail
        ? jsonResponse({ message: 'Down for a moment.', code: 'INTERNAL' }, 503)
        : jsonResponse({ ...profile, role: 'admin' }),
  });
  renderGuarded();
  expect(
    await screen.findByText('Could not check your account. Please try again.'),
  ).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Order fulfilment' })).toBeInTheDocument();
});
