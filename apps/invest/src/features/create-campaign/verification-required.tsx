import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { failureMessage, type ApiFailure } from '@mitti/api-client/api-failure';
import { useSendVerificationRequestMutation } from '@mitti/api-client/verification-endpoints';
import type { UserProfile, VerificationRequestState } from '@mitti/domain/user';
import { useEffect, useRef, useState } from 'react';
import { usePageToast } from './use-page-toast';

const SENT = "Request sent successfully! We'll be in touch.";
const FAILED = 'An error occurred.';
const NO_REQUEST: VerificationRequestState = { status: 'none' };

/**
 * Takes the form's place until the account is verified (invest.md 2, Create campaign), with where
 * the farmer's request stands: none sent, waiting for the team, or declined with the team's reason;
 * or that the team took a verification back, with theirs.
 */
export function VerificationRequired({ profile }: { profile: UserProfile }) {
  const [sendRequest, { isLoading }] = useSendVerificationRequestMutation();
  const [sent, setSent] = useState(false);
  const toast = usePageToast();
  const request = profile.verificationRequest ?? NO_REQUEST;
  // A request just sent is waiting before the profile, fetched again, says so.
  const pending = sent || request.status === 'pending';
  // The button goes once the request is sent: the alert that takes its place takes the focus too.
  const sentAlert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) sentAlert.current?.focus();
  }, [sent]);

  const send = async () => {
    try {
      await sendRequest({ userId: profile._id, email: profile.email }).unwrap();
      toast.success(SENT);
      setSent(true);
    } catch (failure) {
      toast.error(failureMessage(failure, FAILED));
      // 409: an earlier request is still waiting, which is what the farmer wanted.
      if ((failure as Partial<ApiFailure>).status === 409) setSent(true);
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
        {pending ? (
          <Alert
            ref={sentAlert}
            tabIndex={-1}
            severity="info"
            role="status"
            sx={{ textAlign: 'left' }}
          >
            <AlertTitle>Request sent: under review</AlertTitle>
            Our team is checking your farm details and will contact you at {profile.email}. You can
            create a campaign as soon as your account is verified.
          </Alert>
        ) : (
          <>
            {(request.status === 'declined' || request.status === 'withdrawn') && (
              <Alert severity="warning" role="status" sx={{ textAlign: 'left' }}>
                <AlertTitle>
                  {request.status === 'declined'
                    ? 'Your last request was declined'
                    : 'Your farmer verification was withdrawn'}
                </AlertTitle>
                {request.reason && (
                  <Typography variant="body2">Reason: {request.reason}</Typography>
                )}
                <Typography variant="body2">
                  You can send a new request once you have seen to it.
                </Typography>
              </Alert>
            )}
            <Typography sx={{ color: 'text.secondary', maxWidth: 520 }}>
              To ensure the quality and authenticity of our farm projects, we require all farmers to
              be verified. Please send a request to our team to get started.
            </Typography>
            <Box>
              <Button
                variant="contained"
                size="large"
                onClick={() => void send()}
                disabled={isLoading}
                startIcon={
                  isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
                }
              >
                Send Verification Request
              </Button>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
