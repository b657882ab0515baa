import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { SandboxPaymentDialog, type SandboxPaymentRequest } from './sandbox-payment-dialog';

const request: SandboxPaymentRequest = {
  order: {
    order: { id: 'order_story_1', amount: 1_500_000, currency: 'INR' },
    prefill: { name: 'Asha Investor', email: 'investor@mitti.test', contact: '9876543210' },
    provider: 'sandbox',
  },
  name: 'Mitti Invest',
  description: 'Millet Revival: 3 units',
  resolve: () => {},
  reject: () => {},
  opener: null,
};

const meta = {
  title: 'ui/SandboxPaymentDialog',
  component: SandboxPaymentDialog,
  args: {
    request,
    pay: fn(() => Promise.resolve({ error: { description: 'Payment failed (sandbox)' } })),
    onSettled: fn(),
  },
} satisfies Meta<typeof SandboxPaymentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Test mode checkout of the sandbox provider, with the test card filled in. */
export const Open: Story = {};

/** The sandbox could not be reached: the dialog stays open with the error. */
export const Unreachable: Story = {
  args: { pay: fn(() => Promise.reject(new Error(''))) },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Fail payment' }));
    await screen.findByText('Could not reach the sandbox. Please try again.');
  },
};

/** While the API signs the payment: every button waits. */
export const Paying: Story = {
  args: { pay: fn(() => new Promise<never>(() => {})) },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Fail payment' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Pay ₹15,000/ })).toBeDisabled());
  },
};
