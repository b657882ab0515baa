import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  id: string;
  title: string;
  /** A button or link beside the title. */
  action?: ReactNode;
}

export function SectionHeading({ id, title, action }: SectionHeadingProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
        mb: 2,
      }}
    >
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' } }}>
        {title}
      </Typography>
      {action}
    </Box>
  );
}
