import { useRejectRefundMutation } from '@mitti/api-client/refund-endpoints';
import { formatRupees } from '@mitti/domain/money';
import type { RefundRequest } from '@mitti/domain/refund-request';
import { rejectRefundSchema } from '@mitti/domain/refund-schemas';
import { ReasonDialog } from '@mitti/ui/reason-dialog';
import { announceOutcome } from '@/app/announce-outcome';
import { useDashboardToast } from './use-dashboard-toast';

const REJECTED = 'Refund request rejected.';
const FAILED = 'Failed to reject the refund request.';

export interface RejectRefundDialogProps {
  request: RefundRequest;
  /** The request is rejected; the dialog then closes. */
  onRejected: () => void;
  onClose: () => void;
}

/** Rejects a refund request; the investor reads the note on their investment. */
export function RejectRefundDialog({ request, onRejected, onClose }: RejectRefundDialogProps) {
  const [rejectRefund] = useRejectRefundMutation();
  const toast = useDashboardToast();
  const reject = async (note: string) => {
    const rejecting = rejectRefund({ id: request._id, note });
    if (await announceOutcome(toast, rejecting, { done: REJECTED, failed: FAILED })) {
      onRejected();
      onClose();
    }
  };

  return (
    <ReasonDialog
      title="Reject refund request"
      text={`${request.investorName} asked for ${formatRupees(request.amount)} back from ${request.campaignTitle}. Tell them why you are rejecting it.`}
      label="Note to the investor"
      submitLabel="Reject Refund"
      rule={rejectRefundSchema.fields.note}
      onSubmit={reject}
      onClose={onClose}
    />
  );
}
