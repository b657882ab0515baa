import Box from '@mui/material/Box';
import type { Media } from '@mitti/domain/media';
import { useState } from 'react';
import { FarmIllustration } from './farm-illustration';

export interface CampaignCoverProps {
  visuals: Media[];
  /** The picture's text alternative, e.g. the campaign's title. */
  alt: string;
  height: number;
}

/** A campaign's first visual; the farm illustration when it has none or the image cannot load. */
export function CampaignCover({ visuals, alt, height }: CampaignCoverProps) {
  const url = visuals[0]?.url;
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  return (
    <Box sx={{ height, overflow: 'hidden', bgcolor: 'background.default' }}>
      {url && failedUrl !== url ? (
        <Box
          component="img"
          src={url}
          alt={alt}
          loading="lazy"
          onError={() => setFailedUrl(url)}
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <FarmIllustration label={alt} />
      )}
    </Box>
  );
}
