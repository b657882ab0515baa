import type { CreateOrderResponse, ProviderPaymentResult } from '@mitti/domain/payment-order';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { SandboxCheckoutProvider, useSandboxCheckout } from './sandbox-checkout-provider';
import type { SandboxPay } from './sandbox-payment-dialog';

const order: CreateOrderResponse = {
  order: { id: 'order_test_1', amount: 1_000_000, currency: 'INR' },
  prefill: { name: 'Asha Investor', email: 'investor@mitti.test', contact: '9876543210' },
  provider: 'sandbox',
};

const paid: ProviderPaymentResult = {
  razorpay_order_id: 'order_test_1',
  razorpay_payment_id: 'pay_test_1',
  razorpay_signature: 'signed',
};

/**
 * Opens the dialog like a checkout page: the button is disabled while the order is created, and
 * stays so once paid (the page moves on). Prints how the promise settled.
 */
function Checkout() {
  const openSandbox = useSandboxCheckout();
  const button = useRef<HTMLButtonElement>(null);
  const [outcome, setOutcome] = useState('');
  const [waiting, setWaiting] = useState(false);
  const open = async () => {
    setWaiting(true);
    // A browser takes the focus from a button as it is disabled; jsdom does not.
    button.current?.blur();
    await Promise.resolve(); // the order is created
    openSandbox(order, { name: 'Mitti Invest', description: 'Millet Revival' }).then(
      (result) => setOutcome(`paid ${result.razorpay_payment_id}`),
      (reason: unknown) => {
        setOutcome(`rejected ${JSON.stringify(reason)}`);
        setWaiting(false);
      },
    );
  };
  return (
    <main tabIndex={-1}>
      <button ref={button} onClick={() => void open()} disabled={waiting}>
        Open checkout
      </button>
      <output>{outcome}</output>
    </main>
  );
}

function renderCheckout(pay: SandboxPay) {
  render(
    <SandboxCheckoutProvider pay={pay}>
      <Checkout />
    </SandboxCheckoutProvider>,
  );
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open checkout' }));
  return { user, dialog: await screen.findByRole('dialog', { name: /Mitti Invest/ }) };
}

describe('SandboxCheckoutProvider', () => {
  it('shows a clearly labelled Test mode checkout with the amount and a prefilled test card', async () => {
    renderCheckout(jest.fn());
    const { dialog } = await openDialog();
    expect(dialog).toHaveTextContent('Test mode');
    expect(dialog).toHaveTextContent("No real money moves. This is Mitti's sandbox checkout.");
    expect(dialog).toHaveTextContent('Millet Revival');
    expect(dialog).toHaveTextContent('₹10,000');
    expect(screen.getByLabelText('Card number')).toHaveValue('4111 1111 1111 1111');
    expect(screen.getByLabelText('Name on card')).toHaveValue('Asha Investor');
  });

  it('checks the card lightly before paying', async () => {
    const pay = jest.fn<ReturnType<SandboxPay>, Parameters<SandboxPay>>();
    renderCheckout(pay);
    const { user } = await openDialog();
    await user.type(screen.getByLabelText('Expiry'), '13/99');
    await user.click(screen.getByRole('button', { name: 'Pay ₹10,000' }));
    expect(await screen.findByText('Use MM/YY, not in the past')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required')).toHaveLength(1);
    expect(pay).not.toHaveBeenCalled();
  });

  it('pays: asks for a signed test payment and resolves with it', async () => {
    const pay = jest.fn<ReturnType<SandboxPay>, Parameters<SandboxPay>>().mockResolvedValue(paid);
    renderCheckout(pay);
    const { user } = await openDialog();
    await user.type(screen.getByLabelText('Expiry'), '12/49');
    await user.type(screen.getByLabelText('CVV'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay ₹10,000' }));

    expect(await screen.findByText('paid pay_test_1')).toBeInTheDocument();
    expect(pay).toHaveBeenCalledWith('order_test_1', 'success');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('fails: rejects with the description of the failure event', async () => {
    const pay = jest
      .fn<ReturnType<SandboxPay>, Parameters<SandboxPay>>()
      .mockResolvedValue({ error: { description: 'Card declined in test mode' } });
    renderCheckout(pay);
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Fail payment' }));

    expect(
      await screen.findByText('rejected {"description":"Card declined in test mode"}'),
    ).toBeInTheDocument();
    expect(pay).toHaveBeenCalledWith('order_test_1', 'failure');
  });

  it('cancel rejects as dismissed without paying', async () => {
    const pay = jest.fn<ReturnType<SandboxPay>, Parameters<SandboxPay>>();
    renderCheckout(pay);
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText('rejected {"dismissed":true}')).toBeInTheDocument();
    expect(pay).not.toHaveBeenCalled();
  });

  it.each([
    ['Escape', (user: UserEvent) => user.keyboard('{Escape}')],
    ['Cancel', (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Cancel' }))],
    [
      'a failed payment',
      (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Fail payment' })),
    ],
  ])('after %s gives the focus back to the button that opened it', async (_, close) => {
    const pay = jest
      .fn<ReturnType<SandboxPay>, Parameters<SandboxPay>>()
      .mockResolvedValue({ error: { description: 'Card declined in test mode' } });
    renderCheckout(pay);
    const opener = screen.getByRole('button', { name: 'Open checkout' });
    const { user } = await openDialog();

    await close(user);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('once paid, while the button stays disabled, gives the focus to the page', async () => {
    const pay = jest.fn<ReturnType<SandboxPay>, Parameters<SandboxPay>>().mockResolvedValue(paid);
    renderCheckout(pay);
    const { user } = await openDialog();
    await user.type(screen.getByLabelText('Expiry'), '12/49');
    await user.type(screen.getByLabelText('CVV'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay ₹10,000' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('stays open with a message when the sandbox cannot be reached', async () => {
    const pay = jest
      .fn<ReturnType<SandboxPay>, Parameters<SandboxPay>>()
      .mockRejectedValue({ status: 0, message: 'Could not reach the server.' });
    renderCheckout(pay);
    const { user, dialog } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Fail payment' }));

    expect(await screen.findByText('Could not reach the server.')).toBeInTheDocument();
    expect(dialog).toBeVisible();
    expect(screen.queryByText(/^(paid|rejected)/)).not.toBeInTheDocument();
  });
});
