import EmailOutlined from '@mui/icons-material/EmailOutlined';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import X from '@mui/icons-material/X';
import YouTube from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AppName } from './app-link';
import { AppLink } from './app-link';
import { CONTACT_CITY, CONTACT_EMAIL, CONTACT_PHONE } from './contact-details';
import { MittiLogo } from './mitti-logo';

const QUICK_LINKS = [
  { label: 'Our Farms', to: '/farms' },
  { label: 'How It Works', to: '/how-it-works' },
  { label: 'Shop', to: '/shop' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
];

const SOCIAL_LINKS = [
  { label: 'Mitti on Instagram', href: 'https://www.instagram.com/mitti', Icon: Instagram },
  { label: 'Mitti on Facebook', href: 'https://www.facebook.com/mitti', Icon: Facebook },
  { label: 'Mitti on X', href: 'https://x.com/mitti', Icon: X },
  { label: 'Mitti on YouTube', href: 'https://www.youtube.com/@mitti', Icon: YouTube },
  { label: 'Mitti on LinkedIn', href: 'https://www.linkedin.com/company/mitti', Icon: LinkedIn },
];

const COLUMN_TITLE_SX = { fontWeight: 700, mb: 1.5 };

/** The site footer of both apps (shop.md 2, Footer). */
export function Footer({ app }: { app: AppName }) {
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'grey.100', color: 'text.secondary', mt: 8, pt: 6, pb: 3 }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1.5fr' },
          }}
        >
          <Box>
            <MittiLogo app={app} />
            <Typography variant="body2" sx={{ mt: 1.5, maxWidth: 380 }}>
              Mitti connects verified organic farms with investors and shoppers. Back a farm
              project, follow its season from sowing to harvest, and buy its produce straight from
              the field.
            </Typography>
            <Stack direction="row" spacing={0.5} sx={{ mt: 2, ml: -1 }}>
              {SOCIAL_LINKS.map(({ label, href, Icon }) => (
                <IconButton
                  key={href}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  color="inherit"
                >
                  <Icon />
                </IconButton>
              ))}
            </Stack>
          </Box>

          <Box component="nav" aria-label="Quick links">
            <Typography component="h2" variant="subtitle1" sx={COLUMN_TITLE_SX}>
              Quick Links
            </Typography>
            <Stack spacing={1}>
              {QUICK_LINKS.map((link) => (
                <Link
                  key={link.to}
                  component={AppLink}
                  app={app}
                  to={link.to}
                  color="inherit"
                  underline="hover"
                  variant="body2"
                >
                  {link.label}
                </Link>
              ))}
            </Stack>
          </Box>

          <Box component="address" sx={{ fontStyle: 'normal' }}>
            <Typography component="h2" variant="subtitle1" sx={COLUMN_TITLE_SX}>
              Contact Us
            </Typography>
            <Stack spacing={1.25}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <EmailOutlined fontSize="small" aria-hidden />
                <Link
                  href={`mailto:${CONTACT_EMAIL}`}
                  color="inherit"
                  underline="hover"
                  variant="body2"
                >
                  {CONTACT_EMAIL}
                </Link>
              </Stack>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <PhoneOutlined fontSize="small" aria-hidden />
                <Link
                  href={`tel:${CONTACT_PHONE.replace(/\s/g, '')}`}
                  color="inherit"
                  underline="hover"
                  variant="body2"
                >
                  {CONTACT_PHONE}
                </Link>
              </Stack>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <PlaceOutlined fontSize="small" aria-hidden />
                <Typography variant="body2">{CONTACT_CITY}</Typography>
              </Stack>
            </Stack>
          </Box>
        </Box>

        <Divider sx={{ my: 3 }} />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography variant="body2">
            © {new Date().getFullYear()} Mitti. All rights reserved.
          </Typography>
          <Stack direction="row" spacing={3}>
            <Link
              component={AppLink}
              app={app}
              to="/about#privacy"
              color="inherit"
              underline="hover"
              variant="body2"
            >
              Privacy Policy
            </Link>
            <Link
              component={AppLink}
              app={app}
              to="/about#terms"
              color="inherit"
              underline="hover"
              variant="body2"
            >
              Terms of Service
            </Link>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
