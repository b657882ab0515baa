import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmEmailPage } from './confirm-email-page';
import { INVESTOR } from './story-support/story-accounts';
import { shell, withShell } from './story-support/with-shell';

const TOKEN = 'ab'.repeat(32);
const ROUTE = `/confirm-email?token=${TOKEN}`;
const EXPIRED = 'This link has expired. Please ask for a new one.';

const meta = {
  title: 'auth/ConfirmEmailPage',
  component: ConfirmEmailPage,
  args: { app: 'invest' },
  parameters: shell({ route: ROUTE }),
  decorators: [withShell],
} satisfies Meta<typeof ConfirmEmailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {
  parameters: shell({
    route: ROUTE,
    answers: {
      'POST /api/auth/confirm-email': { body: { message: 'Your email address is confirmed.' } },
    },
  }),
};

/** An expired link, signed in: a new email can be asked for here. */
export const LinkExpired: Story = {
  parameters: shell({
    route: ROUTE,
    account: { ...INVESTOR, emailConfirmed: false },
    answers: {
      'POST /api/auth/confirm-email': {
        status: 400,
        body: { message: EXPIRED, code: 'VALIDATION', fields: { token: EXPIRED } },
      },
    },
  }),
};

/** A link cut short, without its token, opened signed out. */
export const MissingToken: Story = {
  parameters: shell({ route: '/confirm-email' }),
};
