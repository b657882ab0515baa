import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PreviewTile } from './preview-tile';
import { STORY_PICTURES } from './story-support/story-pictures';

const meta = {
  title: 'ui/PreviewTile',
  component: PreviewTile,
  args: {
    url: STORY_PICTURES[0]?.url ?? '',
    video: false,
    name: 'terraces.jpg',
    disabled: false,
    onRemove: fn(),
  },
  decorators: [
    (Story) => (
      <Box component="ul" sx={{ width: 160, p: 0, m: 0, listStyle: 'none' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PreviewTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A photo already uploaded. */
export const Kept: Story = {};

/** A photo picked but not uploaded yet. */
export const New: Story = { args: { badge: 'New' } };

/** While the form saves, nothing can be removed. */
export const Disabled: Story = { args: { disabled: true } };
