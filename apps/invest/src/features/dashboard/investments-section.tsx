import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import type { Investment } from '@mitti/domain/investment';
import type { RefundRequest } from '@mitti/domain/refund-request';
import { EmptyState } from '@mitti/ui/empty-state';
import { useFocusAfterUpdate } from '@mitti/ui/use-focus-after-update';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CardGrid } from './card-grid';
import { InvestmentCard } from './investment-card';
import { RefundDialog } from './refund-dialog';
import { SectionHeading } from './section-heading';

export interface InvestmentsSectionProps {
  investments: Investment[];
  /** The investor's own refund requests, newest first: they carry the owner's rejection notes. */
  outgoing: RefundRequest[];
}

/** 'Your Investments', each with its refund status and a way to ask for one. */
export function InvestmentsSection({ investments, outgoing }: InvestmentsSectionProps) {
  const [refunding, setRefunding] = useState<Investment | null>(null);
  // A requested refund takes the card's Request Refund button away: the heading takes the focus.
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeadingAfterUpdate = useFocusAfterUpdate(investments, heading);
  const noteFor = (investId: string) =>
    outgoing.find((request) => request.investId === investId)?.note ?? null;

  return (
    <Box component="section" aria-labelledby="your-investments">
      <SectionHeading ref={heading} id="your-investments" title="Your Investments" />
      {investments.length === 0 ? (
        <Card>
          <EmptyState
            icon={<SavingsOutlined />}
            title="You haven't made any investments yet."
            text="Back a verified organic farm and follow its season."
            action={
              <Button component={RouterLink} to="/farms" variant="contained">
                Explore Campaigns
              </Button>
            }
          />
        </Card>
      ) : (
        <CardGrid label="Your investments">
          {investments.map((investment) => (
            <li key={investment._id}>
              <InvestmentCard
                investment={investment}
                rejectionNote={noteFor(investment._id)}
                onRequestRefund={() => setRefunding(investment)}
              />
            </li>
          ))}
        </CardGrid>
      )}
      {refunding && (
        <RefundDialog
          key={refunding._id}
          investment={refunding}
          onSubmitted={focusHeadingAfterUpdate}
          onClose={() => setRefunding(null)}
        />
      )}
    </Box>
  );
}
