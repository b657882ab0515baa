import { wasNotFound } from '@mitti/api-client/api-failure';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useCampaignQuery } from '@mitti/api-client/campaign-endpoints';
import { useSandboxPayMutation } from '@mitti/api-client/payment-endpoints';
import { Loader } from '@mitti/ui/loader';
import { SandboxCheckoutProvider } from '@mitti/ui/sandbox-checkout-provider';
import { useToast } from '@mitti/ui/toast-provider';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { CampaignDetailsMissing } from './campaign-details-missing';
import { campaignFromState } from './checkout-location-state';
import { InvestCheckout } from './invest-checkout';

/**
 * /campaign/:id/invest. The campaign comes from the navigation state and is refreshed by id, so the
 * units left are current; with neither, the page says so and goes home.
 */
export function InvestCheckoutPage() {
  const { id = '' } = useParams();
  const passed = campaignFromState(useLocation().state, id);
  const { data, error, isError } = useCampaignQuery(id);
  // A campaign cancelled or withdrawn while the page was open answers 404 when it is read again
  // (after a refused or refunded payment): the details the page still holds are no longer true.
  const gone = wasNotFound(error);
  const campaign = gone ? undefined : (data ?? passed);
  const missing = !campaign && isError;
  const [sandboxPay] = useSandboxPayMutation();
  const toast = useToast();

  useEffect(() => {
    if (missing) toast.error('Failed to load campaign details.');
  }, [missing, toast]);

  if (!campaign && !missing) return <Loader />;

  return (
    <SandboxCheckoutProvider pay={(orderId, outcome) => sandboxPay({ orderId, outcome }).unwrap()}>
      <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
        {campaign && (
          <Button
            component={RouterLink}
            to={`/campaign/${campaign._id}`}
            startIcon={<ArrowBack />}
            sx={{ mb: 1, ml: -1 }}
          >
            Back to campaign
          </Button>
        )}
        <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.25rem' }, mb: 3 }}>
          Secure Investment Checkout
        </Typography>
        {campaign ? <InvestCheckout campaign={campaign} /> : <CampaignDetailsMissing />}
      </Container>
    </SandboxCheckoutProvider>
  );
}
