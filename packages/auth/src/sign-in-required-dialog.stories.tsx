import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SignInRequiredDialog } from './sign-in-required-dialog';
import { shell, withShell } from './story-support/with-shell';

const meta = {
  title: 'auth/SignInRequiredDialog',
  component: SignInRequiredDialog,
  args: { app: 'shop', open: true, onClose: fn() },
  parameters: shell({ basename: '/shop', route: '/itemInfo/7' }),
  decorators: [withShell],
} satisfies Meta<typeof SignInRequiredDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor pressed Add to Cart. */
export const Open: Story = {};
