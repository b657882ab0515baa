import { PreviewTile } from '@mitti/ui/preview-tile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import { MAX_TIMELINE_IMAGES, TIMELINE_IMAGE_TYPES } from '@mitti/domain/constants';
import { useRef, type ChangeEvent } from 'react';
import type { TimelineImage } from './use-timeline-images';
import { FilePickButton } from '@mitti/ui/file-pick-button';

export interface TimelineImagesFieldProps {
  images: TimelineImage[];
  problems: string[];
  disabled: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (id: number) => void;
}

/** Optional photos of the update: a picker, the 'n / 5 selected' counter, previews to remove. */
export function TimelineImagesField({
  images,
  problems,
  disabled,
  onAdd,
  onRemove,
}: TimelineImagesFieldProps) {
  const full = images.length >= MAX_TIMELINE_IMAGES;
  // A removed preview takes its button with it: the group, named 'Images (optional)', gets the focus.
  const group = useRef<HTMLDivElement>(null);

  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (files.length > 0) onAdd(files);
  };

  return (
    <Box
      ref={group}
      role="group"
      aria-labelledby="timeline-images-label"
      tabIndex={-1}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Box sx={{ flex: 1, minWidth: 160 }}>
          <Typography id="timeline-images-label" sx={{ fontWeight: 600 }}>
            Images (optional)
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            PNG, JPEG or GIF up to 10MB · {images.length} / {MAX_TIMELINE_IMAGES} selected
          </Typography>
        </Box>
        <FilePickButton
          accept={TIMELINE_IMAGE_TYPES.join(',')}
          multiple
          inputLabel="Update images"
          startIcon={<AddPhotoAlternateOutlined />}
          onChange={onChosen}
          disabled={disabled || full}
        >
          Choose images
        </FilePickButton>
      </Box>
      {problems.map((problem) => (
        <Alert key={problem} severity="warning">
          {problem}
        </Alert>
      ))}
      {images.length > 0 && (
        <Box
          component="ul"
          aria-label="Selected images"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
            gap: 1,
          }}
        >
          {images.map(({ id, file, url }) => (
            <PreviewTile
              key={id}
              url={url}
              video={false}
              name={file.name}
              disabled={disabled}
              onRemove={() => {
                onRemove(id);
                group.current?.focus();
              }}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
