import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Close from '@mui/icons-material/Close';
import { FittedImage } from './fitted-image';
import { responsiveImage } from './responsive-image';

export interface PreviewTileProps {
  url: string;
  video: boolean;
  /** The file's name or what the picture shows: its alt text and the remove button's subject. */
  name: string;
  /** 'New' on files not uploaded yet. */
  badge?: string;
  disabled: boolean;
  onRemove: () => void;
}

/** A square preview of a photo or video about to be uploaded (or kept), with a remove button. */
export function PreviewTile({ url, video, name, badge, disabled, onRemove }: PreviewTileProps) {
  return (
    <Box
      component="li"
      sx={{
        position: 'relative',
        aspectRatio: '1',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'grey.200',
      }}
    >
      {video ? (
        <Box
          component="video"
          src={url}
          muted
          controls
          aria-label={name}
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <FittedImage
          {...responsiveImage(url, '(min-width: 600px) 160px, 33vw')}
          alt={name}
          width={160}
          height={160}
          loading="lazy"
          decoding="async"
        />
      )}
      {badge && (
        <Chip
          label={badge}
          size="small"
          color="primary"
          sx={{ position: 'absolute', left: 4, bottom: 4, bgcolor: 'background.paper' }}
        />
      )}
      <IconButton
        size="small"
        aria-label={`Remove ${name}`}
        onClick={onRemove}
        disabled={disabled}
        sx={{
          position: 'absolute',
          top: 4,
          right: 4,
          bgcolor: 'rgba(255, 255, 255, 0.9)',
          '&:hover': { bgcolor: 'background.paper' },
        }}
      >
        <Close fontSize="small" />
      </IconButton>
    </Box>
  );
}
