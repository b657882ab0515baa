import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { readCachedProfile } from '@mitti/api-client/profile-cache';
import { useProfileQuery } from '@mitti/api-client/profile-endpoints';
import { AppLink } from '@mitti/auth/app-link';
import { ConfirmEmailNotice } from '@mitti/auth/confirm-email-notice';
import { EmptyState } from '@mitti/ui/empty-state';
import { Loader } from '@mitti/ui/loader';
import { useEffect, useRef, useState } from 'react';
import { CampaignForm } from './campaign-form';
import { usePageToast } from './use-page-toast';
import { VerificationRequired } from './verification-required';

const LOAD_FAILED = 'Could not load your profile data.';

/** /create: the campaign form for a verified farmer, the verification request for anyone else. */
export function CreateCampaignPage() {
  const [cached] = useState(readCachedProfile);
  const { data, isError, isFetching, refetch } = useProfileQuery();
  const profile = data ?? cached;
  const toast = usePageToast();
  const [submitted, setSubmitted] = useState(false);
  const note = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (isError) toast.error(LOAD_FAILED);
  }, [isError, toast]);

  useEffect(() => {
    if (submitted) note.current?.focus();
  }, [submitted]);

  let content;
  if (!profile) {
    content = isError ? (
      <EmptyState
        icon={<CloudOffOutlined />}
        title={LOAD_FAILED}
        text="Please try again in a moment."
        action={
          <Button variant="contained" onClick={() => void refetch()} disabled={isFetching}>
            Try again
          </Button>
        }
      />
    ) : (
      <Loader />
    );
  } else if (profile.active !== 'true') {
    content = <VerificationRequired profile={profile} />;
  } else if (profile.emailConfirmed === false) {
    content = <ConfirmEmailNotice />;
  } else {
    content = (
      <>
        {submitted && (
          <Alert
            ref={note}
            tabIndex={-1}
            severity="success"
            onClose={() => setSubmitted(false)}
            sx={{ mb: 3 }}
          >
            Your campaign is with our team. Once an admin approves it, it appears on{' '}
            <Link component={AppLink} app="invest" to="/farms">
              Our Farms
            </Link>
            ; you can follow it on your{' '}
            <Link component={AppLink} app="invest" to="/dashboard">
              Dashboard
            </Link>
            .
          </Alert>
        )}
        <CampaignForm profile={profile} onSubmitted={() => setSubmitted(true)} />
      </>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' }, mb: 1 }}>
        Create a Campaign
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>
        Raise money for your next farm project from people who care how their food is grown. Every
        campaign is reviewed by an admin before it appears on Our Farms.
      </Typography>
      {content}
    </Container>
  );
}
