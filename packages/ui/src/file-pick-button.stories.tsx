import PhotoCamera from '@mui/icons-material/PhotoCamera';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FilePickButton } from './file-pick-button';

const meta = {
  title: 'ui/FilePickButton',
  component: FilePickButton,
  args: {
    children: 'Add photos',
    inputLabel: 'Add photos of the farm',
    accept: 'image/png,image/jpeg',
    multiple: true,
    startIcon: <PhotoCamera />,
    onChange: fn(),
  },
} satisfies Meta<typeof FilePickButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Enabled: Story = {};

/** E.g. while an upload runs, or when no room is left. */
export const Disabled: Story = { args: { disabled: true } };
