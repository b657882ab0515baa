import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { RefundRequest, RefundStatus } from '@mitti/domain/refund-request';
import { formatRupees } from '@mitti/domain/money';
import { DateText } from '@mitti/ui/date-text';

const STATUS_COLOR: Record<RefundStatus, 'warning' | 'success' | 'default'> = {
  Pending: 'warning',
  Approved: 'success',
  Rejected: 'default',
};

export interface IncomingRefundCardProps {
  request: RefundRequest;
  onApprove: () => void;
  onReject: () => void;
}

/** A refund request on one of the owner's campaigns; a pending one can be approved or rejected. */
export function IncomingRefundCard({ request, onApprove, onReject }: IncomingRefundCardProps) {
  const titleId = `refund-${request._id}`;
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {request.investorName}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {request.campaignTitle}
            </Typography>
          </Box>
          <Chip
            label={request.status}
            color={STATUS_COLOR[request.status]}
            size="small"
            sx={{ fontWeight: 700, flex: '0 0 auto' }}
          />
        </Box>
        <Typography sx={{ fontWeight: 700, fontSize: '1.25rem', color: 'primary.dark' }}>
          {formatRupees(request.amount)}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            Reason:{' '}
          </Box>
          {request.Reason}
        </Typography>
        {request.note && (
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            Your note: {request.note}
          </Typography>
        )}
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Asked on <DateText iso={request.createdAt} />
        </Typography>
        {request.status === 'Pending' && (
          <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
            <Button variant="contained" onClick={onApprove} sx={{ flex: 1 }}>
              Approve
            </Button>
            <Button variant="outlined" color="error" onClick={onReject} sx={{ flex: 1 }}>
              Reject
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
