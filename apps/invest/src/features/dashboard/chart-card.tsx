import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';

export interface ChartCardProps {
  title: string;
  /** What the chart shows, in words: the picture's accessible name. */
  summary: string;
  chart: ReactNode;
  table: ReactNode;
}

/** A chart with the same figures one press away as a table, for screen readers and for reading. */
export function ChartCard({ title, summary, chart, table }: ChartCardProps) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
        <Box
          sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}
        >
          {/* The page's sections below are h2 too: the charts sit straight under its h1. */}
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_event, next: 'chart' | 'table' | null) => next && setView(next)}
            aria-label={`Show ${title.toLowerCase()} as`}
          >
            <ToggleButton value="chart">Chart</ToggleButton>
            <ToggleButton value="table">Table</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        {view === 'chart' ? (
          // At least 260 px high; a chart given its own height (with its legend below) may be taller.
          <Box role="img" aria-label={summary} sx={{ minHeight: 260, display: 'grid' }}>
            {chart}
          </Box>
        ) : (
          table
        )}
      </CardContent>
    </Card>
  );
}
