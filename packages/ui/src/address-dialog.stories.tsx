import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, screen, userEvent } from 'storybook/test';
import { AddressDialog } from './address-dialog';

const HOME = {
  _id: 'a1',
  name: 'Home',
  street: '14 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipcode: '560025',
  country: 'India',
  phone: '9876543210',
  landmark: 'Opposite the post office',
};

const meta = {
  title: 'ui/AddressDialog',
  component: AddressDialog,
  args: { open: true, onCancel: fn(), onSave: fn() },
} satisfies Meta<typeof AddressDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Add New Address: every field empty. */
export const Empty: Story = {};

/** Edit Address: the fields hold the saved address. */
export const Filled: Story = { args: { address: HOME } };

/** Saved with fields missing: the alert and each field's message. */
export const ValidationError: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await screen.findByRole('alert');
  },
};

/** While it saves: fields and buttons disabled. */
export const Saving: Story = { args: { address: HOME, saving: true } };
