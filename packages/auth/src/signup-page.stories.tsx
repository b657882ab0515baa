import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { SignupPage } from './signup-page';
import { shell, withShell } from './story-support/with-shell';

const meta = {
  title: 'auth/SignupPage',
  component: SignupPage,
  args: { app: 'invest' },
  parameters: shell({ route: '/signup' }),
  decorators: [withShell],
} satisfies Meta<typeof SignupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Sign Up pressed with nothing filled in: each field and the terms box say what is missing. */
export const ValidationError: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Username' })).toBeInvalid());
  },
};
