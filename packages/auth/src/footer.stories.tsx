import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './footer';
import { shell, withShell } from './story-support/with-shell';

const meta = {
  title: 'auth/Footer',
  component: Footer,
  args: { app: 'invest' },
  parameters: { layout: 'fullscreen' },
  decorators: [withShell],
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Invest: Story = {};

/** In the shop, links into the invest app load the page. */
export const Shop: Story = { args: { app: 'shop' }, parameters: shell({ basename: '/shop' }) };
