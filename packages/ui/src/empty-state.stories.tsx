import SearchOff from '@mui/icons-material/SearchOff';
import SpaOutlined from '@mui/icons-material/SpaOutlined';
import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './empty-state';

const meta = {
  title: 'ui/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  args: {
    icon: <SearchOff />,
    title: 'No campaigns match your filters',
    text: 'Try another crop or location, or clear the filters to see every farm.',
    action: <Button variant="outlined">Clear all filters</Button>,
  },
};

export const TitleOnly: Story = {
  args: { icon: <SpaOutlined />, title: 'No updates yet' },
};
