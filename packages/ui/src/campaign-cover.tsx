import Box from '@mui/material/Box';
import type { Media } from '@mitti/domain/media';
import { useState } from 'react';
import { FarmIllustration } from './farm-illustration';
import { FittedImage } from './fitted-image';
import { responsiveImage } from './responsive-image';

/** A card of the listing grids: one column on phones, two from 600 px, three (of 1200) from 900. */
const CARD_SIZES =
  '(min-width: 1200px) 380px, (min-width: 900px) 32vw, (min-width: 600px) 50vw, 100vw';

export interface CampaignCoverProps {
  visuals: Media[];
  /** The picture's text alternative, e.g. the campaign's title. */
  alt: string;
  height: number;
  /** The width the layout gives the cover (`sizes`); a card of the listing grids by default. */
  sizes?: string;
}

/** A campaign's first visual; the farm illustration when it has none or the image cannot load. */
export function CampaignCover({ visuals, alt, height, sizes = CARD_SIZES }: CampaignCoverProps) {
  const url = visuals[0]?.url;
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  return (
    <Box sx={{ height, overflow: 'hidden', bgcolor: 'background.default' }}>
      {url && failedUrl !== url ? (
        <FittedImage
          {...responsiveImage(url, sizes)}
          alt={alt}
          height={height}
          loading="lazy"
          decoding="async"
          onError={() => setFailedUrl(url)}
        />
      ) : (
        <FarmIllustration label={alt} />
      )}
    </Box>
  );
}
