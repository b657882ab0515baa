import Box from '@mui/material/Box';
import type { ReactNode, Ref } from 'react';

export interface CardGridProps {
  label: string;
  children: ReactNode;
  ref?: Ref<HTMLUListElement>;
}

/** One card a row on phones, two on tablets, three on wide screens. */
export function CardGrid({ label, children, ref }: CardGridProps) {
  return (
    <Box
      component="ul"
      ref={ref}
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
