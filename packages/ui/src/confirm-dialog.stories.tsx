import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'ui/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Delete this update?',
    message: 'Investors will no longer see "Transplanting done" on the timeline.',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

/** While the action runs: the confirm button spins and neither button can be pressed. */
export const Busy: Story = { args: { busy: true } };

export const CustomLabels: Story = {
  args: {
    title: 'Cancel this campaign?',
    message: 'Investors are refunded and the campaign leaves the listing.',
    confirmLabel: 'Cancel campaign',
    cancelLabel: 'Keep it',
  },
};
