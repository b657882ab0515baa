import type { ApiFailure } from '@mitti/api-client/api-failure';
import { failureMessage } from '@mitti/api-client/api-failure';
import { useRequestRefundMutation } from '@mitti/api-client/refund-endpoints';
import type { Investment } from '@mitti/domain/investment';
import { formatRupees } from '@mitti/domain/money';
import { refundRequestSchema } from '@mitti/domain/refund-schemas';
import { ReasonDialog } from '@mitti/ui/reason-dialog';
import { useDashboardToast } from './use-dashboard-toast';

const SUBMITTED = 'Your refund request has been submitted for review.';
const FAILED = 'Error submitting refund request.';

export interface RefundDialogProps {
  investment: Investment;
  /** The request is sent; the dialog then closes. */
  onSubmitted: () => void;
  onClose: () => void;
}

/** Asks the campaign's owner for an investment's money back, with a reason. */
export function RefundDialog({ investment, onSubmitted, onClose }: RefundDialogProps) {
  const [requestRefund] = useRequestRefundMutation();
  const toast = useDashboardToast();

  const send = async (Reason: string) => {
    try {
      await requestRefund({ Reason, investId: investment._id }).unwrap();
      toast.success(SUBMITTED);
      onSubmitted();
      onClose();
    } catch (failure) {
      // Refused as the investment moved on elsewhere (refunded, or a request already waits): the
      // card behind now says so, so the dialog closes; any other failure keeps the typed reason.
      if ((failure as ApiFailure).status === 409) {
        toast.error(`${FAILED} ${failureMessage(failure, '')}`.trim());
        onClose();
      } else {
        toast.error(FAILED);
      }
    }
  };

  return (
    <ReasonDialog
      title="Request Refund"
      text={`${formatRupees(investment.amount)} in ${investment.farmName}. The campaign's owner reviews your request.`}
      label="Reason for the refund"
      submitLabel="Submit Request"
      submitColor="primary"
      rule={refundRequestSchema.fields.Reason}
      onSubmit={send}
      onClose={onClose}
    />
  );
}
