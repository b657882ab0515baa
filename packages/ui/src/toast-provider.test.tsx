import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { ToastProvider, useToast, type DismissToast } from './toast-provider';

function Buttons({ navigate }: { navigate: () => void }) {
  const toast = useToast();
  const dismiss = useRef<DismissToast>(() => undefined);
  return (
    <>
      <button onClick={() => toast.error('Something failed.')}>Fail</button>
      <button
        onClick={() =>
          toast.success('Added to cart!', {
            link: { label: 'View Cart', href: '/shop/cart', navigate },
          })
        }
      >
        Add
      </button>
      <button
        onClick={() => {
          dismiss.current = toast.info('Adding to cart...');
        }}
      >
        Busy
      </button>
      <button onClick={() => dismiss.current()}>Done</button>
      <button onClick={() => toast.error('Check your orders.', { durationMs: null })}>Stay</button>
    </>
  );
}

it('shows a plain toast', async () => {
  render(
    <ToastProvider>
      <Buttons navigate={jest.fn()} />
    </ToastProvider>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Fail' }));
  expect(await screen.findByText('Something failed.')).toBeInTheDocument();
});

it('carries a link that hands a plain click to the router and closes the toast', async () => {
  const navigate = jest.fn();
  const user = userEvent.setup();
  render(
    <ToastProvider>
      <Buttons navigate={navigate} />
    </ToastProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Add' }));
  const link = await screen.findByRole('link', { name: 'View Cart' });
  expect(link).toHaveAttribute('href', '/shop/cart');
  await user.click(link);
  expect(navigate).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryByText('Added to cart!')).not.toBeInTheDocument());
});

it('lets the caller dismiss a toast', async () => {
  render(
    <ToastProvider>
      <Buttons navigate={jest.fn()} />
    </ToastProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Busy' }));
  expect(await screen.findByText('Adding to cart...')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByText('Adding to cart...')).not.toBeInTheDocument());
});

it('gives a toast that stays a Dismiss button, and only that one', async () => {
  render(
    <ToastProvider>
      <Buttons navigate={jest.fn()} />
    </ToastProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Fail' }));
  expect(await screen.findByText('Something failed.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Stay' }));
  expect(await screen.findByText('Check your orders.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  await waitFor(() => expect(screen.queryByText('Check your orders.')).not.toBeInTheDocument());
});

it('drops a toast dismissed before the toasts have loaded, and shows the next', async () => {
  function ShowAndDismiss() {
    const toast = useToast();
    return (
      <button
        onClick={() => {
          toast.info('Gone already.')();
          toast.success('Saved.');
        }}
      >
        Save
      </button>
    );
  }
  render(
    <ToastProvider>
      <ShowAndDismiss />
    </ToastProvider>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Saved.')).toBeInTheDocument();
  expect(screen.queryByText('Gone already.')).not.toBeInTheDocument();
});

describe('how long a toast stays', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Lets `ms` pass, then a moment more for a closing toast's exit transition to end. */
  function wait(ms: number) {
    act(() => jest.advanceTimersByTime(ms));
    act(() => jest.advanceTimersByTime(500));
  }

  function renderButtons() {
    render(
      <ToastProvider>
        <Buttons navigate={jest.fn()} />
      </ToastProvider>,
    );
    return userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  }

  it('one with a link stays while the focus is inside it', async () => {
    const user = renderButtons();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const link = await screen.findByRole('link', { name: 'View Cart' });

    // The toast comes after the page: Tab goes on past the page's buttons to its link.
    for (let step = 0; step < 5 && !link.matches(':focus'); step += 1) await user.tab();
    expect(link).toHaveFocus();
    wait(30_000);
    expect(screen.getByText('Added to cart!')).toBeInTheDocument();

    await user.tab();
    expect(link).not.toHaveFocus();
    act(() => jest.advanceTimersByTime(4000));
    await waitFor(() => expect(screen.queryByText('Added to cart!')).not.toBeInTheDocument());
  });

  it('one without a link goes after 4 s, but not while the pointer is over it', async () => {
    const user = renderButtons();
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    const toast = await screen.findByText('Something failed.');
    await user.hover(toast);
    wait(30_000);
    expect(toast).toBeInTheDocument();

    await user.unhover(toast);
    act(() => jest.advanceTimersByTime(4000));
    await waitFor(() => expect(screen.queryByText('Something failed.')).not.toBeInTheDocument());
  });
});
