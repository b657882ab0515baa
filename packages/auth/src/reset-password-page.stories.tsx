import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { ResetPasswordPage } from './reset-password-page';
import { shell, withShell } from './story-support/with-shell';

const TOKEN = 'ab'.repeat(32);
const ROUTE = `/reset-password?token=${TOKEN}`;
const USED = 'This link has already been used. Please ask for a new one.';

const meta = {
  title: 'auth/ResetPasswordPage',
  component: ResetPasswordPage,
  args: { app: 'invest' },
  parameters: shell({
    route: ROUTE,
    answers: { 'POST /api/auth/reset-password/check': { body: null } },
  }),
  decorators: [withShell],
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrived from the emailed link: the new password, twice. */
export const ValidLink: Story = {};

/** The two passwords differ and the first is too short. */
export const ValidationError: Story = {
  play: async () => {
    await userEvent.type(await screen.findByLabelText(/^New password/), 'short');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'shorter');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(screen.getByLabelText(/^New password/)).toBeInvalid());
  },
};

/** A link opened again after it was used: said at once, with a way to ask again. */
export const UsedLink: Story = {
  parameters: shell({
    route: ROUTE,
    answers: {
      'POST /api/auth/reset-password/check': {
        status: 400,
        body: { message: USED, code: 'VALIDATION', fields: { token: USED } },
      },
    },
  }),
  play: async () => {
    await expect(await screen.findByText(USED, { exact: false })).toBeVisible();
    await expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  },
};

/** A link cut short, without its token: no form, a way to ask again. */
export const MissingToken: Story = {
  parameters: shell({ route: '/reset-password' }),
};
