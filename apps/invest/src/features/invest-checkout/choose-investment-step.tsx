import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatRupees, type Rupees } from '@mitti/domain/money';
import { CheckoutStep } from './checkout-step';
import { UnitCounter } from './unit-counter';

export interface ChooseInvestmentStepProps {
  minInvestment: Rupees;
  units: number;
  maxUnits: number;
  total: Rupees;
  disabled: boolean;
  onUnitsChange: (units: number) => void;
}

/** Step 1: how many units (of one minimum investment each), and what they cost together. */
export function ChooseInvestmentStep({
  minInvestment,
  units,
  maxUnits,
  total,
  disabled,
  onUnitsChange,
}: ChooseInvestmentStepProps) {
  return (
    <CheckoutStep number={1} title="Choose Your Investment">
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        One unit is {formatRupees(minInvestment)}.{' '}
        {maxUnits === 1 ? '1 unit is' : `${maxUnits} units are`} still available.
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <UnitCounter units={units} max={maxUnits} disabled={disabled} onChange={onUnitsChange} />
        <Box sx={{ textAlign: { sm: 'right' } }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Total Investment
          </Typography>
          <Typography
            aria-live="polite"
            sx={{ fontSize: '1.6rem', fontWeight: 700, color: 'primary.dark' }}
          >
            {formatRupees(total)}
          </Typography>
        </Box>
      </Box>
      {/* Announced once, by this region: the alerts in it are not live regions of their own. */}
      <Box aria-live="polite" sx={{ display: 'grid', gap: 1, mt: 2, '&:empty': { mt: 0 } }}>
        {maxUnits > 0 && units >= maxUnits && (
          <Alert severity="info" role="none">
            You have reached the maximum available investment.
          </Alert>
        )}
        {total < minInvestment && (
          <Alert severity="error" role="none">
            Minimum investment of {formatRupees(minInvestment)} is required
          </Alert>
        )}
      </Box>
    </CheckoutStep>
  );
}
