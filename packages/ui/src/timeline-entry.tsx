import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TimelineUpdate } from '@mitti/domain/timeline-update';
import type { ReactNode } from 'react';
import { DateText } from './date-text';
import { FittedImage } from './fitted-image';
import { responsiveImage } from './responsive-image';

/** A cell of the photo grid (at least 110 px): two or three across a phone, at most about 200 px. */
const PHOTO_SIZES = '(min-width: 600px) 200px, 45vw';

export interface TimelineEntryProps {
  update: TimelineUpdate;
  /** E.g. the owner's delete button, placed beside the title. */
  action?: ReactNode;
}

/** One farm update of a timeline: a dot on the line, title, date, description and photos. */
export function TimelineEntry({ update, action }: TimelineEntryProps) {
  const headingId = `timeline-${update._id}`;
  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      sx={{
        position: 'relative',
        pl: 3.5,
        pb: 3,
        '&::before': {
          content: '""',
          position: 'absolute',
          left: 7,
          top: 8,
          bottom: 0,
          width: 2,
          bgcolor: 'divider',
        },
        '&:last-of-type': { pb: 0 },
        '&:last-of-type::before': { display: 'none' },
      }}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          left: 0,
          top: 4,
          width: 16,
          height: 16,
          borderRadius: '50%',
          bgcolor: 'primary.main',
          border: 3,
          borderColor: 'background.paper',
          boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.light}`,
        }}
      />
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ color: 'secondary.dark', fontWeight: 600 }}>
            <DateText iso={update.date} />
          </Typography>
          <Typography id={headingId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {update.title}
          </Typography>
        </Box>
        {action}
      </Box>
      <Typography
        sx={{ color: 'text.secondary', mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
      >
        {update.description}
      </Typography>
      {update.images.length > 0 && (
        <Box
          sx={{
            mt: 1.5,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))',
            gap: 1,
          }}
        >
          {update.images.map((image, index) => (
            <Box
              key={image.url}
              component="a"
              href={image.url}
              target="_blank"
              rel="noreferrer"
              sx={{ display: 'block', borderRadius: 2, overflow: 'hidden', aspectRatio: '4 / 3' }}
            >
              <FittedImage
                {...responsiveImage(image.url, PHOTO_SIZES)}
                alt={`${update.title}, photo ${index + 1} of ${update.images.length}`}
                width={200}
                height={150}
                loading="lazy"
                decoding="async"
              />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
