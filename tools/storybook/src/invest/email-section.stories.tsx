import { shell, withShell } from '@mitti/auth/story-support/with-shell';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmailSection } from '../../../../apps/invest/src/features/profile/email-section';
import { INVESTOR, PROFILE_ROUTE, withToasts } from './profile-story-support';

const FARM_UPDATES_OFF = {
  orderUpdates: true,
  farmUpdates: false,
  campaignEnded: true,
  newInvestments: true,
};

const meta = {
  title: 'invest/profile/EmailSection',
  component: EmailSection,
  parameters: shell({ account: INVESTOR, route: PROFILE_ROUTE }),
  decorators: [withToasts, withShell],
} satisfies Meta<typeof EmailSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One switch per kind of news; farm updates turned off. */
export const Loaded: Story = {
  parameters: shell({
    account: INVESTOR,
    route: PROFILE_ROUTE,
    queries: { emailPreferences: FARM_UPDATES_OFF },
  }),
};

/** The preferences could not be read (the story's API does not answer). */
export const LoadFailed: Story = {};
