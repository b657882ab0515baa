import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { failureMessage, type ApiFailure } from '@mitti/api-client/api-failure';
import { useSendVerificationRequestMutation } from '@mitti/api-client/verification-endpoints';
import type { UserProfile } from '@mitti/domain/user';
import { useState } from 'react';
import { usePageToast } from './use-page-toast';

const SENT = "Request sent successfully! We'll be in touch.";
const FAILED = 'An error occurred.';

/** Takes the form's place until the account is verified (invest.md 2, Create campaign). */
export function VerificationRequired({ profile }: { profile: UserProfile }) {
  const [sendRequest, { isLoading }] = useSendVerificationRequestMutation();
  const [waiting, setWaiting] = useState(false);
  const toast = usePageToast();

  const send = async () => {
    try {
      await sendRequest({ userId: profile._id, email: profile.email }).unwrap();
      toast.success(SENT);
      setWaiting(true);
    } catch (failure) {
      toast.error(failureMessage(failure, FAILED));
      // 409: an earlier request is still waiting, which is what the farmer wanted.
      if ((failure as Partial<ApiFailure>).status === 409) setWaiting(true);
    }
  };

  return (
    <Card component="section" aria-labelledby="verification-heading">
      <CardContent
        sx={{
          p: { xs: 3, sm: 5 },
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: 2,
        }}
      >
        <VerifiedUserOutlined color="primary" sx={{ fontSize: 56 }} aria-hidden />
        <Typography id="verification-heading" variant="h2" sx={{ fontSize: '1.6rem' }}>
          Account Verification Required
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
          To ensure the quality and authenticity of our farm projects, we require all farmers to be
          verified. Please send a request to our team to get started.
        </Typography>
        {waiting && (
          <Alert severity="info" sx={{ textAlign: 'left' }}>
            Your request is waiting for our team. We will check your farm details and contact you at{' '}
            {profile.email}.
          </Alert>
        )}
        <Box>
          <Button
            variant="contained"
            size="large"
            onClick={() => void send()}
            disabled={isLoading || waiting}
            startIcon={
              isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
            }
          >
            {waiting ? 'Request Sent' : 'Send Verification Request'}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
