import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { ForgotPasswordPage, RESET_LINK_SENT } from './forgot-password-page';
import { shell, withShell } from './story-support/with-shell';

const meta = {
  title: 'auth/ForgotPasswordPage',
  component: ForgotPasswordPage,
  args: { app: 'invest' },
  parameters: shell({ route: '/forgot-password' }),
  decorators: [withShell],
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Send pressed with an address that is not one. */
export const ValidationError: Story = {
  play: async () => {
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toBeInvalid());
  },
};

/** The link was asked for: the answer is the same whether or not the account exists. */
export const Sent: Story = {
  parameters: shell({
    route: '/forgot-password',
    answers: { 'POST /api/auth/forgot-password': { status: 202, body: { message: 'ok' } } },
  }),
  play: async () => {
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@mitti.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await screen.findByText(RESET_LINK_SENT);
  },
};
