import { ConfirmDialog } from './confirm-dialog';

export interface DeleteAddressDialogProps {
  open: boolean;
  /** While the deletion is saved: neither button can be pressed. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The question before a saved address is deleted, in the profile (invest.md) and at checkout
 * (shop.md).
 */
export function DeleteAddressDialog({ open, busy, onConfirm, onCancel }: DeleteAddressDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Delete Address"
      message="Are you sure you want to delete this address?"
      confirmLabel="Yes, Delete"
      cancelLabel="No, Cancel"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
