import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { FarmIllustration } from '@mitti/ui/farm-illustration';
import { Link as RouterLink } from 'react-router';

const PROMISES = [
  'Target returns of 7-12% annually',
  'Fair profit-sharing with farmer protections',
  'Verified biodiversity metrics on every project',
];

export function HeroSection() {
  return (
    <Box
      component="section"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container
        maxWidth="lg"
        sx={{
          py: { xs: 5, md: 9 },
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' },
          gap: { xs: 4, md: 6 },
          alignItems: 'center',
        }}
      >
        <Box>
          <Typography
            variant="overline"
            sx={{ color: 'secondary.main', fontWeight: 700, letterSpacing: 1.5 }}
          >
            Crowd-farming for a living soil
          </Typography>
          <Typography variant="h1" sx={{ fontSize: { xs: '2.1rem', md: '3.1rem' }, mb: 2 }}>
            Back verified organic farms and grow with every harvest
          </Typography>
          <Typography sx={{ color: 'text.secondary', fontSize: { md: '1.1rem' }, mb: 3 }}>
            Mitti connects you with certified organic farmers across India who need capital to grow.
            Fund a real project, follow it season by season, and share in what the land returns:
            7-12% annually on the projects open today.
          </Typography>
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, mb: 4, display: 'grid', gap: 1 }}
          >
            {PROMISES.map((promise) => (
              <Box
                component="li"
                key={promise}
                sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
              >
                <CheckCircleOutlined color="primary" fontSize="small" aria-hidden />
                <Typography component="span">{promise}</Typography>
              </Box>
            ))}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <Button component={RouterLink} to="/farms" variant="contained" size="large">
              Explore Farms
            </Button>
            <Button component={RouterLink} to="/how-it-works" variant="outlined" size="large">
              How It Works
            </Button>
          </Box>
        </Box>
        <Box
          sx={{
            borderRadius: 4,
            overflow: 'hidden',
            aspectRatio: '8 / 5',
            border: 1,
            borderColor: 'divider',
            display: { xs: 'none', sm: 'block' },
          }}
        >
          <FarmIllustration label="An organic farm at sunrise: crop rows, green hills and a tree" />
        </Box>
      </Container>
    </Box>
  );
}
