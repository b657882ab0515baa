import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  productImageAdded,
  uploadProductImage,
  useRemoveProductImageMutation,
  useReorderProductImagesMutation,
} from '@mitti/api-client/admin-product-endpoints';
import { failureMessage } from '@mitti/api-client/api-failure';
import { selectToken } from '@mitti/auth/auth-slice';
import type { AdminProduct } from '@mitti/domain/admin-product';
import { MAX_PRODUCT_IMAGES, PRODUCT_IMAGE_TYPES } from '@mitti/domain/admin-product';
import { ConfirmDialog } from '@mitti/ui/confirm-dialog';
import { FilePickButton } from '@mitti/ui/file-pick-button';
import { ProductImage } from '@mitti/ui/product-image';
import { useToast } from '@mitti/ui/toast-provider';
import { useFocusAfterUpdate } from '@mitti/ui/use-focus-after-update';
import { useState, type ChangeEvent, type RefObject } from 'react';
import { useDispatch, useSelector } from 'react-redux';

/** Moves the entry at `from` by one place up (-1) or down (+1). */
function moved(ids: string[], from: number, by: -1 | 1): string[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(from + by, 0, id!);
  return next;
}

const moveButtonId = (imageId: string, way: 'up' | 'down') => `move-picture-${imageId}-${way}`;

export interface ProductImagesProps {
  product: AdminProduct;
  /** The section's heading (tabIndex -1): the focus goes there after an upload or a removal. */
  heading: RefObject<HTMLHeadingElement | null>;
}

/**
 * The product's pictures in the shop's order: upload (with its progress), move up or down with
 * buttons, remove after a confirmation. The first is the one the catalogue's card shows.
 */
export function ProductImages({ product, heading }: ProductImagesProps) {
  const token = useSelector(selectToken);
  const dispatch = useDispatch();
  const toast = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [reorder, reordering] = useReorderProductImagesMutation();
  const [remove, removal] = useRemoveProductImageMutation();
  const { images } = product;
  const ids = images.map((image) => image._id);
  const full = images.length >= MAX_PRODUCT_IMAGES;
  // Every button is disabled while a change is saved, so the focus needs a place once it shows.
  const focusAfterUpdate = useFocusAfterUpdate(images, heading);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProgress(0);
    try {
      await uploadProductImage(product._id, file, token, setProgress);
      dispatch(productImageAdded(product._id));
      toast.success('Picture added.');
      focusAfterUpdate();
    } catch (error) {
      toast.error(failureMessage(error, 'Could not upload the picture. Please try again.'));
    } finally {
      setProgress(null);
    }
  };

  const move = async (index: number, by: -1 | 1) => {
    const to = index + by;
    // The same button of the moved picture, or its other one when it reached an end.
    let way: 'up' | 'down' = by < 0 ? 'up' : 'down';
    if (to === 0) way = 'down';
    else if (to === ids.length - 1) way = 'up';
    try {
      await reorder({ id: product._id, imageIds: moved(ids, index, by) }).unwrap();
      focusAfterUpdate(() => document.getElementById(moveButtonId(ids[index]!, way)));
    } catch (error) {
      toast.error(failureMessage(error, 'Could not move the picture. Please try again.'));
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove({ id: product._id, imageId: removing }).unwrap();
      toast.success('Picture removed.');
      focusAfterUpdate();
    } catch (error) {
      toast.error(failureMessage(error, 'Could not remove the picture. Please try again.'));
    } finally {
      setRemoving(null);
    }
  };

  const busy = progress !== null || reordering.isLoading || removal.isLoading;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {images.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No pictures yet: the shop shows a placeholder.
        </Typography>
      ) : (
        <Box
          component="ol"
          aria-label="Pictures"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          }}
        >
          {images.map((image, index) => {
            const name = `picture ${index + 1}`;
            return (
              <Paper component="li" key={image._id} variant="outlined" sx={{ p: 1 }}>
                <ProductImage src={image.url} alt={`${product.name}, ${name}`} lazy={false} />
                <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.5 }}>
                  <Box>
                    <IconButton
                      id={moveButtonId(image._id, 'up')}
                      size="small"
                      aria-label={`Move ${name} up`}
                      disabled={busy || index === 0}
                      onClick={() => void move(index, -1)}
                    >
                      <ArrowUpward fontSize="small" />
                    </IconButton>
                    <IconButton
                      id={moveButtonId(image._id, 'down')}
                      size="small"
                      aria-label={`Move ${name} down`}
                      disabled={busy || index === images.length - 1}
                      onClick={() => void move(index, 1)}
                    >
                      <ArrowDownward fontSize="small" />
                    </IconButton>
                  </Box>
                  <IconButton
                    size="small"
                    color="error"
                    aria-label={`Remove ${name}`}
                    disabled={busy}
                    onClick={() => setRemoving(image._id)}
                  >
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                </Box>
              </Paper>
            );
          })}
        </Box>
      )}
      {progress !== null && (
        <Box>
          <Typography variant="body2" id="image-upload-progress">
            Uploading… {progress}%
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-labelledby="image-upload-progress"
          />
        </Box>
      )}
      <Box>
        <FilePickButton
          accept={PRODUCT_IMAGE_TYPES.join(',')}
          inputLabel="Upload a picture"
          disabled={busy || full}
          startIcon={<AddPhotoAlternateOutlined />}
          onChange={(event) => void upload(event)}
        >
          Upload a picture
        </FilePickButton>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          PNG, JPEG, GIF or WebP, up to 10 MB; at most {MAX_PRODUCT_IMAGES} pictures.
        </Typography>
      </Box>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this picture?"
        message="The picture is taken off the product and out of the shop."
        confirmLabel="Remove"
        busy={removal.isLoading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Box>
  );
}
