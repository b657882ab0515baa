import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface SectionCardProps {
  title: string;
  icon: ReactNode;
  /** Beside the title, e.g. the New Address button. */
  action?: ReactNode;
  children: ReactNode;
}

/** One block of the checkout: a card named by its h2. */
export function SectionCard({ title, icon, action, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 1.5,
            mb: 2,
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
            {icon}
            <Typography
              id={headingId}
              variant="h2"
              sx={{ fontSize: '1.35rem', color: 'text.primary' }}
            >
              {title}
            </Typography>
          </Box>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
