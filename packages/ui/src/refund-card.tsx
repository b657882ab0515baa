import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { formatRupees } from '@mitti/domain/money';
import type { RefundRequest, RefundStatus } from '@mitti/domain/refund-request';
import type { ReactNode } from 'react';
import { DateText } from './date-text';
import { DecisionButtons } from './decision-buttons';
import { FactList, type Fact } from './fact-list';

const STATUS_COLOR: Record<RefundStatus, 'warning' | 'success' | 'default'> = {
  Pending: 'warning',
  Approved: 'success',
  Rejected: 'default',
};

export interface RefundCardProps {
  request: RefundRequest;
  /** What names the card: the investor for the campaign's owner, the campaign for operators. */
  title: string;
  subtitle?: string;
  /** Facts shown before the amount, such as who asked and whom. */
  facts?: Fact[];
  /** Waited past the owner's time to decide: the card stands out. */
  overdue?: boolean;
  /** Whether this viewer may approve or reject it now. */
  canDecide: boolean;
  onApprove: () => void;
  onReject: () => void;
  /** Said above the buttons, such as who may decide and until when. */
  children?: ReactNode;
}

/** A refund request: who asked for how much and why, its status, and Approve and Reject. */
export function RefundCard({
  request,
  title,
  subtitle,
  facts = [],
  overdue = false,
  canDecide,
  onApprove,
  onReject,
  children,
}: RefundCardProps) {
  const titleId = `refund-${request._id}`;
  const allFacts: Fact[] = [
    ...facts,
    { label: 'Amount', value: formatRupees(request.amount) },
    { label: 'Requested', value: <DateText iso={request.createdAt} /> },
  ];
  if (request.status !== 'Pending') {
    allFacts.push({ label: 'Decided', value: <DateText iso={request.decidedAt} /> });
  }
  if (request.note) allFacts.push({ label: 'Note', value: request.note });

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
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography
                variant="body2"
                sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
              >
                {subtitle}
              </Typography>
            )}
          </Box>
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
        <FactList facts={allFacts} />
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            Reason:{' '}
          </Box>
          {request.Reason}
        </Typography>
        {children}
        {canDecide && (
          <DecisionButtons labelledBy={titleId} onApprove={onApprove} onReject={onReject} />
        )}
      </CardContent>
    </Card>
  );
}
