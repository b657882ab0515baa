import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { VerificationRequest, VerificationStatus } from '@mitti/domain/admin';
import { DateText } from '@mitti/ui/date-text';
import { DecisionButtons } from '@mitti/ui/decision-buttons';
import { FactList, type Fact } from '@mitti/ui/fact-list';

const STATUS_COLOR: Record<VerificationStatus, 'warning' | 'success' | 'error' | 'default'> = {
  Pending: 'warning',
  Approved: 'success',
  Declined: 'error',
  Withdrawn: 'default',
};

export interface VerificationRequestCardProps {
  request: VerificationRequest;
  onApprove: () => void;
  onDecline: () => void;
}

/** A farmer who asked to be verified; an open request can be approved or declined. */
export function VerificationRequestCard({
  request,
  onApprove,
  onDecline,
}: VerificationRequestCardProps) {
  const titleId = `verification-${request._id}`;
  const { user } = request;
  const open = request.status === 'Pending';
  const facts: Fact[] = [
    { label: 'Email', value: user.email },
    { label: 'Phone', value: user.phone || 'Not given' },
    { label: 'Campaigns submitted', value: user.campaignCount },
    { label: 'Requested', value: <DateText iso={request.createdAt} /> },
  ];
  if (!open) facts.push({ label: 'Decided', value: <DateText iso={request.decidedAt} /> });
  if (request.reason) facts.push({ label: 'Reason', value: request.reason });

  return (
    <Card component="article" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'start', gap: 1 }}>
          <Typography id={titleId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {user.name}
          </Typography>
          <Chip
            label={request.status}
            color={STATUS_COLOR[request.status]}
            size="small"
            sx={{ fontWeight: 700, flex: '0 0 auto' }}
          />
        </Box>
        <FactList facts={facts} />
        {open && (
          <DecisionButtons
            labelledBy={titleId}
            onApprove={onApprove}
            onReject={onDecline}
            rejectLabel="Decline"
          />
        )}
      </CardContent>
    </Card>
  );
}
