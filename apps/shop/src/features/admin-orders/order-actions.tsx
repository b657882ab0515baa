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
import { useRef, useState } from 'react';

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

/** What the operator is asked before a move: each one tells the customer and cannot be undone. */
function confirmation(order: AdminOrder, to: OrderMove) {
  const number = orderNumber(order._id);
  if (to === 'Cancelled') {
    return {
      title: `Cancel order #${number}?`,
      message: cancelMessage(order),
      cancelLabel: 'Keep order',
    };
  }
  if (to === 'Shipped') {
    return {
      title: `Mark order #${number} as shipped?`,
      message: 'The customer is emailed that it is on its way.',
      cancelLabel: 'Not yet',
    };
  }
  const cash = order.paymentMethod === 'COD' && order.paymentStatus !== 'Paid';
  const paid = cash ? ' The cash payment is recorded as Paid.' : '';
  return {
    title: `Mark order #${number} as delivered?`,
    message: `The customer is emailed that it arrived.${paid}`,
    cancelLabel: 'Not yet',
  };
}

export interface OrderActionsProps {
  order: AdminOrder;
  /**
   * Called once a move is saved, with what should then take the focus: the order's next step, or
   * 'Nothing left to do' (none when the order has left the view).
   */
  onMoved: (find: () => HTMLElement | null) => void;
}

/**
 * The moves an order may still make (domain nextOrderStatuses: forward only), each a button that
 * asks first: every move emails the customer. Only this order's buttons wait while its change is
 * saved. The server words the outcome ('Order #a1b2c3 marked Shipped.', 'Order #a1b2c3 cancelled
 * and refunded.').
 */
export function OrderActions({ order, onMoved }: OrderActionsProps) {
  const [updateStatus, { isLoading, originalArgs }] = useUpdateOrderStatusMutation();
  const toast = useToast();
  // Kept while the dialog closes, so its words stay put.
  const [asked, setAsked] = useState<{ to: OrderMove; open: boolean } | null>(null);
  // The first button, or 'Nothing left to do': a callback, as they are elements of different kinds.
  const next = useRef<HTMLElement | null>(null);
  const isNext = (element: HTMLElement | null) => {
    next.current = element;
  };
  const number = orderNumber(order._id);
  const moves = nextOrderStatuses(order.orderStatus).filter(isMove);

  const move = async (to: OrderMove) => {
    try {
      const { message } = await updateStatus({ id: order._id, orderStatus: to }).unwrap();
      toast.success(message);
      onMoved(() => next.current);
    } catch (error) {
      toast.error(failureMessage(error, `Could not update order #${number}. Please try again.`));
    } finally {
      setAsked({ to, open: false });
    }
  };

  if (moves.length === 0) {
    return (
      <Typography ref={isNext} tabIndex={-1} variant="body2" sx={{ color: 'text.secondary' }}>
        Nothing left to do
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
      {moves.map((to, index) => {
        const cancel = to === 'Cancelled';
        const running = isLoading && originalArgs?.orderStatus === to;
        return (
          <Button
            key={to}
            ref={index === 0 ? isNext : undefined}
            size="small"
            variant={cancel ? 'outlined' : 'contained'}
            color={cancel ? 'error' : 'primary'}
            disabled={isLoading}
            aria-label={`${MOVE_LABELS[to]}, order #${number}`}
            startIcon={running ? <CircularProgress size={14} color="inherit" aria-hidden /> : null}
            onClick={() => setAsked({ to, open: true })}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {MOVE_LABELS[to]}
          </Button>
        );
      })}
      {asked && (
        <ConfirmDialog
          open={asked.open}
          {...confirmation(order, asked.to)}
          confirmLabel={MOVE_LABELS[asked.to]}
          confirmColor={asked.to === 'Cancelled' ? 'error' : 'primary'}
          busy={isLoading}
          onConfirm={() => void move(asked.to)}
          onCancel={() => setAsked({ ...asked, open: false })}
        />
      )}
    </Box>
  );
}
