import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LabelValueList, type LabelValueRow } from '@mitti/ui/label-value-list';

export interface SummaryListProps {
  title: string;
  rows: LabelValueRow[];
}

/** A titled list of label and value pairs in the order summary. */
export function SummaryList({ title, rows }: SummaryListProps) {
  return (
    <Box>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontFamily: 'inherit', mb: 1 }}>
        {title}
      </Typography>
      <LabelValueList rows={rows} dense />
    </Box>
  );
}
