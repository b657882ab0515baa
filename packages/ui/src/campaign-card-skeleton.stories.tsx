import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CampaignCardSkeleton } from './campaign-card-skeleton';

const meta = {
  title: 'ui/CampaignCardSkeleton',
  component: CampaignCardSkeleton,
} satisfies Meta<typeof CampaignCardSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A listing while it loads: three cards' shapes. */
export const Loading: Story = {
  render: () => (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 3 }}
    >
      <CampaignCardSkeleton />
      <CampaignCardSkeleton />
      <CampaignCardSkeleton />
    </Box>
  ),
};
