import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface FeatureCardProps {
  icon: ReactNode;
  title: string;
  text: string;
  /** A step number shown above the title, for the how-it-works steps. */
  step?: number;
}

/** One card of the landing's value, step and benefit rows. */
export function FeatureCard({ icon, title, text, step }: FeatureCardProps) {
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3 }}>
        <Box
          aria-hidden
          sx={{
            width: 48,
            height: 48,
            borderRadius: 3,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'background.default',
            color: 'primary.main',
            mb: 2,
          }}
        >
          {icon}
        </Box>
        {step !== undefined && (
          <Typography variant="overline" sx={{ color: 'secondary.main', fontWeight: 700 }}>
            Step {step}
          </Typography>
        )}
        <Typography variant="h3" sx={{ fontSize: '1.3rem', mb: 1 }}>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
      </CardContent>
    </Card>
  );
}
