import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { MAX_CAMPAIGN_VISUALS } from '@mitti/domain/constants';
import type { Media } from '@mitti/domain/media';
import type { ChangeEvent } from 'react';
import { FilePickButton } from './file-pick-button';
import { PreviewTile } from './preview-tile';
import type { PickedFile } from './use-picked-files';

export interface CampaignVisualsFieldProps {
  /** When editing: the campaign's current visuals, each with a remove button. */
  kept?: Media[];
  onRemoveKept?: (visual: Media) => void;
  added: PickedFile[];
  /** Why files were refused, and the server's word on `visuals`. */
  problems: string[];
  disabled: boolean;
  onAdd: (files: File[]) => void;
  onRemoveAdded: (id: number) => void;
}

const VIDEO_URL = /\.(mp4|webm)$/i;

/** Photos and videos of the farm: a file picker, previews with remove buttons, refusals. */
export function CampaignVisualsField({
  kept = [],
  onRemoveKept,
  added,
  problems,
  disabled,
  onAdd,
  onRemoveAdded,
}: CampaignVisualsFieldProps) {
  const total = kept.length + added.length;
  const full = total >= MAX_CAMPAIGN_VISUALS;
  // New files are marked only beside ones the campaign already has.
  const badge = kept.length > 0 ? 'New' : undefined;

  const onChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (files.length > 0) onAdd(files);
  };

  return (
    <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box
        sx={{
          border: '2px dashed',
          borderColor: 'divider',
          borderRadius: 3,
          p: { xs: 2, sm: 3 },
          textAlign: 'center',
          bgcolor: 'background.default',
        }}
      >
        <CloudUploadOutlined color="primary" sx={{ fontSize: 40 }} aria-hidden />
        <Box sx={{ mt: 1 }}>
          <FilePickButton
            accept="image/*,video/*"
            multiple
            inputLabel="Campaign photos and videos"
            onChange={onChosen}
            disabled={disabled || full}
          >
            Choose photos or videos
          </FilePickButton>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          PNG, JPG, GIF up to 10MB
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          WebP images and MP4 or WebM videos work too. {total} / {MAX_CAMPAIGN_VISUALS} selected
        </Typography>
      </Box>

      {problems.map((problem) => (
        <Alert key={problem} severity="warning">
          {problem}
        </Alert>
      ))}

      {total > 0 && (
        <Box
          component="ul"
          aria-label="Campaign visuals"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
            gap: 1.5,
          }}
        >
          {kept.map((visual, index) => (
            <PreviewTile
              key={visual.public_id || visual.url}
              url={visual.url}
              video={VIDEO_URL.test(visual.url)}
              name={`current visual ${index + 1}`}
              disabled={disabled}
              onRemove={() => onRemoveKept?.(visual)}
            />
          ))}
          {added.map(({ id, file, url }) => (
            <PreviewTile
              key={id}
              url={url}
              video={file.type.startsWith('video/')}
              name={file.name}
              badge={badge}
              disabled={disabled}
              onRemove={() => onRemoveAdded(id)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
