import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductImage } from './product-image';
import { STORY_PICTURES } from './story-support/story-pictures';

const meta = {
  title: 'ui/ProductImage',
  component: ProductImage,
  args: { alt: 'Organic turmeric powder', lazy: false },
  decorators: [
    (Story) => (
      <Box sx={{ width: 200 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ProductImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPicture: Story = { args: { src: STORY_PICTURES[1]?.url } };

/** No picture (or one that fails to load): the labelled placeholder. */
export const Placeholder: Story = { args: { src: undefined } };

export const Thumbnail: Story = { args: { src: STORY_PICTURES[1]?.url, size: 72 } };
