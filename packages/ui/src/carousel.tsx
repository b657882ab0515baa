import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { CAROUSEL_INTERVAL_MS } from '@mitti/domain/constants';
import type { Media } from '@mitti/domain/media';
import { useEffect, useState } from 'react';
import { FarmIllustration } from './farm-illustration';
import { FittedImage } from './fitted-image';
import { responsiveImage } from './responsive-image';

/** The farm page's column: the page less its 340 px side card from 900 px, else the screen. */
const SLIDE_SIZES = '(min-width: 1200px) 820px, (min-width: 900px) 66vw, 100vw';

export interface CarouselProps {
  images: Media[];
  /** What the pictures show, e.g. the campaign's title: the carousel's name and each picture's alt. */
  title: string;
  intervalMs?: number;
}

const CONTROL = {
  bgcolor: 'rgba(255, 255, 255, 0.9)',
  color: 'text.primary',
  '&:hover': { bgcolor: 'background.paper' },
} as const;

/**
 * Pictures that advance on their own every 5 seconds and wrap around (WAI-ARIA carousel pattern).
 * Rotation stops while the pointer or the keyboard focus is inside, when the user pauses it, and
 * for people who ask for reduced motion.
 */
export function Carousel({ images, title, intervalMs = CAROUSEL_INTERVAL_MS }: CarouselProps) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const count = images.length;
  const current = count > 0 ? index % count : 0;
  const rotating = count > 1 && !hovered && !focused && !paused && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((shown) => (shown + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [rotating, count, intervalMs]);

  const step = (by: number) => setIndex((current + by + count) % count);

  if (count === 0) {
    return (
      <Box sx={{ aspectRatio: '16 / 9', borderRadius: 3, overflow: 'hidden' }}>
        <FarmIllustration label={title} />
      </Box>
    );
  }

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={title}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      sx={{
        position: 'relative',
        aspectRatio: '16 / 9',
        borderRadius: 3,
        overflow: 'hidden',
        bgcolor: 'grey.200',
      }}
    >
      <Box aria-live={rotating ? 'off' : 'polite'} sx={{ position: 'absolute', inset: 0 }}>
        {images.map((image, slide) => {
          const shown = slide === current;
          return (
            <Box
              key={image.public_id || image.url}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slide + 1} of ${count}`}
              aria-hidden={!shown}
              sx={{
                position: 'absolute',
                inset: 0,
                opacity: shown ? 1 : 0,
                visibility: shown ? 'visible' : 'hidden',
                transition: reducedMotion ? 'none' : 'opacity 600ms ease, visibility 600ms',
              }}
            >
              {/* The first slide is the page's largest paint; the others wait until they are near. */}
              <FittedImage
                {...responsiveImage(image.url, SLIDE_SIZES)}
                alt={count > 1 ? `${title}, photo ${slide + 1} of ${count}` : title}
                width={1600}
                height={900}
                loading={slide === 0 ? 'eager' : 'lazy'}
                decoding={slide === 0 ? 'auto' : 'async'}
                fetchPriority={slide === 0 ? 'high' : 'auto'}
              />
            </Box>
          );
        })}
      </Box>
      {count > 1 && (
        <>
          <IconButton
            aria-label="Previous slide"
            onClick={() => step(-1)}
            sx={{ ...CONTROL, position: 'absolute', left: 12, top: '50%', translate: '0 -50%' }}
          >
            <ChevronLeft />
          </IconButton>
          <IconButton
            aria-label="Next slide"
            onClick={() => step(1)}
            sx={{ ...CONTROL, position: 'absolute', right: 12, top: '50%', translate: '0 -50%' }}
          >
            <ChevronRight />
          </IconButton>
          <IconButton
            size="small"
            aria-label={paused ? 'Start automatic slide show' : 'Stop automatic slide show'}
            onClick={() => setPaused(!paused)}
            sx={{ ...CONTROL, position: 'absolute', left: 12, bottom: 12 }}
          >
            {paused ? <PlayArrow fontSize="small" /> : <Pause fontSize="small" />}
          </IconButton>
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              bottom: 18,
              left: '50%',
              translate: '-50% 0',
              display: 'flex',
              gap: 0.75,
            }}
          >
            {images.map((image, slide) => (
              <Box
                key={image.public_id || image.url}
                sx={{
                  width: slide === current ? 20 : 8,
                  height: 8,
                  borderRadius: 4,
                  bgcolor: slide === current ? 'background.paper' : 'rgba(255, 255, 255, 0.6)',
                  transition: reducedMotion ? 'none' : 'width 300ms ease',
                }}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
