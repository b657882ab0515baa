import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { failureMessage } from '@mitti/api-client/api-failure';
import { useUpdateOrderStatusMutation } from '@mitti/api-client/admin-endpoints';
import {
  nextOrderStatuses,
  type AdminOrder,
  type UpdateOrderStatusBody,
} from '@mitti/domain/admin';
import { formatShopPrice } from '@mitti/domain/money';
import type { OrderStatus } from '@mitti/domain/order';
import { orderNumber } from '@mitti/domain/short-id';
import { ConfirmDialog } from '@mitti/ui/confirm-dialog';
import { useToast } from '@mitti/ui/toast-provider';
import { useState } from 'react';

type OrderMove = UpdateOrderStatusBody['orderStatus'];

const MOVE_LABELS: Record<OrderMove, string> = {
  Shipped: 'Mark Shipped',
  Delivered: 'Mark Delivered',
  Cancelled: 'Cancel order',
};

function isMove(status: OrderStatus): status is OrderMove {
  return status in MOVE_LABELS;
}

function cancelMessage(order: AdminOrder): string {
  const final = 'A cancelled order cannot be reopened.';
  if (order.paymentMethod === 'Razorpay' && order.paymentStatus === 'Paid') {
    const paid = formatShopPrice(order.totalPrice);
    return `The ${paid} ${order.customer.name} paid by card will be refunded. ${final}`;
  }
  return `${order.customer.name}'s order will not be sent. ${final}`;
}

/**
 * The moves an order may still make (domain nextOrderStatuses: forward only), each a button; Cancel
 * asks first. Only this order's buttons wait while its change is saved. The server words the outcome
 * ('Order #a1b2c3 marked Shipped.', 'Order #a1b2c3 cancelled and refunded.').
 */
export function OrderActions({ order }: { order: AdminOrder }) {
  const [updateStatus, { isLoading, originalArgs }] = useUpdateOrderStatusMutation();
  const toast = useToast();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const number = orderNumber(order._id);
  const moves = nextOrderStatuses(order.orderStatus).filter(isMove);

  const move = async (to: OrderMove) => {
    try {
      const { message } = await updateStatus({ id: order._id, orderStatus: to }).unwrap();
      toast.success(message);
    } catch (error) {
      toast.error(failureMessage(error, `Could not update order #${number}. Please try again.`));
    } finally {
      setConfirmingCancel(false);
    }
  };

  if (moves.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Nothing left to do
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
      {moves.map((to) => {
        const cancel = to === 'Cancelled';
        const running = isLoading && originalArgs?.orderStatus === to;
        return (
          <Button
            key={to}
            size="small"
            variant={cancel ? 'outlined' : 'contained'}
            color={cancel ? 'error' : 'primary'}
            disabled={isLoading}
            aria-label={`${MOVE_LABELS[to]}, order #${number}`}
            startIcon={running ? <CircularProgress size={14} color="inherit" aria-hidden /> : null}
            onClick={() => (cancel ? setConfirmingCancel(true) : void move(to))}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {MOVE_LABELS[to]}
          </Button>
        );
      })}
      <ConfirmDialog
        open={confirmingCancel}
        title={`Cancel order #${number}?`}
        message={cancelMessage(order)}
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        busy={isLoading}
        onConfirm={() => void move('Cancelled')}
        onCancel={() => setConfirmingCancel(false)}
      />
    </Box>
  );
}
