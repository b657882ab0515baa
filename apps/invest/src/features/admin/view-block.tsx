import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled block of the submitted campaign; long text keeps its line breaks. */
export function ViewBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="h6" component="h3" sx={{ mb: 0.75 }}>
        {title}
      </Typography>
      <Box sx={{ color: 'text.secondary', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}
