import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Box from '@mui/material/Box';
import { useState } from 'react';

export interface ProductImageProps {
  /** The image's address; empty or failing to load shows the placeholder. */
  src: string | undefined;
  alt: string;
  /** CSS size of the square box, e.g. 72 or '100%'. */
  size?: number | string;
  /** Below-the-fold images load when scrolled near. */
  lazy?: boolean;
}

/** A product photo in a square box, or a neutral placeholder when there is none or it fails. */
export function ProductImage({ src, alt, size = '100%', lazy = true }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <Box
      sx={{
        width: size,
        aspectRatio: '1 / 1',
        bgcolor: 'grey.100',
        borderRadius: 1,
        overflow: 'hidden',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
      }}
    >
      {showImage ? (
        <Box
          component="img"
          src={src}
          alt={alt}
          loading={lazy ? 'lazy' : 'eager'}
          onError={() => setFailedSrc(src ?? null)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Inventory2Outlined
          titleAccess={alt ? `${alt} (no image)` : 'No image'}
          sx={{ color: 'grey.400', fontSize: 40 }}
        />
      )}
    </Box>
  );
}
