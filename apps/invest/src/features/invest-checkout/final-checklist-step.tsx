import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { ExpectedReturns } from '@mitti/domain/campaign';
import { annualReturnPaise, expectedReturnLabel } from '@mitti/domain/funding';
import { formatRupees, paiseToRupees, rupeesToPaise, type Rupees } from '@mitti/domain/money';
import { CheckoutStep } from './checkout-step';

export interface FinalChecklistStepProps {
  total: Rupees;
  /** The investor's share of the funding goal, two decimals. */
  sharePercent: string;
  expectedReturns: ExpectedReturns;
  acknowledged: boolean;
  disabled: boolean;
  onAcknowledgedChange: (acknowledged: boolean) => void;
}

/** Step 2: what the money buys (share, expected returns) and the risk acknowledgement. */
export function FinalChecklistStep({
  total,
  sharePercent,
  expectedReturns,
  acknowledged,
  disabled,
  onAcknowledgedChange,
}: FinalChecklistStepProps) {
  const annualReturn = paiseToRupees(annualReturnPaise(rupeesToPaise(total), expectedReturns));
  return (
    <CheckoutStep number={2} title="Final Checklist">
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 2,
          mb: 2,
        }}
      >
        <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'background.default' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Ownership Share
          </Typography>
          <Typography sx={{ fontSize: '1.35rem', fontWeight: 700 }}>{sharePercent}%</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            of the funding goal
          </Typography>
        </Box>
        <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'background.default' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Expected Returns
          </Typography>
          <Typography sx={{ fontSize: '1.35rem', fontWeight: 700 }}>
            {expectedReturnLabel(expectedReturns)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Estimated annual return: <strong>{formatRupees(annualReturn)}</strong>
          </Typography>
        </Box>
      </Box>
      {expectedReturns.description && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {expectedReturns.description}
        </Typography>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Returns are an estimate, not a guarantee: they depend on the harvest, prices and weather.
      </Typography>
      <FormControlLabel
        required
        disabled={disabled}
        control={
          <Checkbox
            checked={acknowledged}
            onChange={(event) => onAcknowledgedChange(event.target.checked)}
          />
        }
        label="I understand that investing in a farm carries risk, that I may lose some or all of my investment, and that returns are not guaranteed."
        sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
      />
    </CheckoutStep>
  );
}
