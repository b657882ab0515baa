import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode, Ref } from 'react';

export interface SectionHeadingProps {
  id: string;
  title: string;
  /** A button or link beside the title. */
  action?: ReactNode;
  /** For a section whose action can take the focused control away: the heading takes the focus. */
  ref?: Ref<HTMLHeadingElement>;
}

export function SectionHeading({ id, title, action, ref }: SectionHeadingProps) {
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
      <Typography
        ref={ref}
        id={id}
        variant="h2"
        tabIndex={-1}
        sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' } }}
      >
        {title}
      </Typography>
      {action}
    </Box>
  );
}
