import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface SummaryStatProps {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  note?: string;
}

/** One figure of the portfolio summary, as a list item. */
export function SummaryStat({ icon, label, value, note }: SummaryStatProps) {
  return (
    <Card component="li" sx={{ listStyle: 'none' }}>
      <CardContent
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: 'flex-start',
          p: { xs: 1.75, sm: 2 },
          '&:last-child': { pb: { xs: 1.75, sm: 2 } },
        }}
      >
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 44,
            height: 44,
            flex: '0 0 auto',
            borderRadius: 2,
            bgcolor: 'background.default',
            color: 'primary.main',
          }}
        >
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, color: 'primary.dark' }}>
            {value}
          </Typography>
          {note && (
            <Typography
              variant="caption"
              component="p"
              sx={{ color: 'text.secondary', lineHeight: 1.4 }}
            >
              {note}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
