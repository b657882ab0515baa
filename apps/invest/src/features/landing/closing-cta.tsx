import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export function ClosingCta() {
  return (
    <Box
      component="section"
      aria-labelledby="closing-heading"
      sx={{ py: { xs: 6, md: 9 }, bgcolor: 'primary.dark', color: 'primary.contrastText' }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography
          variant="h2"
          id="closing-heading"
          sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}
        >
          Plant your first rupee in living soil
        </Typography>
        <Typography sx={{ mb: 4, opacity: 0.9 }}>
          Join 15,000+ investors who fund the farmers growing India&apos;s organic food, and watch
          your investment take root season by season.
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1.5 }}>
          <Button
            component={RouterLink}
            to="/farms"
            variant="contained"
            color="secondary"
            size="large"
          >
            Start Investing Today
          </Button>
          <Button
            component={RouterLink}
            to="/signup"
            variant="outlined"
            color="inherit"
            size="large"
          >
            Sign Up
          </Button>
          <Button component={RouterLink} to="/about" color="inherit" size="large">
            About Mitti
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
