import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface FormSectionProps {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}

/** One titled part of a form; two columns on wider screens, one on phones. */
export function FormSection({ id, title, intro, children }: FormSectionProps) {
  return (
    <Card component="section" aria-labelledby={`${id}-heading`}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={`${id}-heading`} variant="h2" sx={{ fontSize: '1.35rem', mb: 0.5 }}>
          {title}
        </Typography>
        {intro && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {intro}
          </Typography>
        )}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            gap: 2,
            mt: 2,
          }}
        >
          {children}
        </Box>
      </CardContent>
    </Card>
  );
}
