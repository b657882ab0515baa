import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import SpaOutlined from '@mui/icons-material/SpaOutlined';
import type { ReactNode } from 'react';

export interface ComingSoonProps {
  /** The page's own name, e.g. 'Our Farms'. */
  title: string;
  /**
   * The way back home. The app passes its router link here, so this package stays free of the
   * router and a link inside an app stays a client-side navigation.
   */
  homeLink: ReactNode;
}

/** Stands in for a page whose screen is not built yet. */
export function ComingSoon({ title, homeLink }: ComingSoonProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Box sx={{ color: 'primary.light', mb: 2, '& svg': { fontSize: 56 } }}>
        <SpaOutlined aria-hidden />
      </Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        This page is still growing and will be ready soon.
      </Typography>
      {homeLink}
    </Container>
  );
}
