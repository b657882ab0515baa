import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmEmailChangePage } from './confirm-email-change-page';
import { INVESTOR } from './story-support/story-accounts';
import { shell, withShell } from './story-support/with-shell';

const TOKEN = 'ab'.repeat(32);
const ROUTE = `/confirm-email-change?token=${TOKEN}`;
const NEW_EMAIL = 'asha.rao@example.com';
const USED = 'This link has already been used. Please ask for a new one.';

const meta = {
  title: 'auth/ConfirmEmailChangePage',
  component: ConfirmEmailChangePage,
  args: { app: 'invest' },
  parameters: shell({ route: ROUTE }),
  decorators: [withShell],
} satisfies Meta<typeof ConfirmEmailChangePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Followed the link signed in: the account has its new address. */
export const Changed: Story = {
  parameters: shell({
    route: ROUTE,
    account: INVESTOR,
    answers: {
      'POST /api/auth/confirm-email-change': {
        body: { message: `Your email address is now ${NEW_EMAIL}.`, email: NEW_EMAIL },
      },
    },
  }),
};

/** The link was followed before (or replaced by a newer request), opened signed out. */
export const LinkUsed: Story = {
  parameters: shell({
    route: ROUTE,
    answers: {
      'POST /api/auth/confirm-email-change': {
        status: 400,
        body: { message: USED, code: 'VALIDATION', fields: { token: USED } },
      },
    },
  }),
};

/** A link cut short, without its token. */
export const MissingToken: Story = {
  parameters: shell({ route: '/confirm-email-change', account: INVESTOR }),
};
