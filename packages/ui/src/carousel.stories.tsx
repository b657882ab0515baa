import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Carousel } from './carousel';
import { STORY_PICTURES } from './story-support/story-pictures';

const meta = {
  title: 'ui/Carousel',
  component: Carousel,
  args: { title: 'Turmeric farm in Erode' },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 640 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Advances every 5 seconds; pauses on hover, focus or the pause button. */
export const Slides: Story = { args: { images: STORY_PICTURES } };

/** No pictures: the farm illustration, no controls. */
export const Empty: Story = { args: { images: [] } };
