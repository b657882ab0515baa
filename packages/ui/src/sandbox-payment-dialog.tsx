import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import { formatPaise } from '@mitti/domain/money';
import type {
  CreateOrderResponse,
  ProviderPaymentFailure,
  ProviderPaymentResult,
} from '@mitti/domain/payment-order';
import { useId, useState } from 'react';
import { SandboxCardForm } from './sandbox-card-form';

export type SandboxPayOutcome = 'success' | 'failure';

/** Asks the API to sign a test payment (POST /payments/sandbox/pay); the app passes it in. */
export type SandboxPay = (
  orderId: string,
  outcome: SandboxPayOutcome,
) => Promise<ProviderPaymentResult | ProviderPaymentFailure>;

/** One open checkout: the order, what it is for, and the promise to settle like a provider's popup. */
export interface SandboxPaymentRequest {
  order: CreateOrderResponse;
  name: string;
  description: string;
  resolve: (result: ProviderPaymentResult) => void;
  reject: (reason: { description: string } | { dismissed: true }) => void;
  /** What had the focus last as the checkout started (its button): it gets it back afterwards. */
  opener: HTMLElement | null;
}

export interface SandboxPaymentDialogProps {
  /** The checkout to show; null closes the dialog. */
  request: SandboxPaymentRequest | null;
  pay: SandboxPay;
  /** Called once the request is settled, before its promise; the host clears `request`. */
  onSettled: () => void;
}

/**
 * Gives the focus back to the checkout's button once it is enabled again (closed or failed). While
 * it is gone or still disabled (paid: the page moves on), the page (`main`) takes it, not nothing.
 */
function returnFocus(opener: HTMLElement | null | undefined) {
  if (opener?.isConnected && !opener.matches(':disabled')) {
    // A button already on screen is focused where it is: the phone's sticky total bar would
    // otherwise scroll the page to where the bar sits in the flow, the end of the checkout.
    const { top, bottom } = opener.getBoundingClientRect();
    opener.focus({ preventScroll: top >= 0 && bottom <= window.innerHeight });
  } else document.querySelector('main')?.focus();
}

const UNREACHABLE = 'Could not reach the sandbox. Please try again.';

function messageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string' && message) return message;
  }
  return UNREACHABLE;
}

/**
 * The sandbox provider's checkout (DESIGN.md 5): a clearly labelled Test mode card form whose Pay and
 * Fail buttons have the API sign a test payment, then settle the request as Razorpay's popup would.
 */
export function SandboxPaymentDialog({ request, pay, onSettled }: SandboxPaymentDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [busy, setBusy] = useState<SandboxPayOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Keep the last request through the fade-out, so the dialog does not empty while it closes.
  const [shown, setShown] = useState(request);
  if (request && request !== shown) setShown(request);
  const current = request ?? shown;

  const settle = async (outcome: SandboxPayOutcome) => {
    if (!request) return;
    setBusy(outcome);
    setError(null);
    try {
      const answer = await pay(request.order.order.id, outcome);
      onSettled();
      if ('error' in answer) request.reject({ description: answer.error.description });
      else request.resolve(answer);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(null);
    }
  };

  const cancel = () => {
    if (!request || busy) return;
    setError(null);
    onSettled();
    request.reject({ dismissed: true });
  };

  return (
    <Dialog
      open={request !== null}
      onClose={cancel}
      fullScreen={fullScreen}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      // MUI would give the focus back at once, while the page still has its button disabled for the
      // payment (and so to nothing); once the dialog has gone, the button is enabled again.
      disableRestoreFocus
      slotProps={{ transition: { onExited: () => returnFocus(shown?.opener) } }}
    >
      {current && (
        <>
          <DialogTitle id={titleId} sx={{ pb: 1 }}>
            <Chip
              icon={<ScienceOutlined />}
              label="Test mode"
              color="warning"
              size="small"
              sx={{ mb: 1, fontWeight: 700, display: 'flex', width: 'fit-content' }}
            />
            {current.name}
          </DialogTitle>
          <Box sx={{ px: 3 }}>
            <Typography sx={{ color: 'text.secondary' }}>{current.description}</Typography>
            <Typography sx={{ fontSize: '1.75rem', fontWeight: 700, color: 'primary.dark' }}>
              {formatPaise(current.order.order.amount)}
            </Typography>
            <Alert severity="warning" icon={<ScienceOutlined />} sx={{ mt: 1.5 }}>
              No real money moves. This is Mitti&apos;s sandbox checkout.
            </Alert>
            {error && (
              <Alert severity="error" sx={{ mt: 1.5 }}>
                {error}
              </Alert>
            )}
          </Box>
          <SandboxCardForm
            key={current.order.order.id}
            cardholder={current.order.prefill.name}
            payLabel={`Pay ${formatPaise(current.order.order.amount)}`}
            busy={busy}
            onPay={() => void settle('success')}
            onFail={() => void settle('failure')}
            onCancel={cancel}
          />
        </>
      )}
    </Dialog>
  );
}
