import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import { MAX_CAMPAIGN_VISUALS } from '@mitti/domain/constants';
import type { Media } from '@mitti/domain/media';
import type { ChangeEvent } from 'react';
import type { AddedVisual } from './use-added-visuals';
import { PreviewTile } from '@mitti/ui/preview-tile';
import { FilePickButton } from '@mitti/ui/file-pick-button';

export interface EditVisualsFieldProps {
  kept: Media[];
  added: AddedVisual[];
  problems: string[];
  disabled: boolean;
  onRemoveKept: (visual: Media) => void;
  onAdd: (files: File[]) => void;
  onRemoveAdded: (id: number) => void;
}

const VIDEO_URL = /\.(mp4|webm)$/i;

/** The campaign's visuals: the current ones to keep or remove, and new ones to add. */
export function EditVisualsField({
  kept,
  added,
  problems,
  disabled,
  onRemoveKept,
  onAdd,
  onRemoveAdded,
}: EditVisualsFieldProps) {
  const total = kept.length + added.length;
  const full = total >= MAX_CAMPAIGN_VISUALS;

  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (files.length > 0) onAdd(files);
  };

  return (
    <Box
      role="group"
      aria-labelledby="edit-visuals-label"
      sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography
          id="edit-visuals-label"
          variant="body2"
          sx={{ color: 'text.secondary', flex: 1 }}
        >
          Visuals: {total} / {MAX_CAMPAIGN_VISUALS}. PNG, JPG, GIF up to 10MB; WebP, MP4 and WebM
          work too.
        </Typography>
        <FilePickButton
          accept="image/*,video/*"
          multiple
          inputLabel="Add campaign photos and videos"
          size="small"
          startIcon={<AddPhotoAlternateOutlined />}
          onChange={onChosen}
          disabled={disabled || full}
        >
          Add photos or videos
        </FilePickButton>
      </Box>
      {problems.map((problem) => (
        <Alert key={problem} severity="warning">
          {problem}
        </Alert>
      ))}
      {total > 0 ? (
        <Box
          component="ul"
          aria-label="Campaign visuals"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
            gap: 1,
          }}
        >
          {kept.map((visual, index) => (
            <PreviewTile
              key={visual.public_id || visual.url}
              url={visual.url}
              video={VIDEO_URL.test(visual.url)}
              name={`current visual ${index + 1}`}
              disabled={disabled}
              onRemove={() => onRemoveKept(visual)}
            />
          ))}
          {added.map(({ id, file, url }) => (
            <PreviewTile
              key={id}
              url={url}
              video={file.type.startsWith('video/')}
              name={file.name}
              badge="New"
              disabled={disabled}
              onRemove={() => onRemoveAdded(id)}
            />
          ))}
        </Box>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No visuals: the campaign will show the farm illustration.
        </Typography>
      )}
    </Box>
  );
}
