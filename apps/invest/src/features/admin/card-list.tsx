import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface CardListProps {
  label: string;
  /** Cards side by side from 900 px (two) and 1200 px (three); one a row otherwise. */
  columns?: 1 | 3;
  children: ReactNode;
}

/** A list of cards, one `li` each. */
export function CardList({ label, columns = 1, children }: CardListProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns:
          columns === 1
            ? 'minmax(0, 1fr)'
            : {
                xs: 'minmax(0, 1fr)',
                md: 'repeat(2, minmax(0, 1fr))',
                lg: 'repeat(3, minmax(0, 1fr))',
              },
        gap: 2,
        '& > li': { minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}
