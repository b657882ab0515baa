import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, screen, userEvent } from 'storybook/test';
import { DeleteAccountDialog } from '../../../../apps/invest/src/features/profile/delete-account-dialog';
import { DELETION_REFUSED } from './profile-story-support';

const meta = {
  title: 'invest/profile/DeleteAccountDialog',
  component: DeleteAccountDialog,
  args: { hasPassword: true, onDelete: fn(), onClose: fn() },
} satisfies Meta<typeof DeleteAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What goes, what stays, and the password to confirm. */
export const AsksForPassword: Story = {};

/** Delete pressed without the password. */
export const PasswordMissing: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  },
};

/** The server refuses (409): its reason is shown in the dialog, which stays open. */
export const Refused: Story = {
  args: {
    onDelete: fn(() => Promise.reject(DELETION_REFUSED)),
  },
  play: async () => {
    await userEvent.type(screen.getByLabelText(/^Password/), 'kheti-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  },
};

/** A Google-only account types its email address instead. */
export const GoogleOnly: Story = { args: { hasPassword: false } };
