import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { SignInRequiredDialog } from './sign-in-required-dialog';
import { renderWithStore } from './test-support/render-with-store';

test('the dialog explains itself and Go to Sign In leads to /login', async () => {
  const onClose = jest.fn();
  renderWithStore(
    <Routes>
      <Route path="/farms" element={<SignInRequiredDialog app="invest" open onClose={onClose} />} />
      <Route path="/login" element={<h1>Login page</h1>} />
    </Routes>,
    { route: '/farms' },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Sign In Required' });
  expect(dialog).toHaveAccessibleDescription('Please sign in to continue shopping with us.');
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('button', { name: 'Go to Sign In' }));
  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
});
