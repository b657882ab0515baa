import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** One card a row on phones, two on tablets, three on wide screens. */
export function CardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
        },
        gap: 2.5,
        '& > li': { minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}
