import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label and value pairs: each label above its value on phones, two columns from 600 px. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        alignItems: 'baseline',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 0.5 },
        '& dt': {
          color: 'text.secondary',
          fontSize: '0.875rem',
          mt: { xs: 0.75, sm: 0 },
        },
        '& > :first-of-type > dt': { mt: 0 },
        '& dd': { m: 0, fontWeight: 500, overflowWrap: 'anywhere' },
      }}
    >
      {facts.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}
