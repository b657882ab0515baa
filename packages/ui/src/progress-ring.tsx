import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export interface ProgressRingProps {
  /** A percent; the ring stops at 100 but the text in the middle says the real number. */
  value: number;
  /** What the ring measures, e.g. 'Funding progress'. */
  label: string;
  size?: number;
}

/** A circular progress bar with its percent in the middle. */
export function ProgressRing({ value, label, size = 120 }: ProgressRingProps) {
  const text = `${value}%`;
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex', width: size, height: size }}>
      <CircularProgress
        variant="determinate"
        value={100}
        size={size}
        thickness={4}
        aria-hidden
        sx={{ color: 'divider', position: 'absolute', inset: 0 }}
      />
      <CircularProgress
        variant="determinate"
        value={Math.min(100, Math.max(0, value))}
        size={size}
        thickness={4}
        aria-label={label}
        aria-valuetext={text}
        sx={{ color: 'primary.main', '& circle': { strokeLinecap: 'round' } }}
      />
      <Box
        aria-hidden
        sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}
      >
        <Typography
          component="span"
          sx={{ fontWeight: 700, fontSize: size / 5, color: 'primary.dark' }}
        >
          {text}
        </Typography>
      </Box>
    </Box>
  );
}
