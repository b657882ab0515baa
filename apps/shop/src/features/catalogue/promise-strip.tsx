import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import SpaOutlined from '@mui/icons-material/SpaOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import type { ReactNode } from 'react';

const PROMISES: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <SpaOutlined />,
    title: 'Certified Organic',
    text: 'Certified organic sourcing from USDA Organic certified farms.',
  },
  {
    icon: <LocalShippingOutlined />,
    title: 'Fast Shipping',
    text: 'Next-day, farm-direct delivery.',
  },
  {
    icon: <VerifiedOutlined />,
    title: 'Quality Guaranteed',
    text: '30-day satisfaction guarantee on every order.',
  },
];

/** What the shop promises, below the grid (shop.md 1 and 2). */
export function PromiseStrip() {
  return (
    <Box
      component="section"
      aria-labelledby="shop-promise"
      sx={{
        mt: { xs: 5, md: 7 },
        p: { xs: 2.5, md: 4 },
        borderRadius: 3,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography
        id="shop-promise"
        variant="h2"
        sx={{ fontSize: { xs: '1.4rem', md: '1.6rem' }, mb: 3, textAlign: 'center' }}
      >
        Our promise
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          gap: 3,
        }}
      >
        {PROMISES.map(({ icon, title, text }) => (
          <Box component="li" key={title} sx={{ display: 'flex', gap: 2, alignItems: 'start' }}>
            <Box
              aria-hidden
              sx={{
                flexShrink: 0,
                width: 48,
                height: 48,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              {icon}
            </Box>
            <Box>
              <Typography variant="h6" component="h3">
                {title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {text}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
