import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { REFUND_OVERSIGHT_DAYS, type AdminRefundRequest } from '@mitti/domain/admin';
import { DateText } from '@mitti/ui/date-text';
import { RefundCard } from '@mitti/ui/refund-card';
import { awaitsAdmin, ownerDeadline } from './refund-oversight';

export interface AdminRefundCardProps {
  request: AdminRefundRequest;
  onApprove: () => void;
  onReject: () => void;
}

/**
 * A refund request as oversight sees it. The campaign's owner decides first; once it has waited
 * REFUND_OVERSIGHT_DAYS, or at once when its owner's account is disabled, it is overdue, stands out,
 * and an admin may approve or reject it.
 */
export function AdminRefundCard({ request, onApprove, onReject }: AdminRefundCardProps) {
  const overdue = awaitsAdmin(request);
  return (
    <RefundCard
      request={request}
      title={request.campaignTitle}
      facts={[
        { label: 'Investor', value: request.investorName },
        { label: 'Owner', value: request.ownerName },
      ]}
      overdue={overdue}
      canDecide={overdue}
      onApprove={onApprove}
      onReject={onReject}
    >
      {overdue ? (
        <Alert severity="warning" sx={{ py: 0 }}>
          {request.ownerDisabled
            ? 'The owner’s account is disabled, so they cannot decide; you may decide instead.'
            : `The owner has not decided in ${REFUND_OVERSIGHT_DAYS} days; you may decide instead.`}
        </Alert>
      ) : (
        request.status === 'Pending' && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            The farmer has until <DateText iso={ownerDeadline(request.createdAt)} /> to decide.
          </Typography>
        )
      )}
    </RefundCard>
  );
}
