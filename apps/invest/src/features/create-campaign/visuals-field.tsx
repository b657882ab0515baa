import { PreviewTile } from '@mitti/ui/preview-tile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import type { ChangeEvent } from 'react';
import { MAX_CAMPAIGN_VISUALS } from '@mitti/domain/constants';
import type { Visual } from './use-visual-files';
import { FilePickButton } from '@mitti/ui/file-pick-button';

export interface VisualsFieldProps {
  visuals: Visual[];
  /** Why files were refused, and the server's word on `visuals`. */
  problems: string[];
  disabled: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (id: number) => void;
}

/** Photos and videos of the farm: a file picker, previews with remove buttons, refusals. */
export function VisualsField({ visuals, problems, disabled, onAdd, onRemove }: VisualsFieldProps) {
  const full = visuals.length >= MAX_CAMPAIGN_VISUALS;

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
          WebP images and MP4 or WebM videos work too. {visuals.length} / {MAX_CAMPAIGN_VISUALS}{' '}
          selected
        </Typography>
      </Box>

      {problems.map((problem) => (
        <Alert key={problem} severity="warning">
          {problem}
        </Alert>
      ))}

      {visuals.length > 0 && (
        <Box
          component="ul"
          aria-label="Selected visuals"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
            gap: 1.5,
          }}
        >
          {visuals.map(({ id, file, url }) => (
            <PreviewTile
              key={id}
              url={url}
              video={file.type.startsWith('video/')}
              name={file.name}
              disabled={disabled}
              onRemove={() => onRemove(id)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
