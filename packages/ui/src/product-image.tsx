import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { FittedImage } from './fitted-image';
import { responsiveImage } from './responsive-image';

/** A card of the catalogue grid: one column on phones, then two, three and four of 1200 px. */
const CARD_SIZES =
  '(min-width: 1200px) 290px, (min-width: 900px) 32vw, (min-width: 600px) 50vw, 100vw';

export interface ProductImageProps {
  /** The image's address; empty or failing to load shows the placeholder. */
  src: string | undefined;
  alt: string;
  /** CSS size of the square box, e.g. 72 or '100%'. */
  size?: number | string;
  /** Below-the-fold images load when scrolled near; one above it is fetched first. */
  lazy?: boolean;
  /** The width the layout gives the box (`sizes`): `size` when a number, else a catalogue card. */
  sizes?: string;
}

/** A product photo in a square box, or a neutral placeholder when there is none or it fails. */
export function ProductImage({ src, alt, size = '100%', lazy = true, sizes }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
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
      {src && failedSrc !== src ? (
        <FittedImage
          {...responsiveImage(src, sizes ?? (typeof size === 'number' ? `${size}px` : CARD_SIZES))}
          alt={alt}
          width={400}
          height={400}
          loading={lazy ? 'lazy' : 'eager'}
          decoding={lazy ? 'async' : 'auto'}
          fetchPriority={lazy ? 'auto' : 'high'}
          onError={() => setFailedSrc(src)}
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
