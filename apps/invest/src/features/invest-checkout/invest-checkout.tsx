import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useProfileQuery } from '@mitti/api-client/profile-endpoints';
import { selectIsSignedIn } from '@mitti/auth/auth-slice';
import { ConfirmEmailNotice } from '@mitti/auth/confirm-email-notice';
import type { Campaign } from '@mitti/domain/campaign';
import {
  canInvest,
  campaignDaysRemaining,
  maxUnits,
  ownershipSharePercent,
} from '@mitti/domain/funding';
import { paiseToRupees, rupeesToPaise } from '@mitti/domain/money';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { unitsFromSearch } from './checkout-location-state';
import { ChooseInvestmentStep } from './choose-investment-step';
import { FinalChecklistStep } from './final-checklist-step';
import { OrderSummary } from './order-summary';
import { SignInToInvest } from './sign-in-to-invest';
import { useInvestPayment } from './use-invest-payment';

function closedReason(campaign: Campaign, available: number): string | null {
  const days = campaignDaysRemaining(campaign.endDate);
  if (canInvest(campaign.status, days) && available > 0) return null;
  if (campaign.status === 'Funded' || (campaign.status === 'Active' && available === 0))
    return 'This campaign is fully funded: there are no units left to invest in.';
  if (campaign.status === 'Active')
    return 'This campaign has ended and no longer takes investments.';
  return 'This campaign is not open for investment.';
}

/** The checkout of one campaign: the two steps beside (on phones: above) the order summary. */
export function InvestCheckout({ campaign }: { campaign: Campaign }) {
  const signedIn = useSelector(selectIsSignedIn);
  const { invest, busy, emailUnconfirmed } = useInvestPayment(campaign);
  const { data: profile } = useProfileQuery(undefined, { skip: !signedIn });
  // Known from the profile before the click, or from the server's 403 if the profile was stale;
  // shown beside the button, where the investor is looking.
  const confirmFirst = emailUnconfirmed || profile?.emailConfirmed === false;
  const unitPaise = rupeesToPaise(campaign.minInvestment);
  const available = maxUnits({
    fundingGoal: rupeesToPaise(campaign.fundingGoal),
    raisedAmount: rupeesToPaise(campaign.raisedAmount),
    minInvestment: unitPaise,
  });
  const state: unknown = useLocation().state;
  const [search, setSearch] = useSearchParams();
  const wanted = unitsFromSearch(search);
  // The units live in the address, so a reload, Back and Forward, or a shared link keep them.
  const setWanted = (next: number) =>
    setSearch(
      (params) => {
        params.set('units', String(next));
        return params;
      },
      { replace: true, preventScrollReset: true, state },
    );
  const [acknowledged, setAcknowledged] = useState(false);
  // The campaign may be refreshed with fewer units left than were chosen.
  const units = Math.max(Math.min(wanted, available), Math.min(1, available));
  const totalPaise = units * unitPaise;
  const total = paiseToRupees(totalPaise);
  const sharePercent = ownershipSharePercent(totalPaise, rupeesToPaise(campaign.fundingGoal));
  const closed = closedReason(campaign, available);
  const locked = closed !== null || busy;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {closed && (
        <Alert severity="warning">
          {closed}{' '}
          <Link component={RouterLink} to="/farms">
            Explore other farms
          </Link>
          .
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 380px' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3 }}>
          <ChooseInvestmentStep
            minInvestment={campaign.minInvestment}
            units={units}
            maxUnits={available}
            total={total}
            disabled={locked}
            onUnitsChange={setWanted}
          />
          <FinalChecklistStep
            total={total}
            sharePercent={sharePercent}
            expectedReturns={campaign.expectedReturns}
            acknowledged={acknowledged}
            disabled={locked}
            onAcknowledgedChange={setAcknowledged}
          />
        </Box>
        <Box component="aside" sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          <OrderSummary
            campaign={campaign}
            units={units}
            total={total}
            sharePercent={sharePercent}
            action={
              signedIn ? (
                <Stack spacing={2}>
                  {confirmFirst && <ConfirmEmailNotice />}
                  <Button
                    variant="contained"
                    size="large"
                    onClick={() => void invest(total)}
                    disabled={locked || !acknowledged || total < campaign.minInvestment}
                    loading={busy}
                  >
                    Confirm &amp; Finalize Investment
                  </Button>
                </Stack>
              ) : (
                <SignInToInvest campaignId={campaign._id} units={units} />
              )
            }
          />
        </Box>
      </Box>
    </Box>
  );
}
