import { shell, withShell } from '@mitti/auth/story-support/with-shell';
import { narrowScreen } from '@mitti/ui/story-support/narrow-screen';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent } from 'storybook/test';
import { YourDataSection } from '../../../../apps/invest/src/features/profile/your-data-section';
import { GOOGLE_ONLY, INVESTOR, PROFILE_ROUTE, withToasts } from './profile-story-support';

const meta = {
  title: 'invest/profile/YourDataSection',
  component: YourDataSection,
  args: { profile: INVESTOR },
  parameters: shell({ account: INVESTOR, route: PROFILE_ROUTE }),
  decorators: [withToasts, withShell],
} satisfies Meta<typeof YourDataSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Download my data' beside 'Delete my account'. */
export const Default: Story = {};

/** At phone width the two cards stack and the buttons take the full width. */
export const Phone: Story = { ...narrowScreen };

/** The download failed (the story's API does not answer): the reason, and the button again. */
export const DownloadFailed: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
  },
};

/** 'Delete my account' opens the confirmation, which asks for the password. */
export const DeleteAsks: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  },
};

/** A Google-only account confirms with its email address. */
export const DeleteAsksGoogleOnly: Story = {
  args: { profile: GOOGLE_ONLY },
  play: DeleteAsks.play,
};
