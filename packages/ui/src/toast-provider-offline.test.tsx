import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider, useToast } from './toast-provider';

/** notistack's chunk, which cannot be fetched while `mockOffline`. */
const mockToastHost: unknown = jest.requireActual('./toast-host');
let mockOffline = false;
jest.mock('./toast-host', () => {
  if (mockOffline) {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/toast-host.js');
  }
  return mockToastHost;
});
beforeEach(() => {
  // Each test is a fresh page, offline: the chunk has not been fetched and cannot be.
  jest.resetModules();
  mockOffline = true;
});

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.error('Could not place the order.')}>Order</button>
      <button onClick={() => toast.success('Payment received.')}>Pay</button>
    </>
  );
}

it('shows the toasts asked for offline once the connection is back', async () => {
  render(
    <ToastProvider>
      <Buttons />
    </ToastProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Order' }));
  await user.click(screen.getByRole('button', { name: 'Pay' }));

  mockOffline = false;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(await screen.findByText('Could not place the order.')).toBeInTheDocument();
  expect(screen.getByText('Payment received.')).toBeInTheDocument();
});

it('tries again with the next toast, and shows the one asked for before it', async () => {
  render(
    <ToastProvider>
      <Buttons />
    </ToastProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Order' }));

  mockOffline = false;
  await user.click(screen.getByRole('button', { name: 'Pay' }));
  expect(await screen.findByText('Payment received.')).toBeInTheDocument();
  expect(screen.getByText('Could not place the order.')).toBeInTheDocument();
});
