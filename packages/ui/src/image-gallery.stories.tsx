import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImageGallery } from './image-gallery';
import { STORY_PICTURES } from './story-support/story-pictures';

const meta = {
  title: 'ui/ImageGallery',
  component: ImageGallery,
  args: { title: 'Organic paddy on the Kaveri delta' },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 640 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ImageGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main picture and thumbnails that choose it. */
export const WithImages: Story = { args: { images: STORY_PICTURES } };

/** One picture: no thumbnails. */
export const OnePicture: Story = { args: { images: STORY_PICTURES.slice(0, 1) } };

/** No pictures: the farm illustration. */
export const Empty: Story = { args: { images: [] } };
