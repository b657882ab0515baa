import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { REFUND_OVERSIGHT_DAYS, type AdminRefundRequest } from '@mitti/domain/admin';
import { formatRupees } from '@mitti/domain/money';
import type { RefundStatus } from '@mitti/domain/refund-request';
import { DateText } from '@mitti/ui/date-text';
import { FactList, type Fact } from './fact-list';
import { awaitsAdmin, ownerDeadline } from './refund-oversight';

const STATUS_COLOR: Record<RefundStatus, 'warning' | 'success' | 'default'> = {
  Pending: 'warning',
  Approved: 'success',
  Rejected: 'default',
};

export interface AdminRefundCardProps {
  request: AdminRefundRequest;
  onApprove: () => void;
  onReject: () => void;
}

/**
 * A refund request as oversight sees it. The campaign's owner decides first; once it has waited
 * REFUND_OVERSIGHT_DAYS it is overdue, stands out, and an admin may approve or reject it.
 */
export function AdminRefundCard({ request, onApprove, onReject }: AdminRefundCardProps) {
  const titleId = `admin-refund-${request._id}`;
  const overdue = awaitsAdmin(request);
  const facts: Fact[] = [
    { label: 'Investor', value: request.investorName },
    { label: 'Owner', value: request.ownerName },
    { label: 'Amount', value: formatRupees(request.amount) },
    { label: 'Requested', value: <DateText iso={request.createdAt} /> },
  ];
  if (request.status !== 'Pending') {
    facts.push({ label: 'Decided', value: <DateText iso={request.decidedAt} /> });
  }
  if (request.note) facts.push({ label: 'Note', value: request.note });

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{
        height: '100%',
        ...(overdue && {
          borderColor: 'warning.main',
          borderWidth: 2,
          bgcolor: (theme) => alpha(theme.palette.warning.light, 0.08),
        }),
      }}
    >
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'start', gap: 1 }}>
          <Typography id={titleId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {request.campaignTitle}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'end', gap: 0.5 }}>
            {overdue && (
              <Chip label="Overdue" color="error" size="small" sx={{ fontWeight: 700 }} />
            )}
            <Chip
              label={request.status}
              color={STATUS_COLOR[request.status]}
              size="small"
              sx={{ fontWeight: 700 }}
            />
          </Box>
        </Box>
        <FactList facts={facts} />
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            Reason:{' '}
          </Box>
          {request.Reason}
        </Typography>
        {overdue ? (
          <>
            <Alert severity="warning" sx={{ py: 0 }}>
              The owner has not decided in {REFUND_OVERSIGHT_DAYS} days; you may decide instead.
            </Alert>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button
                variant="contained"
                onClick={onApprove}
                aria-describedby={titleId}
                sx={{ flex: 1 }}
              >
                Approve
              </Button>
              <Button
                variant="outlined"
                color="error"
                onClick={onReject}
                aria-describedby={titleId}
                sx={{ flex: 1 }}
              >
                Reject
              </Button>
            </Box>
          </>
        ) : (
          request.status === 'Pending' && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              The farmer has until <DateText iso={ownerDeadline(request.createdAt)} /> to decide.
            </Typography>
          )
        )}
      </CardContent>
    </Card>
  );
}
