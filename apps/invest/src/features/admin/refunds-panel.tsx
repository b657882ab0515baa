import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import CurrencyRupeeOutlined from '@mui/icons-material/CurrencyRupeeOutlined';
import { useAdminRefundRequestsQuery } from '@mitti/api-client/admin-endpoints';
import { usePageParam } from '@mitti/auth/use-page-param';
import {
  useApproveRefundMutation,
  useRejectRefundMutation,
} from '@mitti/api-client/refund-endpoints';
import type { AdminRefundRequest } from '@mitti/domain/admin';
import { formatRupees } from '@mitti/domain/money';
import { rejectRefundSchema } from '@mitti/domain/refund-schemas';
import { ConfirmDialog } from '@mitti/ui/confirm-dialog';
import { EmptyState } from '@mitti/ui/empty-state';
import { ListPagination } from '@mitti/ui/list-pagination';
import { useToast } from '@mitti/ui/toast-provider';
import { useFocusAfterUpdate } from '@mitti/ui/use-focus-after-update';
import { useRef, useState } from 'react';
import { announceOutcome } from '@/app/announce-outcome';
import { AdminRefundCard } from './admin-refund-card';
import { CardList } from './card-list';
import { usePanelPage } from './use-panel-page';
import { ReasonDialog } from '@mitti/ui/reason-dialog';

const APPROVED = 'Refund approved.';
const APPROVE_FAILED = 'Could not approve the refund.';
const REJECTED = 'Refund request rejected.';
const REJECT_FAILED = 'Could not reject the refund request.';

/**
 * 'Refunds': every refund request, a page at a time in the server's order (pending first, longest
 * waiting first, so the overdue ones an admin may decide lead; then the latest decided).
 */
export function RefundsPanel() {
  const [page, setPage] = usePageParam();
  const query = useAdminRefundRequestsQuery(page);
  const [approving, setApproving] = useState<AdminRefundRequest | null>(null);
  const [rejecting, setRejecting] = useState<AdminRefundRequest | null>(null);
  const [approveRefund, approval] = useApproveRefundMutation();
  const [rejectRefund] = useRejectRefundMutation();
  const toast = useToast();
  const { shown, placeholder } = usePanelPage(query, (data) => data.requests, setPage, {
    loading: 'Loading refund requests',
    failed: 'Could not load the refund requests.',
  });
  // A decided request loses its buttons: the heading takes the focus.
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeadingAfterUpdate = useFocusAfterUpdate(shown, heading);
  if (!shown) return placeholder;

  const approve = async () => {
    if (!approving) return;
    const approved = await announceOutcome(toast, approveRefund(approving._id), {
      done: APPROVED,
      failed: APPROVE_FAILED,
    });
    if (approved) focusHeadingAfterUpdate();
    setApproving(null);
  };

  const reject = async (note: string) => {
    if (!rejecting) return;
    const request = rejectRefund({ id: rejecting._id, note });
    if (await announceOutcome(toast, request, { done: REJECTED, failed: REJECT_FAILED })) {
      focusHeadingAfterUpdate();
      setRejecting(null);
    }
  };

  const requests = shown.requests;
  if (requests.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<CurrencyRupeeOutlined />}
          title="No refund requests."
          text="Refund requests from investors appear here; the overdue ones are yours to decide."
        />
      </Card>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography ref={heading} variant="h5" component="h2" tabIndex={-1}>
        Refund requests
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: -1 }}>
        The campaign&apos;s owner decides a refund request first. One left undecided for a week is
        overdue, and you may approve or reject it.
      </Typography>
      <CardList label="Refund requests" columns={3}>
        {requests.map((request) => (
          <li key={request._id}>
            <AdminRefundCard
              request={request}
              onApprove={() => setApproving(request)}
              onReject={() => setRejecting(request)}
            />
          </li>
        ))}
      </CardList>
      <ListPagination
        label="Refund request pages"
        page={shown.page}
        limit={shown.limit}
        total={shown.total}
        onChange={setPage}
      />
      <ConfirmDialog
        open={approving !== null}
        title="Approve this refund?"
        message={
          approving
            ? `${formatRupees(approving.amount)} goes back to ${approving.investorName} and the investment is marked Refunded.`
            : ''
        }
        confirmLabel="Approve"
        busy={approval.isLoading}
        onConfirm={() => void approve()}
        onCancel={() => setApproving(null)}
      />
      {rejecting && (
        <ReasonDialog
          key={rejecting._id}
          title="Reject refund request"
          text={`${rejecting.investorName} asked for ${formatRupees(rejecting.amount)} back from '${rejecting.campaignTitle}'. They read your note.`}
          label="Note to the investor"
          submitLabel="Reject Refund"
          rule={rejectRefundSchema.fields.note}
          onSubmit={reject}
          onClose={() => setRejecting(null)}
        />
      )}
    </Box>
  );
}
