import Button from '@mui/material/Button';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import { failureMessage, wasSignedOut } from '@mitti/api-client/api-failure';
import { useBuyAgainMutation } from '@mitti/api-client/cart-endpoints';
import { orderNumber } from '@mitti/domain/short-id';
import { useToast } from '@mitti/ui/toast-provider';
import { useViewCartLink } from '@/app/use-view-cart-link';
import { boughtAgainMessage } from './bought-again-message';

/** Puts the order's lines in the cart again, and says what went in and what could not. */
export function BuyAgainButton({ orderId }: { orderId: string }) {
  const [buyAgain, { isLoading }] = useBuyAgainMutation();
  const toast = useToast();
  const viewCart = useViewCartLink();

  const onClick = async () => {
    try {
      const { lines } = await buyAgain({ orderId }).unwrap();
      const { severity, text } = boughtAgainMessage(lines);
      toast[severity](text, severity === 'error' ? {} : { link: viewCart });
    } catch (error) {
      // An ended session is told by AccountSync, with a way to sign in again.
      if (!wasSignedOut(error)) {
        toast.error(failureMessage(error, 'Could not add this order to your cart.'));
      }
    }
  };

  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<ReplayOutlined />}
      loading={isLoading}
      loadingPosition="start"
      onClick={() => void onClick()}
      aria-label={`Buy again: order #${orderNumber(orderId)}`}
      sx={{ whiteSpace: 'nowrap' }}
    >
      Buy again
    </Button>
  );
}
