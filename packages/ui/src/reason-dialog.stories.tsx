import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminReasonSchema } from '@mitti/domain/admin';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ReasonDialog } from './reason-dialog';

const meta = {
  title: 'ui/ReasonDialog',
  component: ReasonDialog,
  args: {
    title: 'Reject campaign',
    text: 'Tell the farmer why "Organic paddy on the Kaveri delta" cannot go live.',
    label: 'Reason',
    submitLabel: 'Reject',
    rule: adminReasonSchema.fields.reason,
    onSubmit: fn(async () => {}),
    onClose: fn(),
  },
} satisfies Meta<typeof ReasonDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

/** Sent without a reason: the schema's message under the field. */
export const ValidationError: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Reason/ })).toBeInvalid());
  },
};

/** While the decision is sent: the field and both buttons wait. */
export const Sending: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async () => {
    await userEvent.type(screen.getByRole('textbox', { name: /Reason/ }), 'Photos are missing.');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled());
  },
};
