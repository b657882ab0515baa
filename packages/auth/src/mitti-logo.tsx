import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AppName } from './app-link';
import { AppLink } from './app-link';

/** The sprout mark and the 'Mitti' wordmark, linking home. */
export function MittiLogo({ app }: { app: AppName }) {
  return (
    <Box
      component={AppLink}
      app={app}
      to="/"
      aria-label="Mitti home"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'primary.main',
        textDecoration: 'none',
        borderRadius: 1,
      }}
    >
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path
          d="M16 29V15"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          fill="none"
        />
        <path d="M16 17C16 10 11 6 4 6c0 7 5 11 12 11z" fill="currentColor" />
        <path d="M16 14c0-6 4-10 12-10 0 6-4 10-12 10z" fill="currentColor" opacity="0.7" />
        <path d="M8 29h16" stroke="#8d6e63" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <Typography component="span" variant="h6" sx={{ fontWeight: 700, color: 'text.primary' }}>
        Mitti
      </Typography>
    </Box>
  );
}
