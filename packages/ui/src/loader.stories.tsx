import type { Meta, StoryObj } from '@storybook/react-vite';
import { Loader } from './loader';

const meta = {
  title: 'ui/Loader',
  component: Loader,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The full-screen loading state of a lazy page. */
export const Loading: Story = {};
