import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled card in the detail page's main column. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section">
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.35rem', mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
