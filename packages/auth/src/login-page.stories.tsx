import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { LoginPage, type LoginPageState } from './login-page';
import { SIGNUP_SUCCESS_MESSAGE } from './signup-page';
import { shell, withShell } from './story-support/with-shell';

const meta = {
  title: 'auth/LoginPage',
  component: LoginPage,
  args: { app: 'invest' },
  parameters: shell({ route: '/login' }),
  decorators: [withShell],
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Google sign-in shows as not configured: the story's API has no Google client id. */
export const Empty: Story = {};

/** Arrived from sign-up with its success message. */
export const AfterSignup: Story = {
  parameters: shell({
    route: '/login',
    state: { message: SIGNUP_SUCCESS_MESSAGE } satisfies LoginPageState,
  }),
};

/** Sign In pressed with nothing filled in. */
export const ValidationError: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toBeInvalid());
  },
};
