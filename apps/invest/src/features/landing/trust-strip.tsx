import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';

const CERTIFICATIONS = [
  'India Organic',
  'Fair Trade',
  'Rainforest Alliance',
  'B Corporation',
  'Global Organic (GOTS)',
];

export function TrustStrip() {
  return (
    <Box component="section" aria-label="Why investors trust Mitti" sx={{ py: { xs: 3, md: 4 } }}>
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Typography sx={{ textAlign: { xs: 'center', md: 'left' } }}>
          Trusted by{' '}
          <Box component="strong" sx={{ color: 'primary.dark' }}>
            25,000+ impact investors
          </Box>
          , working with farms certified by
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: 1,
          }}
        >
          {CERTIFICATIONS.map((name) => (
            <li key={name}>
              <Chip
                icon={<VerifiedOutlined aria-hidden />}
                label={name}
                color="primary"
                variant="filled"
              />
            </li>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
