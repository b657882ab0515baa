import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { SignInRequiredDialog } from './sign-in-required-dialog';
import { renderWithStore } from './test-support/render-with-store';

function LoginPage() {
  const { search } = useLocation();
  return <h1>Login page {search}</h1>;
}

test('the dialog explains itself and Go to Sign In leads to /login, to return here', async () => {
  const onClose = jest.fn();
  const onSignIn = jest.fn();
  renderWithStore(
    <Routes>
      <Route
        path="/farms"
        element={<SignInRequiredDialog app="invest" open onClose={onClose} onSignIn={onSignIn} />}
      />
      <Route path="/login" element={<LoginPage />} />
    </Routes>,
    { route: '/farms?cropTypes=Ragi' },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Sign In Required' });
  expect(dialog).toHaveAccessibleDescription('Please sign in to continue shopping with us.');
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(onSignIn).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Go to Sign In' }));
  expect(
    await screen.findByRole('heading', { name: 'Login page ?next=%2Ffarms%3FcropTypes%3DRagi' }),
  ).toBeInTheDocument();
  expect(onSignIn).toHaveBeenCalledTimes(1);
});
