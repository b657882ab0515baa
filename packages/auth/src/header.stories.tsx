import type { Meta, StoryObj } from '@storybook/react-vite';
import { narrowScreen } from '@mitti/ui/story-support/narrow-screen';
import { screen, userEvent } from 'storybook/test';
import { Header } from './header';
import { INVESTOR, OPERATOR, OPERATOR_NOTIFICATIONS } from './story-support/story-accounts';
import { shell, withShell } from './story-support/with-shell';

const meta = {
  title: 'auth/Header',
  component: Header,
  args: { app: 'invest' },
  parameters: { layout: 'fullscreen' },
  decorators: [withShell],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: Sign In and Get Started. */
export const SignedOut: Story = { parameters: shell({ route: '/farms' }) };

/** An investor with two units in the cart. */
export const Investor: Story = {
  parameters: shell({ account: INVESTOR, cartItems: 2, route: '/dashboard' }),
};

/** An operator with three unread notifications; the account menu adds the operators' pages. */
export const Operator: Story = {
  parameters: shell({ account: OPERATOR, notifications: OPERATOR_NOTIFICATIONS }),
};

/** Opened account menu of an operator. */
export const OperatorMenu: Story = {
  parameters: shell({ account: OPERATOR, notifications: OPERATOR_NOTIFICATIONS }),
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await screen.findByRole('menuitem', { name: 'Campaign review' });
  },
};

/** Inside the shop app (router basename /shop): Shop is the current page. */
export const InShop: Story = {
  args: { app: 'shop' },
  parameters: shell({ account: INVESTOR, cartItems: 5, basename: '/shop', route: '/cart' }),
};

/** Phone width: the links move into a drawer behind the menu button. */
export const MobileDrawer: Story = {
  ...narrowScreen,
  parameters: shell({ account: INVESTOR, cartItems: 2 }),
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('navigation', { name: 'Mobile navigation' });
  },
};
