import Button from '@mui/material/Button';
import {
  useArchiveProductMutation,
  useDeleteProductMutation,
  useRestoreProductMutation,
} from '@mitti/api-client/admin-product-endpoints';
import { failureMessage } from '@mitti/api-client/api-failure';
import type { AdminProduct } from '@mitti/domain/admin-product';
import { ConfirmDialog } from '@mitti/ui/confirm-dialog';
import { useToast } from '@mitti/ui/toast-provider';
import { useFocusAfterUpdate } from '@mitti/ui/use-focus-after-update';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';

export interface ArchiveActionsProps {
  product: AdminProduct;
  /** Called before leaving for the list once the product is deleted, edited or not. */
  onDeleted: () => void;
}

/**
 * Archive takes the product off sale and Restore puts it back; Delete permanently is offered apart,
 * only while no order has the product (the server refuses it otherwise).
 */
export function ArchiveActions({ product, onDeleted }: ArchiveActionsProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const [asked, setAsked] = useState<'archive' | 'delete' | null>(null);
  const [archiveProduct, archiving] = useArchiveProductMutation();
  const [deleteProduct, deletion] = useDeleteProductMutation();
  const [restoreProduct, restoring] = useRestoreProductMutation();
  // Archiving and restoring swap one button for the other: the new one takes the focus.
  const toggle = useRef<HTMLButtonElement>(null);
  const focusToggle = useFocusAfterUpdate(product.archivedAt, toggle);

  const archive = async () => {
    try {
      await archiveProduct(product._id).unwrap();
      toast.success('The product is archived: it is off sale until you restore it.');
      focusToggle();
    } catch (error) {
      toast.error(failureMessage(error, 'Could not archive the product. Please try again.'));
    } finally {
      setAsked(null);
    }
  };

  const remove = async () => {
    try {
      const { message } = await deleteProduct(product._id).unwrap();
      toast.success(message);
      onDeleted();
      void navigate('/admin/products');
    } catch (error) {
      toast.error(failureMessage(error, 'Could not delete the product. Please try again.'));
    } finally {
      setAsked(null);
    }
  };

  const restore = async () => {
    try {
      await restoreProduct(product._id).unwrap();
      toast.success('The product is back in the shop.');
      focusToggle();
    } catch (error) {
      toast.error(failureMessage(error, 'Could not restore the product. Please try again.'));
    }
  };

  return (
    <>
      {product.archivedAt ? (
        <Button
          ref={toggle}
          variant="outlined"
          onClick={() => void restore()}
          disabled={restoring.isLoading}
        >
          Restore to shop
        </Button>
      ) : (
        <Button ref={toggle} variant="outlined" onClick={() => setAsked('archive')}>
          Archive
        </Button>
      )}
      {!product.hasOrders && (
        <Button variant="text" color="error" onClick={() => setAsked('delete')}>
          Delete permanently
        </Button>
      )}
      <ConfirmDialog
        open={asked === 'archive'}
        title={`Archive ${product.name}?`}
        message="It leaves the shop, search and carts; its orders still show it. Its details, pictures and stock are kept, and Restore to shop puts it back on sale."
        confirmLabel="Archive"
        confirmColor="primary"
        busy={archiving.isLoading}
        onConfirm={() => void archive()}
        onCancel={() => setAsked(null)}
      />
      <ConfirmDialog
        open={asked === 'delete'}
        title={`Delete ${product.name} permanently?`}
        message="No order has this product, so it can be deleted: its details, FAQ, pictures and stock are gone for good and cannot be restored. To take it off sale for a while, archive it instead."
        confirmLabel="Delete permanently"
        busy={deletion.isLoading}
        onConfirm={() => void remove()}
        onCancel={() => setAsked(null)}
      />
    </>
  );
}
