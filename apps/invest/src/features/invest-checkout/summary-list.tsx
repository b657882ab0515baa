import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface SummaryListProps {
  title: string;
  rows: { label: string; value: string }[];
}

/** A titled list of label and value pairs in the order summary. */
export function SummaryList({ title, rows }: SummaryListProps) {
  return (
    <Box>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontFamily: 'inherit', mb: 1 }}>
        {title}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
        {rows.map(({ label, value }) => (
          <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
