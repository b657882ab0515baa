import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { useApproveRefundMutation } from '@mitti/api-client/refund-endpoints';
import { formatRupees } from '@mitti/domain/money';
import type { RefundRequest } from '@mitti/domain/refund-request';
import { ConfirmDialog } from '@mitti/ui/confirm-dialog';
import { EmptyState } from '@mitti/ui/empty-state';
import { RefundCard } from '@mitti/ui/refund-card';
import { useFocusAfterUpdate } from '@mitti/ui/use-focus-after-update';
import { useRef, useState } from 'react';
import { announceOutcome } from '@/app/announce-outcome';
import { CardGrid } from './card-grid';
import { RejectRefundDialog } from './reject-refund-dialog';
import { SectionHeading } from './section-heading';
import { useDashboardToast } from './use-dashboard-toast';

const APPROVED = 'Refund approved.';
const APPROVE_FAILED = 'Failed to approve the refund.';

export interface RefundRequestsSectionProps {
  incoming: RefundRequest[];
  failed: boolean;
}

/** 'Refund requests': what investors asked back on the owner's campaigns, to approve or reject. */
export function RefundRequestsSection({ incoming, failed }: RefundRequestsSectionProps) {
  const [approving, setApproving] = useState<RefundRequest | null>(null);
  const [rejecting, setRejecting] = useState<RefundRequest | null>(null);
  const [approveRefund, { isLoading }] = useApproveRefundMutation();
  const toast = useDashboardToast();
  // A decided request loses its Approve and Reject buttons: the heading takes the focus.
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeadingAfterUpdate = useFocusAfterUpdate(incoming, heading);

  const confirmApprove = async () => {
    if (!approving) return;
    const approved = await announceOutcome(toast, approveRefund(approving._id), {
      done: APPROVED,
      failed: APPROVE_FAILED,
    });
    if (approved) focusHeadingAfterUpdate();
    setApproving(null);
  };

  return (
    <Box component="section" aria-labelledby="refund-requests">
      <SectionHeading ref={heading} id="refund-requests" title="Refund requests" />
      {failed ? (
        <Alert severity="warning">Could not load refund requests.</Alert>
      ) : incoming.length === 0 ? (
        <Card>
          <EmptyState
            icon={<MarkEmailReadOutlined />}
            title="No refund requests."
            text="When an investor asks for a refund on one of your campaigns, it appears here."
          />
        </Card>
      ) : (
        <CardGrid label="Refund requests on your campaigns">
          {incoming.map((request) => (
            <li key={request._id}>
              <RefundCard
                request={request}
                title={request.investorName}
                subtitle={request.campaignTitle}
                canDecide={request.status === 'Pending'}
                onApprove={() => setApproving(request)}
                onReject={() => setRejecting(request)}
              />
            </li>
          ))}
        </CardGrid>
      )}
      <ConfirmDialog
        open={approving !== null}
        title="Approve this refund?"
        message={
          approving
            ? `${formatRupees(approving.amount)} goes back to ${approving.investorName} and the investment is marked Refunded.`
            : ''
        }
        confirmLabel="Approve"
        busy={isLoading}
        onConfirm={() => void confirmApprove()}
        onCancel={() => setApproving(null)}
      />
      {rejecting && (
        <RejectRefundDialog
          key={rejecting._id}
          request={rejecting}
          onRejected={focusHeadingAfterUpdate}
          onClose={() => setRejecting(null)}
        />
      )}
    </Box>
  );
}
