import type { Meta, StoryObj } from '@storybook/react-vite';
import { CampaignCover } from './campaign-cover';
import { STORY_PICTURES } from './story-support/story-pictures';

const meta = {
  title: 'ui/CampaignCover',
  component: CampaignCover,
  args: { alt: 'Organic paddy on the Kaveri delta', height: 190 },
} satisfies Meta<typeof CampaignCover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPicture: Story = { args: { visuals: STORY_PICTURES } };

/** A campaign without visuals gets the farm illustration. */
export const WithoutPicture: Story = { args: { visuals: [] } };
