import { shell, withShell } from '@mitti/auth/story-support/with-shell';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent } from 'storybook/test';
import { PasswordSection } from '../../../../apps/invest/src/features/profile/password-section';
import { GOOGLE_ONLY, INVESTOR, PROFILE_ROUTE, withToasts } from './profile-story-support';

const meta = {
  title: 'invest/profile/PasswordSection',
  component: PasswordSection,
  args: { profile: INVESTOR },
  parameters: shell({ account: INVESTOR, route: PROFILE_ROUTE }),
  decorators: [withToasts, withShell],
} satisfies Meta<typeof PasswordSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The change-password form beside 'Sign out everywhere'. */
export const WithPassword: Story = {};

/** A Google-only account has no password to change. */
export const GoogleOnly: Story = { args: { profile: GOOGLE_ONLY } };

/** Change Password pressed with nothing filled in. */
export const ValidationError: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
  },
};

/** 'Sign out everywhere' asks first. */
export const SignOutEverywhereAsks: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
  },
};
