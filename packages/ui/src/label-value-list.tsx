import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface LabelValueRow {
  label: string;
  value: ReactNode;
}

export interface LabelValueListProps {
  rows: LabelValueRow[];
  /** Smaller text and closer rows, as in a summary beside a form. */
  dense?: boolean;
  /** A rule between rows. */
  divided?: boolean;
}

/**
 * Label and value pairs, one to a line: the label at the left, the value at the right (below it
 * when the line is too narrow for both). For longer values, `FactList` puts labels in a column.
 */
export function LabelValueList({ rows, dense = false, divided = false }: LabelValueListProps) {
  const text = dense ? 'body2' : 'body1';
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: dense ? 0.75 : 1.25 }}>
      {rows.map(({ label, value }, index) => (
        <Box
          key={label}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            alignItems: 'center',
            columnGap: 2,
            ...(divided && index > 0 && { borderTop: 1, borderColor: 'divider', pt: 1.25 }),
          }}
        >
          <Typography component="dt" variant={text} sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography
            component="dd"
            variant={text}
            sx={{ m: 0, ml: 'auto', fontWeight: 600, textAlign: 'right' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
