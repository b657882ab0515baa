import Typography from '@mui/material/Typography';

/** The farmer's own text with its line breaks, or the spec's fallback when it is blank. */
export function TextOrFallback({ text, fallback }: { text: string; fallback: string }) {
  return text.trim() ? (
    <Typography sx={{ whiteSpace: 'pre-line' }}>{text}</Typography>
  ) : (
    <Typography sx={{ color: 'text.secondary' }}>{fallback}</Typography>
  );
}
