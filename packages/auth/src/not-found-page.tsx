import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import SearchOff from '@mui/icons-material/SearchOff';
import type { AppName } from './app-link';
import { HomeButton } from './home-button';

export function NotFoundPage({ app }: { app: AppName }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Box sx={{ color: 'primary.light', mb: 2, '& svg': { fontSize: 56 } }}>
        <SearchOff aria-hidden />
      </Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 2 }}>
        Page Not Found
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>
        The page you are looking for does not exist or has moved.
      </Typography>
      <HomeButton app={app} />
    </Container>
  );
}
