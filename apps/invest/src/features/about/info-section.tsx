import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface InfoSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** A titled part of an information page; a link to `#id` lands just below the sticky header. */
export function InfoSection({ id, title, children }: InfoSectionProps) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-heading`}
      sx={{
        scrollMarginTop: 88,
        py: { xs: 3, md: 4 },
        '& p': { mb: 1.5 },
        '& ul': { pl: 3, my: 1 },
        '& li': { mb: 0.75 },
      }}
    >
      <Typography
        id={`${id}-heading`}
        variant="h2"
        sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, mb: 2 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}
