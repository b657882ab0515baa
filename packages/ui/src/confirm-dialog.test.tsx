import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { ConfirmDialog } from './confirm-dialog';
import { theme } from './theme';

function renderDialog(busy = false) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <ConfirmDialog
      open
      title="Delete address"
      message="Are you sure you want to delete this address?"
      confirmLabel="Yes, Delete"
      cancelLabel="No, Cancel"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it("wraps a title naming someone's one long word, as the theme draws every dialog title", () => {
    const name = 'Supercalifragilisticexpialidociouswordwithoutanybreaksatall';
    render(
      <ThemeProvider theme={theme}>
        <ConfirmDialog
          open
          title={`Disable ${name}'s account?`}
          message="They can no longer sign in."
          onConfirm={jest.fn()}
          onCancel={jest.fn()}
        />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { name: `Disable ${name}'s account?` })).toHaveStyle({
      overflowWrap: 'anywhere',
    });
  });

  it('shows its title and message', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Delete address' })).toHaveAccessibleDescription(
      'Are you sure you want to delete this address?',
    );
  });

  it('confirms', async () => {
    const { onConfirm, onCancel } = renderDialog();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels', async () => {
    const { onConfirm, onCancel } = renderDialog();
    await userEvent.setup().click(screen.getByRole('button', { name: 'No, Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('disables both buttons while busy', () => {
    renderDialog(true);
    expect(screen.getByRole('button', { name: 'Yes, Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'No, Cancel' })).toBeDisabled();
  });

  it('gives the confirm button another colour when asked', () => {
    render(
      <ConfirmDialog
        open
        title="Mark order #aa0001 as shipped?"
        message="The customer is emailed that it is on its way."
        confirmLabel="Mark Shipped"
        confirmColor="primary"
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Mark Shipped' })).toHaveClass(
      'MuiButton-colorPrimary',
    );
  });
});
