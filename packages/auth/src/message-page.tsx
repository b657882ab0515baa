import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface MessagePageProps {
  icon: ReactNode;
  /** The theme colour of the icon: 'primary.light', 'error.main'. */
  iconColor: string;
  title: string;
  text: string;
  /** The ways on: buttons or links. */
  children: ReactNode;
}

/** A page that is only a message: the 404 page and the error page. */
export function MessagePage({ icon, iconColor, title, text, children }: MessagePageProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Box sx={{ color: iconColor, mb: 2, '& svg': { fontSize: 56 } }}>{icon}</Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>{text}</Typography>
      {children}
    </Container>
  );
}
