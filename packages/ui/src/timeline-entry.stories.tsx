import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TimelineEntry } from './timeline-entry';
import { STORY_PICTURES } from './story-support/story-pictures';

const meta = {
  title: 'ui/TimelineEntry',
  component: TimelineEntry,
  decorators: [
    (Story) => (
      <Box component="ol" sx={{ p: 0, m: 0, listStyle: 'none', maxWidth: 640 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof TimelineEntry>;

export default meta;
type Story = StoryObj<typeof meta>;

const update = {
  _id: 'u1',
  title: 'Transplanting done',
  description: 'All twelve acres are transplanted.\nThe monsoon arrived on time.',
  date: '2025-07-14T00:00:00.000Z',
  images: STORY_PICTURES,
};

export const WithPhotos: Story = { args: { update } };

export const TextOnly: Story = {
  args: { update: { ...update, _id: 'u2', title: 'Seeds sown', images: [] } },
};

/** The owner's view: a delete button beside the title. */
export const OwnerAction: Story = {
  args: {
    update,
    action: (
      <IconButton aria-label="Delete update" size="small">
        <DeleteOutlined />
      </IconButton>
    ),
  },
};
