import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import { DownloadButton } from '@mitti/auth/download-button';
import type { Investment } from '@mitti/domain/investment';
import { formatRupees } from '@mitti/domain/money';
import { shortInvestmentId } from '@mitti/domain/short-id';
import { DateText } from '@mitti/ui/date-text';
import { Link as RouterLink } from 'react-router';
import { useRef } from 'react';
import { refundState } from './refund-state';
import { useLinkTarget } from './use-link-target';

export interface InvestmentCardProps {
  investment: Investment;
  /** The campaign owner's note on a rejected refund request. */
  rejectionNote: string | null;
  onRequestRefund: () => void;
}

/**
 * One of the investor's investments: what, how much, where to follow it, and a refund. A link to
 * `#investment-<id>` (the investor's refund notifications) brings it into view, its title focused.
 */
export function InvestmentCard({
  investment,
  rejectionNote,
  onRequestRefund,
}: InvestmentCardProps) {
  const titleId = `investment-${investment._id}`;
  const title = useRef<HTMLHeadingElement>(null);
  useLinkTarget(titleId, title, title);
  const refund = refundState(investment);
  const campaignId = investment.campaignId._id;

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography
              id={titleId}
              ref={title}
              tabIndex={-1}
              variant="h3"
              // Clear of the sticky header, the card's top in view, when a link brings it there.
              sx={{ fontSize: '1.2rem', overflowWrap: 'anywhere', scrollMarginTop: 104 }}
            >
              {investment.farmName}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {investment.campaignId.campaignTitle}
            </Typography>
          </Box>
          {refund && (
            <Chip
              label={refund.label}
              color={refund.color}
              size="small"
              sx={{ fontWeight: 700, flex: '0 0 auto' }}
            />
          )}
        </Box>
        <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, color: 'primary.dark' }}>
          {formatRupees(investment.amount)}
          {/* Text, not only a margin, parts the two: a screen reader would read '₹5,0001 unit'. */}
          <Box
            component="span"
            sx={{ fontSize: '0.9rem', fontWeight: 400, color: 'text.secondary' }}
          >
            {' · '}
            {investment.units} {investment.units === 1 ? 'unit' : 'units'}
          </Box>
        </Typography>
        {refund?.label === 'Refund rejected' && rejectionNote && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Owner&apos;s note: {rejectionNote}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Link
            component={RouterLink}
            to={`/invested-farm-details/${campaignId}/${investment._id}`}
            sx={{ fontWeight: 600 }}
          >
            View Timeline & Updates
          </Link>
          <Link component={RouterLink} to={`/campaign/${campaignId}`} sx={{ fontWeight: 600 }}>
            Campaign Details
          </Link>
          <DownloadButton
            size="small"
            startIcon={<PictureAsPdfOutlined />}
            path={`/investments/${investment._id}/certificate.pdf`}
            fileName={`mitti-certificate-${shortInvestmentId(investment._id)}.pdf`}
            errorText="Could not download the certificate."
            sx={{ alignSelf: 'flex-start', px: 0, minWidth: 0, fontWeight: 600 }}
          >
            Certificate (PDF)
          </DownloadButton>
        </Box>
        <Box sx={{ mt: 'auto' }}>
          <Divider sx={{ mb: 1.5 }} />
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
            }}
          >
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              <DateText iso={investment.date} /> · ID {shortInvestmentId(investment._id)}
            </Typography>
            {(refund === null || refund.canRequest) && (
              <Button
                size="small"
                variant="outlined"
                color="secondary"
                startIcon={<ReplayOutlined />}
                onClick={onRequestRefund}
              >
                Request Refund
              </Button>
            )}
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
