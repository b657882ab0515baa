import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { readCachedProfile } from '@mitti/api-client/profile-cache';
import { useProfileQuery } from '@mitti/api-client/profile-endpoints';
import { AppLink } from '@mitti/auth/app-link';
import { selectIsSignedIn } from '@mitti/auth/auth-slice';
import { useHydrated } from '@mitti/auth/use-hydrated';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { ContactForm } from './contact-form';
import { readContactCampaign } from './contact-state';

/**
 * /contact: about one campaign when the campaign page's Contact Us sent the visitor here, else a
 * message to the Mitti team. A signed-in user's name and email are filled in.
 */
export function ContactPage() {
  const campaign = readContactCampaign(useLocation().state);
  const signedIn = useSelector(selectIsSignedIn);
  const [cached] = useState(readCachedProfile);
  const { data } = useProfileQuery(undefined, { skip: !signedIn });
  // The server draws the form empty; the browser's first render must match it, or the labels stay
  // drawn over the filled-in name and email. The form then starts again with them.
  const hydrated = useHydrated();
  const profile = signedIn && hydrated ? (data ?? cached) : null;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' }, mb: 1 }}>
        Contact Us
      </Typography>
      {campaign ? (
        <>
          <Chip
            color="primary"
            label={`About: ${campaign.campaignTitle}`}
            sx={{
              mb: 1.5,
              maxWidth: '100%',
              height: 'auto',
              '& .MuiChip-label': { py: 0.5, whiteSpace: 'normal' },
            }}
          />
          <Typography sx={{ color: 'text.secondary', mb: 3 }}>
            Your message goes to the farmer behind this campaign, who will answer by email.{' '}
            <Link component={AppLink} app="invest" to={`/campaign/${campaign.campaignId}`}>
              Back to the campaign
            </Link>
          </Typography>
        </>
      ) : (
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          Questions about investing, a farm or your account? Write to the Mitti team and we will
          answer by email within two working days.
        </Typography>
      )}
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <ContactForm
            key={profile?._id ?? 'visitor'}
            campaignId={campaign?.campaignId ?? null}
            name={profile?.name ?? ''}
            email={profile?.email ?? ''}
          />
        </CardContent>
      </Card>
    </Container>
  );
}
