import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent } from 'storybook/test';
import { ToastProvider, useToast } from './toast-provider';

/** What a page does with the toasts: a success, an error, and one with a link. */
function ToastButtons() {
  const toast = useToast();
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="contained" onClick={() => toast.success('Address saved')}>
        Show success
      </Button>
      <Button
        variant="outlined"
        color="error"
        onClick={() => toast.error('Could not save the address. Please try again.')}
      >
        Show error
      </Button>
      <Button
        variant="outlined"
        onClick={() =>
          toast.success('Added to cart', { link: { label: 'View Cart', href: '/shop/cart' } })
        }
      >
        Show with link
      </Button>
    </Stack>
  );
}

const meta = {
  title: 'ui/ToastProvider',
  component: ToastProvider,
  args: { children: <ToastButtons /> },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press the buttons: toasts stack at the bottom centre (success 2 s, error 4 s). */
export const Buttons: Story = {};

/** A success and an error toast on screen. */
export const SuccessAndError: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Show error' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show success' }));
    await screen.findByText('Address saved');
  },
};
