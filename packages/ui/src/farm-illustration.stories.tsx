import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FarmIllustration } from './farm-illustration';

const meta = {
  title: 'ui/FarmIllustration',
  component: FarmIllustration,
  decorators: [
    (Story) => (
      <Box sx={{ width: 400, height: 250 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof FarmIllustration>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stand-in picture of a campaign without visuals. */
export const Default: Story = { args: { label: 'Millet farm in Dharwad' } };
