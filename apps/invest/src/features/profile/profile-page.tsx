import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { failureMessage } from '@mitti/api-client/api-failure';
import { readCachedProfile } from '@mitti/api-client/profile-cache';
import { ConfirmEmailNotice } from '@mitti/auth/confirm-email-notice';
import { useProfileQuery } from '@mitti/api-client/profile-endpoints';
import { EmptyState } from '@mitti/ui/empty-state';
import { Loader } from '@mitti/ui/loader';
import { useState } from 'react';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';
import { ProfileDetails } from './profile-details';
import { ProfilePhoto } from './profile-photo';
import { ShippingAddresses } from './shipping-addresses';
import { YourDataSection } from './your-data-section';

const LOAD_FAILED = 'Could not load your profile.';

/** /profile: the cached profile is shown at once and replaced when the fresh one arrives. */
export function ProfilePage() {
  const [cached] = useState(readCachedProfile);
  const { data, error, isError, isFetching, refetch } = useProfileQuery();
  const profile = data ?? cached;
  const retry = () => void refetch();

  if (!profile) {
    if (!isError) return <Loader />;
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
        <EmptyState
          icon={<CloudOffOutlined />}
          title={LOAD_FAILED}
          text={failureMessage(error, 'Please try again in a moment.')}
          action={
            <Button variant="contained" onClick={retry} disabled={isFetching}>
              Try again
            </Button>
          }
        />
      </Container>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' }, mb: 3 }}>
        Your Profile
      </Typography>
      {isError && !isFetching && (
        <Alert
          severity="warning"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          {LOAD_FAILED} Showing the copy saved on this device.
        </Alert>
      )}
      {profile.emailConfirmed === false && (
        <Box sx={{ mb: 3 }}>
          <ConfirmEmailNotice message="Please confirm your email address: investing and starting a campaign wait for it." />
        </Box>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '300px 1fr' },
          gap: 3,
          alignItems: 'start',
          mb: 5,
        }}
      >
        <Card>
          <CardContent sx={{ p: 3 }}>
            <ProfilePhoto profile={profile} />
          </CardContent>
        </Card>
        <Card>
          <CardContent sx={{ p: 3 }}>
            <ProfileDetails profile={profile} />
          </CardContent>
        </Card>
      </Box>
      <ShippingAddresses profile={profile} />
      <PasswordSection profile={profile} />
      <EmailSection />
      <YourDataSection profile={profile} />
    </Container>
  );
}
