import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** How far an upload has come, as a bar and 'Uploading... n%'. */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <Box sx={{ width: '100%' }}>
      <LinearProgress variant="determinate" value={percent} aria-label="Upload progress" />
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        Uploading... {percent}%
      </Typography>
    </Box>
  );
}
