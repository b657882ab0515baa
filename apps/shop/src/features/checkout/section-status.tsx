import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A checkout section's data on its way, e.g. 'Loading order items...'. */
export function SectionLoading({ text }: { text: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
      <CircularProgress size={20} aria-hidden />
      <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
    </Box>
  );
}

export interface SectionLoadFailedProps {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}

/** A checkout section whose data could not be loaded, with Retry. */
export function SectionLoadFailed({ message, retrying, onRetry }: SectionLoadFailedProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          Retry
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
