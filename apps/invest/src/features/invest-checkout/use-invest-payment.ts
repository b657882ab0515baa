import { failedWith, failureMessage, wasUnanswered } from '@mitti/api-client/api-failure';
import { isDismissal, openCheckout, verifyUntilAnswered } from '@mitti/api-client/payment-checkout';
import {
  useCreateInvestmentOrderMutation,
  useReleasePaymentMutation,
  useVerifyInvestmentPaymentMutation,
} from '@mitti/api-client/payment-endpoints';
import { useAppNavigate } from '@mitti/auth/app-link';
import type { Campaign } from '@mitti/domain/campaign';
import type { Rupees } from '@mitti/domain/money';
import type { CreateOrderResponse, ProviderPaymentResult } from '@mitti/domain/payment-order';
import { EMAIL_NOT_CONFIRMED } from '@mitti/domain/user';
import { useSandboxCheckout } from '@mitti/ui/sandbox-checkout-provider';
import { useToast } from '@mitti/ui/toast-provider';
import { useState } from 'react';
import { useDelayedRedirect } from './use-delayed-redirect';

const CHECKOUT_NAME = 'Mitti Invest';
const VERIFY_FAILED = 'Payment verification failed.';
export const VERIFY_UNANSWERED =
  'We could not confirm your payment. If you were charged, it is counted or refunded within a few minutes: check your Dashboard before paying again.';

/**
 * The payment: create-order, the provider's checkout, verify-payment, then back to the campaign.
 * A closed checkout just returns to the page; a failure event records nothing. Either gives back the
 * units the order held (if that call fails, the hold ends by itself after 15 minutes).
 */
export function useInvestPayment(campaign: Campaign) {
  const [createOrder] = useCreateInvestmentOrderMutation();
  const [verifyPayment] = useVerifyInvestmentPaymentMutation();
  const [releasePayment] = useReleasePaymentMutation();
  const openSandbox = useSandboxCheckout();
  const toast = useToast();
  const navigate = useAppNavigate('invest');
  const [busy, setBusy] = useState(false);
  const [invested, setInvested] = useState(false);
  const [emailUnconfirmed, setEmailUnconfirmed] = useState(false);
  useDelayedRedirect(invested ? `/campaign/${campaign._id}` : null);

  const attempt = async (amount: Rupees) => {
    let order: CreateOrderResponse;
    try {
      order = await createOrder({ amount, campaignId: campaign._id }).unwrap();
    } catch (failure) {
      if (failedWith(failure, EMAIL_NOT_CONFIRMED)) setEmailUnconfirmed(true);
      else toast.error(failureMessage(failure, 'Could not initiate payment process.'));
      return;
    }

    let payment: ProviderPaymentResult;
    try {
      payment = await openCheckout(
        order,
        { name: CHECKOUT_NAME, description: campaign.campaignTitle },
        { openSandbox },
      );
    } catch (reason) {
      void releasePayment({ orderId: order.order.id });
      if (!isDismissal(reason)) {
        toast.error(`Payment Failed: ${(reason as { description: string }).description}`);
      }
      return;
    }

    try {
      const answer = await verifyUntilAnswered(() =>
        verifyPayment({ ...payment, campaignId: campaign._id, amount }).unwrap(),
      );
      if (!answer.success) {
        toast.error(failureMessage(answer, VERIFY_FAILED));
        return;
      }
    } catch (failure) {
      if (wasUnanswered(failure)) {
        // The payment may be counted although no answer said so: paying again could pay twice.
        toast.error(VERIFY_UNANSWERED, {
          durationMs: null,
          link: { label: 'Dashboard', href: '/dashboard', navigate: () => navigate('/dashboard') },
        });
      } else {
        toast.error(failureMessage(failure, VERIFY_FAILED));
      }
      return;
    }
    toast.success('Investment Successful! Redirecting...');
    setInvested(true);
  };

  const invest = async (amount: Rupees) => {
    setBusy(true);
    try {
      await attempt(amount);
    } finally {
      setBusy(false);
    }
  };

  return { invest, busy: busy || invested, emailUnconfirmed };
}
