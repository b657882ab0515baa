import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { Media } from '@mitti/domain/media';
import { useState, type KeyboardEvent } from 'react';
import { FarmIllustration } from './farm-illustration';
import { FittedImage } from './fitted-image';
import { responsiveImage } from './responsive-image';

/** The campaign page's column: the page less its 360 px side card from 900 px, else the screen. */
const MAIN_SIZES = '(min-width: 1200px) 800px, (min-width: 900px) 66vw, 100vw';
const THUMBNAIL_SIZES = '(min-width: 600px) 96px, 72px';

export interface ImageGalleryProps {
  images: Media[];
  /** What the pictures show, e.g. the campaign's title; each alt text adds 'photo N of M'. */
  title: string;
  /** The width the layout gives the main picture (`sizes`); the campaign page's by default. */
  sizes?: string;
}

function photoAlt(title: string, index: number, count: number): string {
  return count > 1 ? `${title}, photo ${index + 1} of ${count}` : title;
}

/**
 * The main picture and a row of thumbnails that choose it (click, Enter, Space, or the arrow keys
 * along the row). Without pictures it shows the farm illustration. The main picture is at the top of
 * the pages that show a gallery, their largest paint: it is fetched first.
 */
export function ImageGallery({ images, title, sizes = MAIN_SIZES }: ImageGalleryProps) {
  const [selected, setSelected] = useState(0);
  const current = Math.min(selected, Math.max(0, images.length - 1));
  const main = images[current];

  const onThumbnailKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = (current + step + images.length) % images.length;
    setSelected(next);
    event.currentTarget.querySelectorAll('button')[next]?.focus();
  };

  return (
    <Box>
      <Box
        sx={{
          aspectRatio: '16 / 10',
          borderRadius: 3,
          overflow: 'hidden',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
        }}
      >
        {main ? (
          <FittedImage
            {...responsiveImage(main.url, sizes)}
            alt={photoAlt(title, current, images.length)}
            width={1600}
            height={1000}
            fetchPriority="high"
          />
        ) : (
          <FarmIllustration label={title} />
        )}
      </Box>
      {images.length > 1 && (
        <Box
          role="group"
          aria-label="Choose a photo"
          onKeyDown={onThumbnailKey}
          sx={{ display: 'flex', gap: 1.5, mt: 1.5, overflowX: 'auto', pb: 0.5 }}
        >
          {images.map((image, index) => (
            <ButtonBase
              key={image.public_id || image.url}
              aria-label={`Show photo ${index + 1} of ${images.length}`}
              aria-pressed={index === current}
              tabIndex={index === current ? 0 : -1}
              onClick={() => setSelected(index)}
              sx={{
                flex: '0 0 auto',
                width: { xs: 72, sm: 96 },
                aspectRatio: '4 / 3',
                borderRadius: 2,
                overflow: 'hidden',
                border: 2,
                borderColor: index === current ? 'primary.main' : 'transparent',
                opacity: index === current ? 1 : 0.75,
                '&:hover': { opacity: 1 },
              }}
            >
              <FittedImage
                {...responsiveImage(image.url, THUMBNAIL_SIZES)}
                alt=""
                width={96}
                height={72}
                loading="lazy"
                decoding="async"
              />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}
